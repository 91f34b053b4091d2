// Issue 16: notes state a problem, then ask for its remedy: "The sandbox goes down every few days.
// Please prioritise the sandbox stability work." In every note set so far the sentence right before an
// ask named a risk 235 times in 242, mostly with no cue of risk ("A couple of affiliates
// are bidding on our brand name") — so it goes to risks unless a clear cue says it was done and nothing
// says it went wrong ("We shipped the export. Can marketing announce the export?"), or the placement model is sure of
// where it was placed.

import {
  MODEL_OVERRULE,
  clauseSplits,
  possibleClauseSplits,
  scoreSentence,
  type ClauseSplit,
  type QuickPlacement,
} from './place-sentence.ts'
import type { PlacementModel } from './placement-model.ts'

const DENIED = /n't\b|\b(?:not|never)\b/i
const SPEAKERS_PLAN = /^(?:i|we)(?:'m|'re|'ll| am| are| will)? /i
/**
 * How sure the placement model must be of a sentence's own section to keep it out of risks: on five folds of the
 * corpus (eval/cross-validate-placement.ts) 80% placed 89.1% of facts against 88.6% with no model; 60% placed 89.2%
 * but moved "The stock feed skips items with no barcode" out of risks. Since the model reads the sentences around one
 * (and trouble said to be absent), 70% places 92.4% against 92.2% at 80%, and that sentence stays in risks.
 */
const SURE_OF_PLACEMENT = 0.7

/** Whether the sentence before an ask states the problem the ask answers: nothing says it was done without trouble. */
function isProblemBeforeAsk(sentence: string, placement: QuickPlacement, model: PlacementModel | null): boolean {
  const scores = scoreSentence(sentence)
  // The speaker's own plan, put to the reader, is what the ask is about, not a problem: "I'm proposing we ship it.
  // Any objections?", "We're retiring the slow test printer this week. Could facilities approve the new one?"), unless it
  // says more of trouble than of a plan (what others will do may still be the trouble: "they'll leave without one").
  if (SPEAKERS_PLAN.test(sentence) && scores.next >= 3 && scores.risks < scores.next && scores.progress < scores.next)
    return false
  // What was done, with at most a faint word of trouble in it, is no problem ("we've fixed 35 of the bugs", "the rating
  // recovered after the bug fix release"), unless that word denies it ("three drivers didn't turn up").
  if (
    scores.progress >= 3 &&
    (scores.risks === 0 || (scores.risks <= MODEL_OVERRULE.faintCue && !DENIED.test(sentence)))
  )
    return false
  if (scores.risks > 0 || !model) return true
  // With no cue of risk, a sentence whose words the model is sure belong where it was placed stays there: on notes
  // the rules were not written for, a plan often comes right before an ask ("We're upgrading the database on
  // Wednesday. Can support warn the big accounts?").
  const guess = model(sentence, 'middle').byWords
  return guess.section !== placement || guess.probability < SURE_OF_PLACEMENT
}

/**
 * A run-on sentence that says what was done and then what went wrong ("… six customers moved over the
 * meter double counts retried calls …"): the clause that says the trouble, most clearly, with what was done before it.
 */
function troubleClause(sentence: string): ClauseSplit | null {
  if (scoreSentence(sentence).progress < 3) return null
  // A sentence no cut could part into what was done and its trouble, whatever the tagger would say, is not tagged.
  if (!clearestTrouble(possibleClauseSplits(sentence))) return null
  return clearestTrouble(clauseSplits(sentence))
}

/** Of `splits`, the one that says what was done, then the trouble most clearly. */
function clearestTrouble(splits: readonly ClauseSplit[]): ClauseSplit | null {
  let best: { split: ClauseSplit; risk: number } | null = null
  for (const split of splits) {
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
 * ask after it moved to risks (or only its clause that says the trouble, when it also says what was done);
 * `model`, when there is one, keeps where they are those it is sure of.
 */
export function placeProblemsBeforeAsks(placements: readonly Placement[], model: PlacementModel | null): Placement[] {
  return placements.flatMap(([sentence, placement], index): Placement[] => {
    // A framing sentence between the problem and its ask ("Two asks.") goes to the TL;DR and parts nothing.
    const after = placements.slice(index + 1).find(([, next]) => next !== 'status')
    const movable = placement === 'progress' || placement === 'next'
    if (!movable || after?.[1] !== 'ask' || !isProblemBeforeAsk(sentence, placement, model))
      return [[sentence, placement]]
    const trouble = troubleClause(sentence)
    return trouble
      ? [
          [trouble.left, placement],
          [trouble.right, 'risks'],
        ]
      : [[sentence, 'risks']]
  })
}
