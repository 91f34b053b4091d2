import { TypeInsteadSheet, type TypeInsteadSheetProps } from '@sayso/recorder-ui'
import { useState, type Ref } from 'react'
import type { UpdateController } from '../../../../workspace/update-controller.ts'
import { useWorkspace } from '../../../../workspace/use-update-controller.ts'
import styles from './workspace-parts.module.css'

interface TypeInsteadFieldProps {
  /** The update whose draft text the field shows and edits. */
  controller: UpdateController
  /** SPEC §2: 'Type your update here...' (weekly) or 'Type your complete update here...' (quick). */
  placeholder: string
  /** The textarea, for the workspace to give focus back to after Add Content. */
  ref?: Ref<HTMLTextAreaElement>
}

/**
 * The 'Prefer to type your update instead?' link and the textarea it reveals (shown at once when text
 * waits). It reads the draft text itself, so a key press re-renders this field alone (issue 18).
 */
export function TypeInsteadField({ controller, placeholder, ref }: TypeInsteadFieldProps) {
  const value = useWorkspace(controller, (state) => state.draftText)
  const [shown, setShown] = useState(value !== '')
  return (
    <>
      <button
        type="button"
        className={`sayso-link-button ${styles.typeLink}`}
        aria-expanded={shown}
        onClick={() => setShown((open) => !open)}
      >
        Prefer to type your update instead?
      </button>
      {shown && (
        <textarea
          ref={ref}
          className="sayso-textarea"
          aria-label="Your update"
          placeholder={placeholder}
          value={value}
          onChange={(event) => controller.setDraftText(event.target.value)}
        />
      )}
    </>
  )
}

/** The phone's typing sheet, on the update's draft text (read here, like the field, not by the screen). */
export function DraftTypeInsteadSheet({
  controller,
  ...props
}: Omit<TypeInsteadSheetProps, 'value' | 'defaultValue' | 'onValueChange'> & { controller: UpdateController }) {
  const value = useWorkspace(controller, (state) => state.draftText)
  return <TypeInsteadSheet {...props} value={value} onValueChange={controller.setDraftText} />
}
