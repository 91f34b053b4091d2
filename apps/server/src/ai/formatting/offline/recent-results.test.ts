import { describe, expect, it } from 'vitest'
import { keepRecentResults } from './recent-results.ts'

describe('keepRecentResults', () => {
  it('computes a text read again in a row once, and again once it has fallen out of the last few', () => {
    const computed: string[] = []
    const length = keepRecentResults((text) => {
      computed.push(text)
      return text.length
    }, 2)
    expect([length('ab'), length('ab'), length('abc'), length('ab')]).toEqual([2, 2, 3, 2])
    expect(computed).toEqual(['ab', 'abc'])
    length('abcd') // makes room by dropping the oldest kept, 'ab'
    length('ab')
    expect(computed).toEqual(['ab', 'abc', 'abcd', 'ab'])
  })
})
