import type { VocabularyTerm } from '@sayso/shared'
import type { CmuDictionary } from './cmu-dictionary.ts'
import { espeakPhones } from './espeak-phones.ts'
import { isAcronym, numberWords, writtenTokens } from './spoken-forms.ts'

/** How a word may be said, in CMU phones: from the dictionary when it is there, else from espeak-ng. */
async function wordPhones(word: string, dictionary: CmuDictionary): Promise<string | null> {
  return dictionary.get(word.toLowerCase()) ?? (await espeakPhones(word))
}

async function sequencePhones(words: readonly string[], dictionary: CmuDictionary): Promise<string | null> {
  const phones: string[] = []
  for (const word of words) {
    const said = await wordPhones(word, dictionary)
    if (!said) return null
    phones.push(said)
  }
  return phones.join(' ')
}

/**
 * The pronunciations of a term: each 'sounds like' hint, the written form word by word (digits as
 * number words, acronyms letter by letter, and as a word when the dictionary knows it).
 */
export async function termPronunciations(term: VocabularyTerm, dictionary: CmuDictionary): Promise<string[]> {
  const found = new Set<string>()
  for (const hint of term.soundsLike) {
    const phones = await sequencePhones(hint.split(/[\s-]+/).filter(Boolean), dictionary)
    if (phones) found.add(phones)
  }
  const tokenChoices: string[][] = []
  for (const token of writtenTokens(term.term)) {
    if (/^\p{N}+$/u.test(token)) tokenChoices.push([(await sequencePhones(numberWords(token), dictionary))!])
    else if (isAcronym(token)) {
      const letters = await sequencePhones([...token.replace(/s$/, '').toLowerCase()], dictionary)
      const asWord = dictionary.get(token.toLowerCase())
      tokenChoices.push([letters, asWord].filter((phones): phones is string => Boolean(phones)))
    } else {
      const phones = await wordPhones(token, dictionary)
      tokenChoices.push(phones ? [phones] : [])
    }
  }
  if (tokenChoices.length > 0 && tokenChoices.every((choices) => choices.length > 0)) {
    const sequences = tokenChoices.reduce<string[]>(
      (all, choices) => all.flatMap((prefix) => choices.map((phones) => `${prefix} ${phones}`.trim())),
      [''],
    )
    for (const phones of sequences) found.add(phones)
  }
  return [...found]
}
