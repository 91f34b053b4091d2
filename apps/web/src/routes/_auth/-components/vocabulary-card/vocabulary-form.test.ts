import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../api/api-client.ts'
import { termToSubmit, vocabularyServerErrors } from './vocabulary-form.ts'

describe('a vocabulary draft', () => {
  it('becomes a request with its comma-separated hints', () => {
    expect(termToSubmit({ term: ' SOC 2 ', soundsLike: 'sock two, Soc Two ,' })).toEqual({
      request: { term: 'SOC 2', soundsLike: ['sock two', 'soc two'] },
    })
  })

  it.each([
    [{ term: '  ', soundsLike: '' }, { term: 'Written form is required' }],
    [{ term: 'x'.repeat(41), soundsLike: '' }, { term: 'Written form must be at most 40 characters' }],
    [{ term: 'Okta', soundsLike: 'a, b, c, d, e, f' }, { soundsLike: "At most 5 'sounds like' hints" }],
    [
      { term: 'Okta', soundsLike: 'ok ta, 0kta' },
      { soundsLike: 'Hints are spoken words: letters, spaces, hyphens and apostrophes only' },
    ],
    [
      { term: '', soundsLike: 'ok-2' },
      {
        term: 'Written form is required',
        soundsLike: 'Hints are spoken words: letters, spaces, hyphens and apostrophes only',
      },
    ],
  ])('%j is refused on its failing fields', (draft, errors) => {
    expect(termToSubmit(draft)).toEqual({ errors })
  })
})

describe('given the server refuses a term', () => {
  it('marks the written form when the term is already in the vocabulary', () => {
    const duplicate = new ApiError(
      409,
      '"SOC 2" is already in your vocabulary',
      '"SOC 2" is already in your vocabulary',
    )
    expect(vocabularyServerErrors(duplicate)).toEqual({ term: '"SOC 2" is already in your vocabulary' })
  })

  it('marks the field its 400 names', () => {
    const refused = new ApiError(
      400,
      'soundsLike.0: Each hint must be at most 60 characters',
      'soundsLike.0: Each hint must be at most 60 characters',
    )
    expect(vocabularyServerErrors(refused)).toEqual({ soundsLike: 'Each hint must be at most 60 characters' })
  })

  it('marks no field when the vocabulary is full', () => {
    const full = new ApiError(
      403,
      'Your vocabulary is full (100 terms). Remove a term to add another.',
      'Your vocabulary is full (100 terms). Remove a term to add another.',
    )
    expect(vocabularyServerErrors(full)).toEqual({})
  })
})
