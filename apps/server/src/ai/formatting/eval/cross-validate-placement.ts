// node apps/server/src/ai/formatting/eval/cross-validate-placement.ts [--misses] — issue 16: how the formatter places
// facts on notes its model was not trained on, for developing the placement without looking at the fresh sets. The
// corpus files are cut into five folds; for each, the model learns from every training set but that fold's files and
// the formatter places the fold's notes (--misses prints what it missed there, to read). Then the model trained on all
// of them places the fresh sets (headline-holdout-26 and after): their figures only, never their misses.

import { createOfflineFormatter } from '../offline/offline-formatter.ts'
import { placementModel } from '../offline/placement-model.ts'
import { placementExamples } from './placement-examples.ts'
import { FRESH_SETS, PLACEMENT_TRAINING_SETS, loadEvalSet } from './placement-training-sets.ts'
import { requestFor, scoreCase, type EvalCase } from './score-formatter.ts'
import { headlineRepeats } from './score-headlines.ts'
import { trainPlacementModel } from './train-placement.ts'

const FOLDS = 5
const showMisses = process.argv.includes('--misses')

const sets = new Map(PLACEMENT_TRAINING_SETS.map((name) => [name, loadEvalSet(name)]))
const corpus = PLACEMENT_TRAINING_SETS.filter((name) => name.startsWith('corpus/'))
const examplesOf = new Map([...sets].map(([name, cases]) => [name, placementExamples(cases)]))

async function score(model: ReturnType<typeof placementModel>, cases: readonly EvalCase[], misses: boolean) {
  const formatter = createOfflineFormatter({ placementModel: model })
  const outputs = await Promise.all(cases.map((evalCase) => formatter.formatUpdate(requestFor(evalCase))))
  const scores = cases.map((evalCase, index) => scoreCase(evalCase, outputs[index]!))
  if (misses)
    for (const [index, caseScore] of scores.entries())
      if (caseScore.missed.length) {
        console.log(`  ${caseScore.id} missed ${caseScore.missed.join('; ')}`)
        console.log(`    said: ${cases[index]!.transcription}`)
        for (const entry of outputs[index]!) console.log(`    ${entry.sectionId}: ${entry.headline} | ${entry.content}`)
      }
  return {
    placed: scores.reduce((sum, caseScore) => sum + caseScore.placed, 0),
    facts: scores.reduce((sum, caseScore) => sum + caseScore.facts, 0),
    invented: scores.reduce((sum, caseScore) => sum + caseScore.inventedNumbers.length, 0),
    dropped: scores.reduce((sum, caseScore) => sum + caseScore.droppedSentences.length, 0),
    repeated: headlineRepeats(outputs.flat()).repeated.length,
  }
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`
const total = { placed: 0, facts: 0, invented: 0, dropped: 0, repeated: 0 }
for (let fold = 0; fold < FOLDS; fold++) {
  const held = corpus.filter((_, index) => index % FOLDS === fold)
  const model = placementModel(
    trainPlacementModel(
      PLACEMENT_TRAINING_SETS.filter((name) => !held.includes(name)).flatMap((name) => examplesOf.get(name)!),
    ),
  )
  const result = await score(
    model,
    held.flatMap((name) => sets.get(name)!),
    showMisses,
  )
  for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += result[key]
  console.log(`fold ${fold + 1}: ${result.placed}/${result.facts} = ${pct(result.placed, result.facts)}`)
}
console.log(
  `cross-validated over the corpus: ${total.placed}/${total.facts} = ${pct(total.placed, total.facts)}, invented ${total.invented}, dropped ${total.dropped}, repeats ${total.repeated}`,
)

const full = placementModel(trainPlacementModel(PLACEMENT_TRAINING_SETS.flatMap((name) => examplesOf.get(name)!)))
const fresh = { placed: 0, facts: 0, invented: 0, dropped: 0, repeated: 0 }
const perSet: string[] = []
for (const name of FRESH_SETS) {
  const result = await score(full, loadEvalSet(name), false)
  for (const key of Object.keys(fresh) as (keyof typeof fresh)[]) fresh[key] += result[key]
  perSet.push(`${name.replace('headline-holdout-', '')} ${pct(result.placed, result.facts)}`)
}
console.log(
  `fresh: ${fresh.placed}/${fresh.facts} = ${pct(fresh.placed, fresh.facts)} (${perSet.join(', ')}), invented ${fresh.invented}, dropped ${fresh.dropped}, repeats ${fresh.repeated}`,
)
