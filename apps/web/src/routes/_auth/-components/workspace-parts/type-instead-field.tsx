import { useState, type Ref } from 'react'
import styles from './workspace-parts.module.css'

interface TypeInsteadFieldProps {
  value: string
  onValueChange: (text: string) => void
  /** SPEC §2: 'Type your update here...' (weekly) or 'Type your complete update here...' (quick). */
  placeholder: string
  /** The textarea, for the workspace to give focus back to after Add Content. */
  ref?: Ref<HTMLTextAreaElement>
}

/** The 'Prefer to type your update instead?' link and the textarea it reveals (shown at once when text waits). */
export function TypeInsteadField({ value, onValueChange, placeholder, ref }: TypeInsteadFieldProps) {
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
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </>
  )
}
