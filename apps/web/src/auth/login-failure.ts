import { userFacingMessage } from '../api/api-client.ts'

/** SPEC §8: 'Login failed' gives the server's message, else this; the sign-in form shows it on the password too. */
export const loginFailureMessage = (error: unknown): string =>
  userFacingMessage(error) ?? 'Please check your email and password'
