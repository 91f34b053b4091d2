import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createOfflineFormatter } from '../offline/offline-formatter.ts'
import { FRESH_SETS, PLACEMENT_TRAINING_SETS, loadEvalSet } from './placement-training-sets.ts'
import { headlineRepeats } from './score-headlines.ts'
import { requestFor, scoreCase, type CaseScore, type EvalCase } from './score-formatter.ts'

// The development set lives in shared/ beside the checkout (as on CI); ours lives beside this test.
const DEV_SET = new URL('../../../../../../../shared/eval/formatter-dev.json', import.meta.url)
const OWN_SET = new URL('./formatter-cases.json', import.meta.url)
// Issue 16: our growing set of notes for the headline and placement rules, tuned on.
const OWN_HEADLINE_SET = new URL('./headline-cases.json', import.meta.url)
// Written after the rules were tuned on the sets above, and scored before any change: a check that they generalise.
const HOLDOUT_SET = new URL('./formatter-holdout.json', import.meta.url)
// Issue 16: notes written before the headline rules changed, and never tuned on.
const HEADLINE_HOLDOUT_SET = new URL('./headline-holdout.json', import.meta.url)
// Issue 16: notes written after the first held-out set had been seen, and before the headline rules were rewritten.
const HEADLINE_HOLDOUT_2_SET = new URL('./headline-holdout-2.json', import.meta.url)
// Issue 16: each written before the placement rules changed, scored once, then tuned on; 25 never (the placement
// model learns from all of them).
const HEADLINE_HOLDOUT_SETS = Array.from({ length: 23 }, (_, index) => index + 3).map(
  (n) => new URL(`./headline-holdout-${n}.json`, import.meta.url),
)
// Issue 16: labelled notes the placement model learns from, which no rule was tuned on.
const CORPUS_SETS = PLACEMENT_TRAINING_SETS.filter((name) => name.startsWith('corpus/'))
/** Entries whose content opens with their headline's words (issue 16: at most 5% on notes not tuned on). */
const REPEAT_THRESHOLD = 0.05

/** Facts placed in the right section over our sets (99.4%; 85% before issue 16's model); below this the formatter has regressed. */
const PLACEMENT_THRESHOLD = 0.97
/**
 * The same over the corpus sets, which the rules were never tuned on and place less of (96.5%, the models trained on
 * them; 96.2% cross-validated by node eval/cross-validate-placement.ts).
 */
const CORPUS_PLACEMENT_THRESHOLD = 0.92
/**
 * The same over the fresh sets (95.6%; the target is 97%). Each group scored on arrival, then after changes
 * made without sight of it: 26–31 89.8% → 95.1%, 32–35 95.1% → 96.5%, 36–39 89.8% → 94.3%, 40–43 94.4% → 94.8%,
 * 44–47 93.6% → 93.9% (one note of 46 seen: its greeting was dropped), 48–51 96.4% → 96.1% (one sentence of 51
 * seen: its greeting was flagged as dropped), 52–55 95.3% → 97.3% (two greetings flagged as dropped seen).
 * Below this the formatter has lost ground on notes it never met.
 */
const FRESH_PLACEMENT_THRESHOLD = 0.92

const load = (file: string | URL): EvalCase[] => JSON.parse(fs.readFileSync(file, 'utf8'))
const sets: [string, EvalCase[]][] = [
  ['own set', load(OWN_SET)],
  ['own headline set', load(OWN_HEADLINE_SET)],
  ['held-out set', load(HOLDOUT_SET)],
  ['headline held-out set', load(HEADLINE_HOLDOUT_SET)],
  ['second headline held-out set', load(HEADLINE_HOLDOUT_2_SET)],
  ...HEADLINE_HOLDOUT_SETS.map((file, index): [string, EvalCase[]] => [
    `headline held-out set ${index + 3}`,
    load(file),
  ]),
  ...FRESH_SETS.map((name): [string, EvalCase[]] => [name, loadEvalSet(name)]),
  ...CORPUS_SETS.map((name): [string, EvalCase[]] => [name, loadEvalSet(name)]),
]
if (fs.existsSync(DEV_SET)) sets.unshift(['dev set', load(DEV_SET)])

