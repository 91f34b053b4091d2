import { PASSWORD_MIN_LENGTH, registerRequestSchema } from '@sayso/shared'
import { userFacingMessage } from '../../../api/api-client.ts'
import { refusalStatus, schemaFieldErrors, serverFieldErrors, type FieldErrors } from '../../../forms/field-errors.ts'
import type { ToastInput } from '../../../toasts/toast-store.ts'

export interface SignupFields {
  name: string
  email: string
  password: string
  confirmPassword: string
}

export type SignupField = keyof SignupFields

export interface SignupCheck {
  /** Each failing field with its message; empty when the form may be sent. */
  errors: FieldErrors<SignupField>
  /** SPEC §5's toast for the passwords, when they are what is wrong. */
  toast: ToastInput | null
}

/** SPEC §5: the passwords must match, then be long enough; the other fields follow the server's own rules. */
export function checkSignup(fields: SignupFields): SignupCheck {
  const errors = schemaFieldErrors<SignupField>(registerRequestSchema, {
    name: fields.name,
    email: fields.email,
    password: fields.password,
  })
  if (fields.password !== fields.confirmPassword) {
    errors.confirmPassword = 'Passwords do not match'
    return {
      errors,
      toast: { title: 'Password mismatch', description: 'Passwords do not match', variant: 'destructive' },
    }
  }
  if (fields.password.length < PASSWORD_MIN_LENGTH) {
    const description = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`
    errors.password = description
    return { errors, toast: { title: 'Password too short', description, variant: 'destructive' } }
  }
  return { errors, toast: null }
}

/** The field a refused registration is about: a taken e-mail (409), or the field a 400 names. */
export function signupServerErrors(error: unknown): FieldErrors<SignupField> {
  if (refusalStatus(error) === 409)
    return { email: userFacingMessage(error) ?? 'An account with this email already exists' }
  return serverFieldErrors<SignupField>(error, ['name', 'email', 'password'])
}
