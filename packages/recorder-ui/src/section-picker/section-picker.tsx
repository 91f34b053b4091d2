import { useId, type Ref } from 'react'
import { classNames } from '../internal/class-names.js'
import { useControllableState } from '../internal/use-controllable-state.js'

/** A section a recording or text can go to; a template section from the host fits as is. */
export interface SectionOption {
  id: string
  name: string
  /** Shown beneath the picker once the section is chosen. */
  description?: string
  emoji?: string
}

export interface SectionPickerProps {
  /** The sections to choose from, in order; any with an empty id are left out. */
  sections: readonly SectionOption[]
  /** The chosen section id (controlled); '' or undefined while none is chosen. */
  value?: string
  /** The section chosen at first when uncontrolled. Default none. */
  defaultValue?: string
  /** Called with the id of the section the user picks. */
  onValueChange?: (sectionId: string) => void
  /** Visible label. Default `'Target Section'`. */
  label?: string
  /** Shown while nothing is chosen. Default `'Select section'`. */
  placeholder?: string
  /** Show the chosen section's description beneath. Default `true`. */
  showDescription?: boolean
  disabled?: boolean
  /** Id of the select element, e.g. for an outside label. Default generated. */
  id?: string
  className?: string
  ref?: Ref<HTMLSelectElement>
}

/** Chooses a template section (SPEC §2), with its description beneath. A native select, so it works
 * with every keyboard, screen reader and phone picker. */
export function SectionPicker({
  sections,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  label = 'Target Section',
  placeholder = 'Select section',
  showDescription = true,
  disabled,
  id,
  className,
  ref,
}: SectionPickerProps) {
  const generatedId = useId()
  const selectId = id ?? `${generatedId}-select`
  const descriptionId = `${generatedId}-description`
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  })
  // SPEC §5: select items must not have an empty value.
  const options = sections.filter((section) => section.id !== '')
  const chosen = options.find((section) => section.id === value)
  const description = showDescription ? chosen?.description : undefined

  return (
    <div className={classNames('sayso-section-picker', className)} data-state={chosen ? 'chosen' : 'empty'}>
      <label className="sayso-label" htmlFor={selectId}>
        {label}
      </label>
      <div className="sayso-select">
        <select
          ref={ref}
          id={selectId}
          value={chosen ? chosen.id : ''}
          disabled={disabled}
          aria-describedby={description ? descriptionId : undefined}
          onChange={(event) => {
            if (event.target.value !== '') setValue(event.target.value)
          }}
        >
          <option value="" disabled hidden>
            {placeholder}
          </option>
          {options.map((section) => (
            <option key={section.id} value={section.id}>
              {section.emoji ? `${section.emoji} ${section.name}` : section.name}
            </option>
          ))}
        </select>
      </div>
      {description && (
        <p id={descriptionId} className="sayso-section-picker__description">
          {description}
        </p>
      )}
    </div>
  )
}
