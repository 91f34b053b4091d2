import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { classNames } from '../internal/class-names.js'
import { PencilIcon } from '../internal/icons.js'

export interface EditableTitleProps {
  /** The saved title; '' shows the placeholder. */
  value: string
  /** Shown when the title is empty, e.g. the generated default title. */
  placeholder?: string
  /** Called with the new title, trimmed and non-empty, when it changed. */
  onValueChange?: (title: string) => void
  /** Heading level of the title. Default `2`. */
  level?: 1 | 2 | 3 | 4
  /** Centre the title (the quick result panel). Default `false`. */
  centered?: boolean
  className?: string
}

/** A title that turns into a text field on click (SPEC §4): Enter saves, Escape cancels. */
export function EditableTitle({
  value,
  placeholder = '',
  onValueChange,
  level = 2,
  centered = false,
  className,
}: EditableTitleProps) {
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(value)
  const input = useRef<HTMLInputElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  const Heading = `h${level}` as const
  const shown = value || placeholder

  useEffect(() => {
    if (editing) input.current?.select()
    else if (returnFocus.current) {
      returnFocus.current = false
      button.current?.focus()
    }
  }, [editing])

  function startEditing() {
    setDraft(value || placeholder)
    setEditing(true)
  }

  function finish(save: boolean) {
    if (!editing) return
    const trimmed = draft.trim()
    // SPEC §5: a title saves only when its trimmed text is non-empty, and it is saved trimmed.
    if (save && trimmed !== '' && trimmed !== value) onValueChange?.(trimmed)
    setEditing(false)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      returnFocus.current = true
      finish(true)
    } else if (event.key === 'Escape') {
      // Keeps a surrounding dialog open: Escape only cancels the edit.
      event.preventDefault()
      event.stopPropagation()
      returnFocus.current = true
      finish(false)
    }
  }

  return (
    <Heading
      className={classNames('sayso-editable-title', className)}
      data-state={editing ? 'editing' : 'viewing'}
      data-align={centered ? 'center' : undefined}
    >
      {editing ? (
        <input
          ref={input}
          className="sayso-editable-title__input"
          aria-label="Title"
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => finish(true)}
        />
      ) : (
        <button
          ref={button}
          type="button"
          className="sayso-editable-title__button"
          data-empty={value ? undefined : ''}
          onClick={startEditing}
        >
          <span className="sayso-visually-hidden">Edit title: </span>
          <span>{shown}</span>
          <PencilIcon />
        </button>
      )}
    </Heading>
  )
}
