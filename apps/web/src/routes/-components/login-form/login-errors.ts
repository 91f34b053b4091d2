import { loginRequestSchema, type LoginRequest } from '@sayso/shared'
import { loginFailureMessage } from '../../../auth/login-failure.ts'
import { refusalStatus, schemaFieldErrors, serverFieldErrors, type FieldErrors } from '../../../forms/field-errors.ts'

export type LoginField = keyof LoginRequest

/** SPEC §5: e-mail and password are required; the e-mail must look like one (the server's own rule). */
export function checkLogin(fields: Record<LoginField, string>): FieldErrors<LoginField> {
  return schemaFieldErrors<LoginField>(loginRequestSchema, fields)
}

/**
 * A refused sign-in: 401 does not say which of the two was wrong (on purpose, so that it does not reveal
 * which accounts exist), so both are marked and the message sits under the password. A 400 names its field.
 */
export function loginServerErrors(error: unknown): FieldErrors<LoginField> {
  if (refusalStatus(error) === 401) return { email: true, password: loginFailureMessage(error) }
  return serverFieldErrors<LoginField>(error, ['email', 'password'])
}