describe('given the offline formatter and the evaluation sets', async () => {
  const formatter = createOfflineFormatter()
  const scores: [string, CaseScore[]][] = []
  const repeats: [string, ReturnType<typeof headlineRepeats>][] = []
  for (const [name, cases] of sets) {
    const outputs = await Promise.all(cases.map((evalCase) => formatter.formatUpdate(requestFor(evalCase))))
    scores.push([name, cases.map((evalCase, index) => scoreCase(evalCase, outputs[index]!))])
    repeats.push([name, headlineRepeats(outputs.flat())])
  }
  const all = scores.flatMap(([, caseScores]) => caseScores)

  it(`places at least ${PLACEMENT_THRESHOLD * 100}% of the facts in their section (${FRESH_PLACEMENT_THRESHOLD * 100}% on fresh notes, ${CORPUS_PLACEMENT_THRESHOLD * 100}% on the corpus)`, () => {
    for (const [name, caseScores] of scores) {
      const placed = caseScores.reduce((sum, score) => sum + score.placed, 0)
      const facts = caseScores.reduce((sum, score) => sum + score.facts, 0)
      console.info(`formatter placement, ${name}: ${placed}/${facts} = ${((100 * placed) / facts).toFixed(1)}%`)
      for (const score of caseScores)
        if (score.missed.length) console.info(`  ${score.id} missed ${score.missed.join('; ')}`)
    }
    for (const [group, threshold, inGroup] of [
      ['our sets', PLACEMENT_THRESHOLD, (name: string) => !CORPUS_SETS.includes(name) && !FRESH_SETS.includes(name)],
      ['fresh sets', FRESH_PLACEMENT_THRESHOLD, (name: string) => FRESH_SETS.includes(name)],
      ['corpus sets', CORPUS_PLACEMENT_THRESHOLD, (name: string) => CORPUS_SETS.includes(name)],
    ] as const) {
      const caseScores = scores.filter(([name]) => inGroup(name)).flatMap(([, groupScores]) => groupScores)
      const placed = caseScores.reduce((sum, score) => sum + score.placed, 0)
      const facts = caseScores.reduce((sum, score) => sum + score.facts, 0)
      console.info(
        `formatter placement, ${group}: ${placed}/${facts} = ${((100 * placed) / facts).toFixed(1)}% (threshold ${threshold * 100}%)`,
      )
      expect(placed / facts).toBeGreaterThanOrEqual(threshold)
    }
  })

  it(`repeats the headline as the content's opening in at most ${REPEAT_THRESHOLD * 100}% of entries`, () => {
    for (const [name, { repeated, entries }] of repeats) {
      console.info(
        `headline repeated, ${name}: ${repeated.length}/${entries} = ${((100 * repeated.length) / entries).toFixed(1)}%`,
      )
      for (const entry of repeated) console.info(`  ${entry}`)
    }
    const repeated = repeats.reduce((sum, [, score]) => sum + score.repeated.length, 0)
    const entries = repeats.reduce((sum, [, score]) => sum + score.entries, 0)
    expect(repeated / entries).toBeLessThanOrEqual(REPEAT_THRESHOLD)
  })

  it('invents no number', () => {
    expect(
      all.filter((score) => score.inventedNumbers.length).map((score) => [score.id, score.inventedNumbers]),
    ).toEqual([])
  })

  it('drops no sentence: most content words of every sentence said are in the update', () => {
    expect(
      all.filter((score) => score.droppedSentences.length).map((score) => [score.id, score.droppedSentences]),
    ).toEqual([])
  })

  it('leaves no filler word', () => {
    expect(all.filter((score) => score.fillersLeft.length).map((score) => [score.id, score.fillersLeft])).toEqual([])
  })

  it('writes a one-sentence TL;DR for every quick update', () => {
    expect(all.filter((score) => !score.tldrOk).map((score) => score.id)).toEqual([])
  })

  it('keeps headlines to about ten words', () => {
    expect(Math.max(...all.map((score) => score.longestHeadlineWords))).toBeLessThanOrEqual(12)
  })
})
