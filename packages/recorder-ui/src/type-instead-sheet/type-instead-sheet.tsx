import { useId, type FormEvent } from 'react'
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '../dialog/dialog.js'
import { classNames } from '../internal/class-names.js'
import { useControllableState } from '../internal/use-controllable-state.js'
import { SectionPicker, type SectionOption } from '../section-picker/section-picker.js'

/** What the user typed, trimmed, and the section chosen for it ('' when none). */
export interface TypedContent {
  text: string
  sectionId: string
}

export interface TypeInsteadSheetProps {
  /** Whether the sheet is open (controlled). */
  open?: boolean
  /** Whether it starts open when uncontrolled. Default `false`. */
  defaultOpen?: boolean
  /** Called when the sheet asks to open or close. */
  onOpenChange?: (open: boolean) => void
  /** The text (controlled). */
  value?: string
  /** The text at first when uncontrolled. Default `''`. */
  defaultValue?: string
  /** Called on every edit of the text. */
  onValueChange?: (text: string) => void
  /** Sections for the target-section picker; the picker shows only when there are some. */
  sections?: readonly SectionOption[]
  /** The chosen target section (controlled). */
  targetSection?: string
  /** Called when the user picks a target section. */
  onTargetSectionChange?: (sectionId: string) => void
  /** Called by 'Add to Update' with the trimmed text. */
  onSubmit?: (content: TypedContent) => void
  /** Disables 'Add to Update' while the host processes text. Default `false`. */
  processing?: boolean
  /** Title. Default `'Type Your Update'`. */
  title?: string
  /** Description. Default `'Enter your content and we'll format it for you'`. */
  description?: string
  /** The empty text field's hint. Default `'Type your update content here...'`. */
  placeholder?: string
  /** Sheet height. Default `500` px (SPEC §9). */
  height?: number | string
  className?: string
}

/** The mobile bottom sheet for typing instead of recording (SPEC §2). */
export function TypeInsteadSheet({
  open,
  defaultOpen,
  onOpenChange,
  value,
  defaultValue = '',
  onValueChange,
  sections,
  targetSection,
  onTargetSectionChange,
  onSubmit,
  processing = false,
  title = 'Type Your Update',
  description = "Enter your content and we'll format it for you",
  placeholder = 'Type your update content here...',
  height = 500,
  className,
}: TypeInsteadSheetProps) {
  const textId = useId()
  const [text, setText] = useControllableState({ prop: value, defaultProp: defaultValue, onChange: onValueChange })
  const [section, setSection] = useControllableState({
    prop: targetSection,
    defaultProp: '',
    onChange: onTargetSectionChange,
  })
  const trimmed = text.trim()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (trimmed === '' || processing) return
    onSubmit?.({ text: trimmed, sectionId: section })
  }

  return (
    <DialogRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogContent variant="sheet" sheetHeight={height} className={classNames('sayso-type-sheet', className)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form className="sayso-type-sheet__form" onSubmit={submit}>
          {sections && sections.length > 0 && (
            <SectionPicker sections={sections} value={section} onValueChange={setSection} />
          )}
          <label className="sayso-label" htmlFor={textId}>
            Your Content:
          </label>
          <textarea
            id={textId}
            className="sayso-textarea"
            placeholder={placeholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button
            type="submit"
            className="sayso-button"
            data-variant="primary"
            disabled={trimmed === '' || processing}
            aria-busy={processing || undefined}
          >
            Add to Update
          </button>
        </form>
      </DialogContent>
    </DialogRoot>
  )
}
