// node apps/server/src/ai/formatting/eval/cross-validate-placement.ts [--misses] — issue 16: how the formatter places
// facts on notes its models were not trained on, for developing the placement without looking at the fresh sets. The
// corpus files are cut into five folds; for each, the sentence-boundary model and the placement model learn from
// every training set but that fold's files, and the formatter places the fold's notes (--misses prints what it missed
// there, to read); the boundary model's own precision and recall on the fold's punctuated lines are printed too. Then
// the models trained on all of them place the fresh sets (headline-holdout-26 and after): their figures only, never
// their misses.

import { createOfflineFormatter } from '../offline/offline-formatter.ts'
import { placementModel } from '../offline/placement-model.ts'
import { boundaryModel, type BoundaryModel } from '../offline/sentence-boundaries.ts'
import { placementExamples } from './placement-examples.ts'
import { FRESH_SETS, PLACEMENT_TRAINING_SETS, loadEvalSet } from './placement-training-sets.ts'
import { requestFor, scoreCase, type EvalCase } from './score-formatter.ts'
import { headlineRepeats } from './score-headlines.ts'
import { trainPlacementModel } from './train-placement.ts'
import {
  boundaryExamples,
  boundaryScores,
  trainedBoundaryModel,
  unpunctuatedLines,
} from './train-sentence-boundaries.ts'

const FOLDS = 5
const showMisses = process.argv.includes('--misses')

const sets = new Map(PLACEMENT_TRAINING_SETS.map((name) => [name, loadEvalSet(name)]))
const corpus = PLACEMENT_TRAINING_SETS.filter((name) => name.startsWith('corpus/'))
const linesOf = new Map([...sets].map(([name, cases]) => [name, unpunctuatedLines(cases)]))
const boundaryExamplesOf = new Map([...linesOf].map(([name, lines]) => [name, boundaryExamples(lines)]))
const examplesOf = new Map([...sets].map(([name, cases]) => [name, placementExamples(cases)]))

/** The sentence-boundary and placement models trained on `names`. */
function trainedModels(names: readonly string[]) {
  const boundaries = boundaryModel(
    trainedBoundaryModel(
      names.map((name) => sets.get(name)!),
      names.flatMap((name) => boundaryExamplesOf.get(name)!),
    ),
  )
  const placement = placementModel(trainPlacementModel(names.flatMap((name) => examplesOf.get(name)!)))
  return { boundaries, placement }
}

async function score(models: ReturnType<typeof trainedModels>, cases: readonly EvalCase[], misses: boolean) {
  const formatter = createOfflineFormatter({ placementModel: models.placement, boundaryModel: models.boundaries })
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

/** The boundary model's finds on a fold's punctuated lines, counted so that folds add up. */
function boundaryCounts(boundaries: BoundaryModel, names: readonly string[]) {
  const { precision, found, ends, recall } = boundaryScores(
    boundaries,
    names.flatMap((name) => linesOf.get(name)!),
  )
  return { right: Math.round(precision * found), found, ends, recall }
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`
const total = { placed: 0, facts: 0, invented: 0, dropped: 0, repeated: 0 }
const ends = { right: 0, found: 0, ends: 0 }
for (let fold = 0; fold < FOLDS; fold++) {
  const held = corpus.filter((_, index) => index % FOLDS === fold)
  const models = trainedModels(PLACEMENT_TRAINING_SETS.filter((name) => !held.includes(name)))
  const result = await score(
    models,
    held.flatMap((name) => sets.get(name)!),
    showMisses,
  )
  for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += result[key]
  const found = boundaryCounts(models.boundaries, held)
  for (const key of Object.keys(ends) as (keyof typeof ends)[]) ends[key] += found[key]
  console.log(`fold ${fold + 1}: ${result.placed}/${result.facts} = ${pct(result.placed, result.facts)}`)
}
console.log(
  `sentence ends found in the corpus's punctuated lines, cross-validated: precision ${pct(ends.right, ends.found)}, recall ${pct(ends.right, ends.ends)}`,
)
console.log(
  `cross-validated over the corpus: ${total.placed}/${total.facts} = ${pct(total.placed, total.facts)}, invented ${total.invented}, dropped ${total.dropped}, repeats ${total.repeated}`,
)

const full = trainedModels(PLACEMENT_TRAINING_SETS)
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
