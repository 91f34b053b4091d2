import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../api/api-client.ts'
import { checkSignup, signupServerErrors } from './signup-validation.ts'

const fields = { name: 'Avery', email: 'avery@example.com' }

describe('signing up', () => {
  it('needs matching passwords, told on the confirmation', () => {
    const check = checkSignup({ ...fields, password: 'secret1', confirmPassword: 'secret2' })
    expect(check.toast).toMatchObject({ title: 'Password mismatch', description: 'Passwords do not match' })
    expect(check.errors).toEqual({ confirmPassword: 'Passwords do not match' })
  })

  it('needs a password of at least 6 characters, told on the password', () => {
    const check = checkSignup({ ...fields, password: 'abc12', confirmPassword: 'abc12' })
    expect(check.toast).toMatchObject({
      title: 'Password too short',
      description: 'Password must be at least 6 characters',
    })
    expect(check.errors).toEqual({ password: 'Password must be at least 6 characters' })
  })

  it('needs a name and an e-mail address, each told on its field', () => {
    const check = checkSignup({ name: '  ', email: 'avery', password: 'secret1', confirmPassword: 'secret1' })
    expect(check.errors).toEqual({ name: 'Name is required', email: 'Enter a valid email address' })
    expect(check.toast).toBeNull()
  })

  it('accepts matching passwords of 6 characters', () => {
    expect(checkSignup({ ...fields, password: 'abc123', confirmPassword: 'abc123' })).toEqual({
      errors: {},
      toast: null,
    })
  })
})

describe('given the server refuses the registration', () => {
  it('marks the e-mail when it already has an account', () => {
    const taken = new ApiError(
      409,
      'An account with this email already exists',
      'An account with this email already exists',
    )
    expect(signupServerErrors(taken)).toEqual({ email: 'An account with this email already exists' })
  })

  it('marks the field its 400 names', () => {
    const refused = new ApiError(
      400,
      'name: Name must be at most 100 characters',
      'name: Name must be at most 100 characters',
    )
    expect(signupServerErrors(refused)).toEqual({ name: 'Name must be at most 100 characters' })
  })

  it('marks nothing when the server failed', () => {
    expect(signupServerErrors(new ApiError(500, 'Server error', null))).toEqual({})
  })
})
