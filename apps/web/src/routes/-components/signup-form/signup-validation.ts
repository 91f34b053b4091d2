import { PASSWORD_MIN_LENGTH } from '@sayso/shared'
import type { ToastInput } from '../../../toasts/toast-store.ts'

export interface SignupFields {
  name: string
  email: string
  password: string
  confirmPassword: string
}

/** SPEC §5: the passwords must match, then be long enough. Null when the form may be sent. */
export function signupProblem(fields: SignupFields): ToastInput | null {
  if (fields.password !== fields.confirmPassword) {
    return { title: 'Password mismatch', description: 'Passwords do not match', variant: 'destructive' }
  }
  if (fields.password.length < PASSWORD_MIN_LENGTH) {
    return {
      title: 'Password too short',
      description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
      variant: 'destructive',
    }
  }
  return null
}
