import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { EntryChanges } from './formatted-update-panel.js'

interface EntryEditorProps {
  headline: string
  content: string
  onSave: (changes: EntryChanges) => void
  onCancel: () => void
}

/** Inline Headline and Content fields with Save and Cancel; Escape cancels. */
export function EntryEditor({ headline, content, onSave, onCancel }: EntryEditorProps) {
  const id = useId()
  const [draftHeadline, setDraftHeadline] = useState(headline)
  const [draftContent, setDraftContent] = useState(content)
  const empty = draftHeadline.trim() === '' && draftContent.trim() === ''

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!empty) onSave({ headline: draftHeadline.trim(), content: draftContent.trim() })
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onCancel()
    }
  }

  return (
    <form className="sayso-entry-editor" onSubmit={submit} onKeyDown={onKeyDown}>
      <label className="sayso-label" htmlFor={`${id}-headline`}>
        Headline
      </label>
      <input
        id={`${id}-headline`}
        className="sayso-input"
        value={draftHeadline}
        autoFocus
        onChange={(event) => setDraftHeadline(event.target.value)}
      />
      <label className="sayso-label" htmlFor={`${id}-content`}>
        Content
      </label>
      <textarea
        id={`${id}-content`}
        className="sayso-textarea"
        value={draftContent}
        onChange={(event) => setDraftContent(event.target.value)}
      />
      <div className="sayso-button-row" data-align="start">
        <button type="submit" className="sayso-button" data-variant="primary" data-size="small" disabled={empty}>
          Save
        </button>
        <button type="button" className="sayso-button" data-variant="secondary" data-size="small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
