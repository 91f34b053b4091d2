import { useState } from 'react'
import { flushSync } from 'react-dom'
import { withoutField, type FieldErrors } from './field-errors.ts'

/** A form's field errors: shown on submit (focus moving to the first invalid field), cleared field by field as the user edits. */
export function useFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  return {
    errors,
    /** Marks the fields, then focuses the first one marked, so a screen reader reads it with its message. */
    show(next: FieldErrors<Field>, form: HTMLFormElement | null) {
      flushSync(() => setErrors(next))
      form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    },
    clear(field: Field) {
      setErrors((current) => withoutField(current, field))
    },
  }
}
