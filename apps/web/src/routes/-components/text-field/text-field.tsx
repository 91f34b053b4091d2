import { CircleAlert } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import styles from './text-field.module.css'

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string
  /** Shown under the field, and announced with it. */
  hint?: string
  /**
   * What is wrong with the value: the field is marked invalid and the message shown under it, announced
   * as its description. `true` marks it without a message (another field's message gives the reason).
   * Default: none.
   */
  error?: string | boolean | undefined
}

export function TextField({
  label,
  hint,
  error,
  className,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const message = typeof error === 'string' && error !== '' ? error : null
  // The error first: it is what the user needs to hear on arriving at the field.
  const description = [message && errorId, hint && hintId, describedBy].filter(Boolean).join(' ') || undefined
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={description}
        {...input}
      />
      {message && (
        <p id={errorId} className={styles.error}>
          <CircleAlert size={14} aria-hidden className={styles.errorIcon} />
          {message}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  )
}
