import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../../api/api-client.ts'
import { checkLogin, loginServerErrors } from './login-errors.ts'

describe('signing in', () => {
  it('needs an e-mail address and a password, each told on its field', () => {
    expect(checkLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
  })

  it('accepts any non-empty password with an address', () => {
    expect(checkLogin({ email: 'avery@example.com', password: 'x' })).toEqual({})
  })
})

describe('given the server refuses the sign-in', () => {
  it('marks both fields on 401, with its message under the password', () => {
    const refused = new ApiError(401, 'Invalid email or password', 'Invalid email or password')
    expect(loginServerErrors(refused)).toEqual({ email: true, password: 'Invalid email or password' })
  })

  it('marks nothing when the server could not be reached', () => {
    expect(loginServerErrors(new NetworkError(new TypeError('Failed to fetch')))).toEqual({})
  })

  it('marks nothing when the attempts are throttled', () => {
    expect(loginServerErrors(new ApiError(429, 'Too many attempts', 'Too many attempts'))).toEqual({})
  })
})
