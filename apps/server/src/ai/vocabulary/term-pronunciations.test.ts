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

  it('also reads an unstressed "i" before the stressed syllable as in "see"', () => {
    expect(guessedReadings('Siobhan', 'ʃɪvˈɔːn')).toEqual(['SH IH V AO N', 'SH IY V AO N'])
  })

  it('also gives a gliding "-ia" ending a syllable of its own', () => {
    expect(guessedReadings('Nadia', 'nˈɑːdjə')).toEqual(['N AA D Y AH', 'N AE D Y AH', 'N AA D IY AH'])
  })

  it('keeps a guess with none of those as the only reading', () => {
    expect(guessedReadings('Figma', 'fˈɪɡmə')).toEqual(['F IH G M AH'])
    expect(guessedReadings('Ingrid', 'ˈɪŋɡɹɪd')).toEqual(['IH NG G R IH D'])
    expect(guessedReadings('Kwame', 'kwˈeɪm')).toEqual(['K W EY M'])
  })
})

describe('given a word the CMU dictionary knows', () => {
  it('uses its pronunciation, and no other where espeak-ng reads it the same', async () => {
    expect(await termPronunciations({ id: '3', term: 'Stripe', soundsLike: [] }, dictionary)).toEqual(['S T R AY P'])
  })

  it("adds espeak-ng's readings of a name the dictionary reads otherwise, after the dictionary's own", async () => {
    expect(await termPronunciations({ id: '4', term: 'Nadia', soundsLike: [] }, dictionary)).toEqual([
      'N AE D Y AH',
      'N AA D Y AH',
      'N AA D IY AH',
    ])
  })

  it("keeps the dictionary's other pronunciations of a word, for a hint as for the written form", async () => {
    expect(await termPronunciations({ id: '5', term: 'Either', soundsLike: [] }, dictionary)).toEqual(
      expect.arrayContaining(['IY DH ER', 'AY DH ER']),
    )
    expect(await termPronunciations({ id: '6', term: 'Rdc', soundsLike: ['reduce'] }, dictionary)).toEqual(
      expect.arrayContaining(['R AH D UW S', 'R IH D UW S', 'R IY D UW S']),
    )
  })
})

describe('given an acronym', () => {
  it('is said by its letters\' names, the letter "a" as in "SLA" and not as the article', async () => {
    expect(await termPronunciations({ id: '4', term: 'SLA', soundsLike: [] }, dictionary)).toEqual(['EH S EH L EY'])
    expect(await termPronunciations({ id: '5', term: 'OKRs', soundsLike: [] }, dictionary)).toEqual(['OW K EY AA R Z'])
  })
})
