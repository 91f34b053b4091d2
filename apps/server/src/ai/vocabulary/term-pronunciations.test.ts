import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { testConfig } from '../../testing/test-server.ts'
import { loadCmuDictionary } from './cmu-dictionary.ts'
import { guessedReadings, termPronunciations } from './term-pronunciations.ts'

// The real CMU dictionary of pocketsphinx-en-us and the real espeak-ng.
const dictionary = await loadCmuDictionary(path.join(testConfig().ai.pocketsphinxModelDir, 'cmudict-en-us.dict'))

describe('given a term the CMU dictionary does not know', () => {
  it('reads the letter "a" both as in "father" and as in "cat"', async () => {
    const readings = await termPronunciations({ id: '1', term: 'Asana', soundsLike: [] }, dictionary)
    expect(readings.some((phones) => /^AH S AA N/.test(phones))).toBe(true)
    expect(readings.some((phones) => /^AH S AE N/.test(phones))).toBe(true)
  })

  it('also reads a name that opens with a nasal and a consonant without the vowel before it', async () => {
    const readings = await termPronunciations({ id: '2', term: 'Ngozi', soundsLike: [] }, dictionary)
    expect(readings).toEqual(expect.arrayContaining(['N G OW Z IY', 'G OW Z IY']))
  })

  it('keeps a guess with neither "a" vowel nor a nasal opening as the only reading', () => {
    expect(guessedReadings('Figma', 'F IH G M AH')).toEqual(['F IH G M AH'])
    expect(guessedReadings('Anaya', 'AH N AY AH')).toEqual(['AH N AY AH'])
  })
})

describe('given a word the CMU dictionary knows', () => {
  it('uses its pronunciation, and no other where espeak-ng reads it the same', async () => {
    expect(await termPronunciations({ id: '3', term: 'Stripe', soundsLike: [] }, dictionary)).toEqual(['S T R AY P'])
  })

  it("adds espeak-ng's reading of a name the dictionary reads otherwise, after the dictionary's", async () => {
    expect(await termPronunciations({ id: '4', term: 'Nadia', soundsLike: [] }, dictionary)).toEqual([
      'N AE D Y AH',
      'N AA D Y AH',
    ])
  })
})

describe('given an acronym', () => {
  it('is said by its letters\' names, the letter "a" as in "SLA" and not as the article', async () => {
    expect(await termPronunciations({ id: '4', term: 'SLA', soundsLike: [] }, dictionary)).toEqual(['EH S EH L EY'])
    expect(await termPronunciations({ id: '5', term: 'OKRs', soundsLike: [] }, dictionary)).toEqual(['OW K EY AA R Z'])
  })
})
