import { describe, expect, it } from 'vitest'
import { signupProblem } from './signup-validation.ts'

const fields = { name: 'Avery', email: 'avery@example.com' }

describe('signing up', () => {
  it('needs matching passwords', () => {
    expect(signupProblem({ ...fields, password: 'secret1', confirmPassword: 'secret2' })).toMatchObject({
      title: 'Password mismatch',
      description: 'Passwords do not match',
    })
  })

  it('needs a password of at least 6 characters', () => {
    expect(signupProblem({ ...fields, password: 'abc12', confirmPassword: 'abc12' })).toMatchObject({
      title: 'Password too short',
      description: 'Password must be at least 6 characters',
    })
  })

  it('accepts matching passwords of 6 characters', () => {
    expect(signupProblem({ ...fields, password: 'abc123', confirmPassword: 'abc123' })).toBeNull()
  })
})
