import { z } from 'zod'

// SPEC §9: at least 6 characters. The maximum only bounds hashing work; nothing is truncated.
export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 1024
export const NAME_MAX_LENGTH = 100

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  // An empty field is said to be missing, not malformed.
  .min(1, { error: 'Email is required' })
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254, { error: 'Email is too long' }))

export const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(NAME_MAX_LENGTH, { error: `Name must be at most ${NAME_MAX_LENGTH} characters` })

const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })

export const registerRequestSchema = z.strictObject({ name: nameSchema, email, password: newPassword })
export type RegisterRequest = z.infer<typeof registerRequestSchema>

export const loginRequestSchema = z.strictObject({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` }),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Updates with content that count against the free plan. */
  updatesUsed: z.number().int().nonnegative(),
  /** The free plan's limit; null when unlimited. */
  updatesLimit: z.number().int().positive().nullable(),
})
export type User = z.infer<typeof userSchema>

export const updateNameRequestSchema = z.strictObject({ name: nameSchema })
export type UpdateNameRequest = z.infer<typeof updateNameRequestSchema>
