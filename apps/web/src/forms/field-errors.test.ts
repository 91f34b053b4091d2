import { registerRequestSchema } from '@sayso/shared'
import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../api/api-client.ts'
import { hasFieldErrors, type FieldErrors, schemaFieldErrors, serverFieldErrors, withoutField } from './field-errors.ts'

describe('given a server refusal', () => {
  it('puts a 400 naming a field of the form on that field', () => {
    const refusal = new ApiError(400, 'email: Enter a valid email address', 'email: Enter a valid email address')
    expect(serverFieldErrors(refusal, ['name', 'email'])).toEqual({ email: 'Enter a valid email address' })
  })

  it('puts an item of a list field on the list field', () => {
    const refusal = new ApiError(400, 'soundsLike.1: A hint cannot be empty', 'soundsLike.1: A hint cannot be empty')
    expect(serverFieldErrors(refusal, ['term', 'soundsLike'])).toEqual({ soundsLike: 'A hint cannot be empty' })
  })

  it('puts nothing on the fields when the answer names no field of the form', () => {
    expect(serverFieldErrors(new ApiError(400, 'Unknown field: age', 'Unknown field: age'), ['name'])).toEqual({})
    expect(
      serverFieldErrors(new ApiError(400, 'title: Title is required', 'title: Title is required'), ['name']),
    ).toEqual({})
    expect(serverFieldErrors(new ApiError(500, 'name: broken', 'name: broken'), ['name'])).toEqual({})
    expect(serverFieldErrors(new NetworkError(new TypeError('Failed to fetch')), ['name'])).toEqual({})
  })
})

describe('given a form body checked against its shared schema', () => {
  it('gives the first message of each failing field', () => {
    const errors = schemaFieldErrors(registerRequestSchema, { name: ' ', email: 'not an address', password: 'secret1' })
    expect(errors).toEqual({ name: 'Name is required', email: 'Enter a valid email address' })
    expect(hasFieldErrors(errors)).toBe(true)
  })

  it('gives none for a valid body', () => {
    expect(
      hasFieldErrors(
        schemaFieldErrors(registerRequestSchema, { name: 'Ada', email: 'ada@example.com', password: 'secret1' }),
      ),
    ).toBe(false)
  })
})

describe('given marked fields', () => {
  it('clears only the field the user edits', () => {
    expect(withoutField<'email' | 'password'>({ email: true, password: 'Invalid email or password' }, 'email')).toEqual(
      { password: 'Invalid email or password' },
    )
  })

  it('keeps the same errors when the edited field was not marked', () => {
    const errors: FieldErrors<'email' | 'password'> = { password: 'Invalid email or password' }
    expect(withoutField(errors, 'email')).toBe(errors)
  })
})
