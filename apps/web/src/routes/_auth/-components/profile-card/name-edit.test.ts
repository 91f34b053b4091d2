import { describe, expect, it } from 'vitest'
import { nameToSubmit } from './name-edit.ts'

describe('saving a name', () => {
  it('sends the trimmed name when it changed', () => {
    expect(nameToSubmit('  Jordan Lee ', 'Avery')).toBe('Jordan Lee')
  })

  it('sends nothing when the name is empty or unchanged', () => {
    expect(nameToSubmit('   ', 'Avery')).toBeNull()
    expect(nameToSubmit(' Avery ', 'Avery')).toBeNull()
  })
})
