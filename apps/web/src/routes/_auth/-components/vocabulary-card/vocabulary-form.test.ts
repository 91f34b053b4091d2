import { describe, expect, it } from 'vitest'
import { termToSubmit } from './vocabulary-form.ts'

describe('a vocabulary draft', () => {
  it('becomes a request with its comma-separated hints', () => {
    expect(termToSubmit({ term: ' SOC 2 ', soundsLike: 'sock two, Soc Two ,' })).toEqual({ request: { term: 'SOC 2', soundsLike: ['sock two', 'soc two'] } })
  })

  it.each([
    [{ term: '  ', soundsLike: '' }, 'Written form is required'],
    [{ term: 'x'.repeat(41), soundsLike: '' }, 'Written form must be at most 40 characters'],
    [{ term: 'Okta', soundsLike: 'a, b, c, d, e, f' }, "At most 5 'sounds like' hints"],
  ])('%j is refused with a message', (draft, message) => {
    expect(termToSubmit(draft)).toEqual({ error: message })
  })
})
