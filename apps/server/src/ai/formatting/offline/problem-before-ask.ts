// Issue 16: notes state a problem, then ask for its remedy: "The sandbox goes down every few days.
// Please prioritise the sandbox stability work." The sentence right before an ask that shares a content
// word with it, or that points back at it ("Could legal send them a reminder?"), is the risk the ask answers,
// though no cue of risk says so — unless a clear cue says it was done and nothing says it went wrong
// ("We shipped the export. Can marketing announce the export?").

import { clauseSplits, scoreSentence, type ClauseSplit, type QuickPlacement } from './place-sentence.ts'

// Words any two sentences of a note may share without being about the same thing.
const COMMON_WORDS = new Set(
  (
    'the a an to of in on at by for from with into and or but so because if when that which who this these those ' +
    'our my your their its we you they it he she them us is are was were be been being have has had do does did ' +
    'can could would will should may might must not no please need needs like want get got make look help ' +
    'team teams someone somebody anyone some any all every each more most than then there here what how why about ' +
    'also just still now next week today tomorrow monday tuesday wednesday thursday friday time'
  ).split(' '),
)

/** "requests" and "request", "euros" and "euro", "sending" and "sender": one stem. */
const stem = (word: string) =>
  word
    .replace(/ies$/, 'y')
    .replace(/(?:es|s|ed|ing)$/, '')
    .replace(/(?<=\w{4})er$/, '')

const contentStems = (sentence: string) =>
  new Set(
    // Numbers too: "this year we grew 10" and "what happens if growth stays at 10" are about one thing.
    (sentence.toLowerCase().match(/[a-z][a-z']+|\d+(?:\.\d+)?%?/g) ?? [])
      .filter((word) => (word.length > 2 || /\d/.test(word)) && !COMMON_WORDS.has(word))
      .map(stem),
  )

// An ask that points back at what was just said: "Could legal send them a reminder?", "… call their IT team".
const POINTS_BACK = /\b(?:them|their|those|these)\b/i

function sharesContentWord(sentence: string, other: string): boolean {
  const otherStems = contentStems(other)
  return [...contentStems(sentence)].some((word) => otherStems.has(word))
}

/** Whether the sentence states the problem the ask answers: it shares a word with it, and nothing says it was done without trouble. */
function isProblemBeforeAsk(sentence: string, ask: string): boolean {
  const scores = scoreSentence(sentence)
  return (scores.progress < 3 || scores.risks > 0) && (sharesContentWord(sentence, ask) || POINTS_BACK.test(ask))
}

/**
 * A run-on sentence that says what was done and then what went wrong ("… six customers moved over the
 * meter double counts retried calls …"): the clause that says the trouble, most clearly, with what was done before it.
 */
function troubleClause(sentence: string): ClauseSplit | null {
  if (scoreSentence(sentence).progress < 3) return null
  let best: { split: ClauseSplit; risk: number } | null = null
  for (const split of clauseSplits(sentence)) {
    const before = scoreSentence(split.left)
    const trouble = scoreSentence(split.right)
    // What was done, more than any trouble in it; the trouble may use a verb of progress ("three customers hit that already").
    const done = before.progress >= 3 && before.risks < before.progress
    if (done && trouble.risks > (best?.risk ?? 0)) best = { split, risk: trouble.risks }
  }
  return best?.split ?? null
}

type Placement = readonly [sentence: string, placement: QuickPlacement]

/**
 * Placements in speech order, with each progress or plan sentence that states the problem of the
 * ask after it moved to risks (or only its clause that says the trouble, when it also says what was done).
 */
export function placeProblemsBeforeAsks(placements: readonly Placement[]): Placement[] {
  return placements.flatMap(([sentence, placement], index): Placement[] => {
    const after = placements[index + 1]
    const movable = placement === 'progress' || placement === 'next'
    if (!movable || after?.[1] !== 'ask' || !isProblemBeforeAsk(sentence, after[0])) return [[sentence, placement]]
    const trouble = troubleClause(sentence)
    return trouble
      ? [
          [trouble.left, placement],
          [trouble.right, 'risks'],
        ]
      : [[sentence, 'risks']]
  })
}
