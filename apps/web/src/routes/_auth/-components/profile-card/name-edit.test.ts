import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../api/api-client.ts'
import { checkName, nameServerErrors, nameToSubmit } from './name-edit.ts'

describe('saving a name', () => {
  it('sends the trimmed name when it changed', () => {
    expect(nameToSubmit('  Jordan Lee ', 'Avery')).toBe('Jordan Lee')
  })

  it('sends nothing when the name is empty or unchanged', () => {
    expect(nameToSubmit('   ', 'Avery')).toBeNull()
    expect(nameToSubmit(' Avery ', 'Avery')).toBeNull()
  })

  it('refuses a name longer than the server keeps, before sending it', () => {
    expect(checkName('x'.repeat(101))).toEqual({ name: 'Name must be at most 100 characters' })
    expect(checkName(` ${'x'.repeat(100)} `)).toEqual({})
  })
})

describe('given the server refuses the name', () => {
  it('marks the field with what its 400 says', () => {
    const refused = new ApiError(400, 'name: Name is required', 'name: Name is required')
    expect(nameServerErrors(refused)).toEqual({ name: 'Name is required' })
  })

  it('marks nothing when the server failed', () => {
    expect(nameServerErrors(new ApiError(500, 'Server error', null))).toEqual({})
  })
})
