import type { VocabularyTerm } from '@sayso/shared'
import type { CmuDictionary } from './cmu-dictionary.ts'
import { espeakIpa, ipaToCmu } from './espeak-phones.ts'
import { isAcronym, numberWords, writtenTokens } from './spoken-forms.ts'

const VOWEL_LETTERS = /[aeiouy]/i

// An acronym is said by its letters' names: the dictionary's first "a" is the article (AH), not the letter (EY).
const LETTER_NAMES: Record<string, string> = {
  a: 'EY',
  b: 'B IY',
  c: 'S IY',
  d: 'D IY',
  e: 'IY',
  f: 'EH F',
  g: 'JH IY',
  h: 'EY CH',
  i: 'AY',
  j: 'JH EY',
  k: 'K EY',
  l: 'EH L',
  m: 'EH M',
  n: 'EH N',
  o: 'OW',
  p: 'P IY',
  q: 'K Y UW',
  r: 'AA R',
  s: 'EH S',
  t: 'T IY',
  u: 'Y UW',
  v: 'V IY',
  w: 'D AH B AH L Y UW',
  x: 'EH K S',
  y: 'W AY',
  z: 'Z IY',
}

/**
 * Other readings of a word nobody wrote down, in CMU phones: espeak-ng's letter-to-sound rules guess
 * one (its IPA), people say others. The letter "a" is read as in "father" or as in "cat" ("Asana": AA
 * or AE); an unstressed "i" before the stressed syllable as in "bit" or as in "see" ("Siobhan":
 * shiv-AWN or shee-VAWN, as the dictionary has "reduce" both ways); an ending such as "-dia" glides
 * (D Y AH) or takes a syllable of its own (D IY AH, as the dictionary has "Claudia"); and a name
 * opening with a nasal and a consonant ("Ngozi", "Mbali"), which English words never do, is said
 * without the vowel espeak-ng puts before it, and often without the nasal.
 */
export function guessedReadings(word: string, ipa: string): string[] {
  const phones = ipaToCmu(ipa)
  if (!phones) return []
  const readings = [phones]
  if (/\bAA\b/.test(phones)) readings.push(phones.replace(/\bAA\b/g, 'AE'))
  if (/\bAE\b/.test(phones)) readings.push(phones.replace(/\bAE\b/g, 'AA'))
  const pretonic = /^[^ˈˌ]*ɪ(?=[^ˈˌ]*[ˈˌ])/.exec(ipa)
  if (pretonic) readings.push(ipaToCmu(`${pretonic[0].replace(/ɪ/g, 'i')}${ipa.slice(pretonic[0].length)}`))
  const syllabic = phones.replace(/\b((?![AEIOUWY])[A-Z]+) Y AH\b/g, '$1 IY AH')
  if (syllabic !== phones) readings.push(syllabic)
  const nasalOpening = /^AH (?:N|NG|M) (?=[^AEIOU])/.exec(phones)
  if (nasalOpening && /^[mn]/i.test(word) && !VOWEL_LETTERS.test(word.charAt(1))) {
    const rest = phones.slice(nasalOpening[0].length)
    readings.push(`${word.charAt(0).toLowerCase() === 'm' ? 'M' : 'N'} ${rest}`, rest)
  }
  return readings
}

/** How a word may be said, in CMU phones: from the dictionary when it is there, else espeak-ng's guesses. */
async function wordPhones(word: string, dictionary: CmuDictionary): Promise<string[]> {
  const known = dictionary.get(word.toLowerCase())
  if (known) return [...known]
  const guessed = await espeakIpa(word)
  return guessed ? guessedReadings(word, guessed) : []
}

/**
 * How a term's own written word may be said: a name the dictionary knows is often said otherwise ("Nadia" as
 * NAH-dee-ah, not the dictionary's NAE-dyah), so espeak-ng's readings of the spelling come after the dictionary's.
 * Hints are spelled to be read as common words, so they keep the dictionary's reading alone.
 */
async function writtenWordPhones(word: string, dictionary: CmuDictionary): Promise<string[]> {
  const known = dictionary.get(word.toLowerCase())
  if (!known) return wordPhones(word, dictionary)
  const guessed = await espeakIpa(word)
  return [...new Set([...known, ...(guessed ? guessedReadings(word, guessed) : [])])]
}

// Every combination of the words' readings is an entry of the dictionary; a long hint stops here.
const MAX_SEQUENCES = 8

async function sequencePhones(words: readonly string[], dictionary: CmuDictionary): Promise<string[]> {
  let sequences = ['']
  for (const word of words) {
    const readings = await wordPhones(word, dictionary)
    if (readings.length === 0) return []
    sequences = sequences
      .flatMap((prefix) => readings.map((phones) => `${prefix} ${phones}`.trim()))
      .slice(0, MAX_SEQUENCES)
  }
  return sequences
}

/**
 * The pronunciations of a term: each 'sounds like' hint, the written form word by word (digits as
 * number words, acronyms letter by letter, and as a word when the dictionary knows it).
 */
export async function termPronunciations(term: VocabularyTerm, dictionary: CmuDictionary): Promise<string[]> {
  const found = new Set<string>()
  for (const hint of term.soundsLike) {
    for (const phones of await sequencePhones(hint.split(/[\s-]+/).filter(Boolean), dictionary)) found.add(phones)
  }
  const tokenChoices: string[][] = []
  for (const token of writtenTokens(term.term)) {
    if (/^\p{N}+$/u.test(token)) tokenChoices.push(await sequencePhones(numberWords(token), dictionary))
    else if (isAcronym(token)) {
      const letters = [...token.replace(/s$/, '').toLowerCase()].map((letter) => LETTER_NAMES[letter]!).join(' ')
      const asWord = dictionary.get(token.toLowerCase())
      tokenChoices.push([`${letters}${token.endsWith('s') ? ' Z' : ''}`, ...(asWord ?? [])])
    } else {
      tokenChoices.push(await writtenWordPhones(token, dictionary))
    }
  }
  if (tokenChoices.length > 0 && tokenChoices.every((choices) => choices.length > 0)) {
    const sequences = tokenChoices.reduce<string[]>(
      (all, choices) => all.flatMap((prefix) => choices.map((phones) => `${prefix} ${phones}`.trim())),
      [''],
    )
    for (const phones of sequences.slice(0, MAX_SEQUENCES)) found.add(phones)
  }
  return [...found]
}
