import { updateNameRequestSchema } from '@sayso/shared'
import { schemaFieldErrors, serverFieldErrors, type FieldErrors } from '../../../../forms/field-errors.ts'

/** SPEC §4: Save submits only a trimmed, non-empty name that differs from the current one. */
export function nameToSubmit(draft: string, current: string): string | null {
  const trimmed = draft.trim()
  return trimmed !== '' && trimmed !== current ? trimmed : null
}

/** What the server would refuse in a draft (too long, say), said before it is sent. */
export function checkName(draft: string): FieldErrors<'name'> {
  return schemaFieldErrors<'name'>(updateNameRequestSchema, { name: draft })
}

/** A refused rename whose 400 names the field; other failures are told by the 'Update failed' toast alone. */
export function nameServerErrors(error: unknown): FieldErrors<'name'> {
  return serverFieldErrors<'name'>(error, ['name'])
}
