// Issue 16: a small learned model of where a new sentence starts in dictation that has no full stops (speech
// recognisers such as pocketsphinx give none, and many notes are said as one stream). For each gap between two words,
// the probability that the words after it open a sentence of their own, by binary logistic regression over the words
// and word pairs on each side, the kinds of word (a subject pronoun, a modal, a number, a verb with a tense …) and how
// long the clause already is. Trained by eval/train-sentence-boundaries.ts on the punctuated notes of the training
// sets with their punctuation taken away, and stored as sentence-boundary-model.json.

import stored from './sentence-boundary-model.json' with { type: 'json' }
import { isNumberWord } from './spoken-numbers.ts'
import type { WordTags } from './subject-openings.ts'

/** The stored model: the log-odds of a new sentence with no feature, and what each feature adds to them. */
export interface BoundaryModelWeights {
  bias: number
  weights: Record<string, number>
}

/** The probability that a new sentence opens before word `at`, when the clause before it is `since` words long. */
export type BoundaryScorer = (at: number, since: number) => number

/** A scorer for one text's words (lower-case, split on single spaces) and their tags. */
export type BoundaryModel = (lowerWords: readonly string[], tags: readonly WordTags[]) => BoundaryScorer

const SUBJECT_PRONOUNS = /^(?:i|we|they|he|she|you|it)(?:'(?:d|ll|m|re|ve|s))?$/
const MODALS = new Set('can could would will should might may must shall'.split(' '))
const DETERMINERS = new Set('the a an our their this these those my your its his her'.split(' '))
const JOINERS = new Set('and so but because or then also'.split(' '))
const RELATIVES = new Set('that which who where when what whether how'.split(' '))

/** A word as the model reads it: its letters, digits and apostrophes, any number said as its kind. */
export function boundaryToken(lowerWord: string): string {
  const word = lowerWord.replace(/[^a-z0-9'%]/g, '')
  return /\d/.test(word) ? '<number>' : word
}

/** The kind of a word: from short lists where they are sure, else from the tagger. */
function wordKind(token: string, tags: WordTags | undefined): string {
  if (token === '') return 'none'
  if (SUBJECT_PRONOUNS.test(token)) return 'pronoun'
  if (MODALS.has(token)) return 'modal'
  if (DETERMINERS.has(token)) return 'determiner'
  if (JOINERS.has(token)) return token
  if (RELATIVES.has(token)) return 'relative'
  if (token === '<number>' || isNumberWord(token)) return 'number'
  if (!tags) return 'word'
  if (tags.finiteVerb) return 'tensed'
  if (tags.verb) return 'verb'
  if (tags.binds) return 'binds'
  if (tags.noun) return 'noun'
  if (tags.modifier) return 'modifier'
  return 'word'
}

/** Words counted in a few steps: a clause of 3 words and one of 30 differ, one of 14 and one of 15 do not. */
function lengthBand(count: number): string {
  return count < 4
    ? `${count}`
    : count < 7
      ? '4-6'
      : count < 11
        ? '7-10'
        : count < 16
          ? '11-15'
          : count < 26
            ? '16-25'
            : '26+'
}

/** The feature that says how long the clause before a gap is. */
export const sinceFeature = (since: number) => `since:${lengthBand(since)}`

/**
 * The features of the gap before word `at`, but for the clause's length (sinceFeature): the words around it, alone
 * and in pairs, their kinds, and how many words are left.
 */
export function gapFeatures(tokens: readonly string[], kinds: readonly string[], at: number): string[] {
  const word = (index: number) => tokens[index] ?? ''
  const kind = (index: number) => kinds[index] ?? 'none'
  return [
    `l:${word(at - 1)}`,
    `ll:${word(at - 2)} ${word(at - 1)}`,
    `r:${word(at)}`,
    `rr:${word(at)} ${word(at + 1)}`,
    `r2:${word(at + 1)}`,
    `lr:${word(at - 1)} ${word(at)}`,
    `lk:${kind(at - 1)}`,
    `llk:${kind(at - 2)} ${kind(at - 1)}`,
    `rk:${kind(at)}`,
    `rrk:${kind(at)} ${kind(at + 1)}`,
    `rrrk:${kind(at)} ${kind(at + 1)} ${kind(at + 2)}`,
    `lrk:${kind(at - 1)} ${kind(at)}`,
    `lrrk:${kind(at - 1)} ${kind(at)} ${kind(at + 1)}`,
    `lw:${word(at - 1)} ${kind(at)}`,
    `rw:${kind(at - 1)} ${word(at)}`,
    `left:${lengthBand(tokens.length - at)}`,
  ]
}

/** Each word's token and kind, as gapFeatures reads them. */
export function tokensAndKinds(lowerWords: readonly string[], tags: readonly WordTags[]) {
  const tokens = lowerWords.map(boundaryToken)
  return { tokens, kinds: tokens.map((token, index) => wordKind(token, tags[index])) }
}

/** A model ready to call: each gap's words are weighed once; the clause's length adds one weight when asked. */
export function boundaryModel(weights: BoundaryModelWeights): BoundaryModel {
  const byFeature = new Map(Object.entries(weights.weights))
  const lift = (feature: string) => byFeature.get(feature) ?? 0
  return (lowerWords, tags) => {
    const { tokens, kinds } = tokensAndKinds(lowerWords, tags)
    const sums = new Map<number, number>()
    return (at, since) => {
      if (!sums.has(at))
        sums.set(
          at,
          gapFeatures(tokens, kinds, at).reduce((sum, feature) => sum + lift(feature), weights.bias),
        )
      return 1 / (1 + Math.exp(-(sums.get(at)! + lift(sinceFeature(since)))))
    }
  }
}

/** The model trained on every training set (pnpm train:placement writes it). */
export const storedBoundaryModel: BoundaryModel = boundaryModel(stored)
