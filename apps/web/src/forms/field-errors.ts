import type { z } from 'zod'
import { ApiError } from '../api/api-client.ts'

/**
 * What is wrong with each field of a form (issue 19: the failing field is marked, not only toasted).
 * A message is shown under its field; `true` marks a field whose reason another field's message gives.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string | true>>

/** Whether any field failed. */
export function hasFieldErrors<Field extends string>(errors: FieldErrors<Field>): boolean {
  return Object.values(errors).some(Boolean)
}

/** The errors left once the user edits `field`: its own clears, the others stay until they are edited. */
export function withoutField<Field extends string>(errors: FieldErrors<Field>, field: Field): FieldErrors<Field> {
  if (!(field in errors)) return errors
  const rest = { ...errors }
  delete rest[field]
  return rest
}

/** The first issue of each of these fields in a failed parse. */
export function zodFieldErrors<Field extends string>(error: z.ZodError, fields: readonly Field[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0]) as Field
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/** The first issue of each field the shared schema (the server's own rules) finds in a body. */
export function schemaFieldErrors<Field extends string>(
  schema: z.ZodType,
  body: Partial<Record<Field, unknown>>,
): FieldErrors<Field> {
  const result = schema.safeParse(body)
  return result.success ? {} : zodFieldErrors(result.error, Object.keys(body) as Field[])
}

/**
 * A 400 names the field it refused, as the shared `describeValidationError` writes it
 * ("email: Enter a valid email address", "soundsLike.2: …"): the message goes to that field of the form.
 * Any other failure, or a field this form does not have, gives no field error (the toast alone tells).
 */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): FieldErrors<Field> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) return {}
  const match = /^([A-Za-z]+)(?:\.\d+)*: (.+)$/.exec(error.serverMessage)
  const field = match?.[1] as Field | undefined
  if (!match || !field || !fields.includes(field)) return {}
  return { [field]: match[2] } as FieldErrors<Field>
}

/** The status of a refused request, or null when the request never got an answer. */
export function refusalStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null
}
