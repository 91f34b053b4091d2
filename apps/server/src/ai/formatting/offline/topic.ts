// Issue 16: what a sentence is about, in a few words — its subject ("The vendor contract expires in June"
// → "Vendor contract"), or what its opening verb acts on when the subject was "we" ("Shipped the CSV export to
// every customer" → "CSV export"). A TL;DR whose summary is only its headline again takes it as its headline.

import { capitalised } from './clean-speech.ts'
import { wordTags } from './subject-openings.ts'

const LONGEST_TOPIC = 5
const LEADING_WORDS = /^(?:the|a|an|our|their|my|this|that|these|those)$/i

/** The few words a headline is about, or null when it names no thing of its own (a pronoun, or a long phrase). */
export function topicOf(headline: string): string | null {
  const words = headline.replace(/[.!?]+$/, '').split(' ')
  const tags = wordTags(words.join(' '))
  // A verb first: the phrase it acts on, up to the next verb with a tense or preposition.
  const start = tags[0]!.verb || tags[0]!.modal ? tags.findIndex((tag) => !tag.verb && !tag.modal) : 0
  if (start < 0) return null
  let end = start
  while (end < words.length && !(tags[end]!.finiteVerb || tags[end]!.modal || tags[end]!.binds)) end++
  const phrase = words.slice(start, end)
  while (phrase.length > 0 && LEADING_WORDS.test(phrase[0]!)) phrase.shift()
  const nouns = tags.slice(end - phrase.length, end)
  if (phrase.length === 0 || phrase.length > LONGEST_TOPIC || !nouns.some((tag) => tag.noun)) return null
  if (nouns.some((tag) => tag.pronoun)) return null
  const topic = phrase.join(' ').replace(/,$/, '')
  return capitalised(topic)
}
