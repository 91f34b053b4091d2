import { z } from 'zod'

/** Every error body of the API (SPEC §7: "error body has message"). */
export const errorResponseSchema = z.object({ message: z.string() })
export type ErrorResponse = z.infer<typeof errorResponseSchema>

/**
 * One line naming the first failing field, e.g. "email: Enter a valid email address".
 * Used by the server for 400 bodies and by the client for form errors.
 */
export function describeValidationError(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`
  const field = issue.path.map(String).join('.')
  return field ? `${field}: ${issue.message}` : issue.message
}
