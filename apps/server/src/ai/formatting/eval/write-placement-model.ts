// pnpm train:placement — trains the placement model and the sentence-boundary model on the training sets and writes
// both beside the formatter. Deterministic: the same sets give the same files; run it after a set is added to
// PLACEMENT_TRAINING_SETS.

import fs from 'node:fs'
import { placementExamples } from './placement-examples.ts'
import { PLACEMENT_TRAINING_SETS, loadEvalSet } from './placement-training-sets.ts'
import { trainPlacementModel } from './train-placement.ts'
import { trainedBoundaryModel } from './train-sentence-boundaries.ts'

const sets = PLACEMENT_TRAINING_SETS.map(loadEvalSet)
// One feature a line, as Prettier writes it: a retrained model shows in review as the weights that moved.
const row = (weights: number | readonly number[]) =>
  typeof weights === 'number' ? `${weights}` : `[${weights.join(', ')}]`
function write(name: string, model: { bias: number | number[]; weights: Record<string, number | number[]> }) {
  const file = new URL(`../offline/${name}`, import.meta.url)
  const lines = Object.entries(model.weights).map(
    ([feature, weights]) => `    ${JSON.stringify(feature)}: ${row(weights)}`,
  )
  fs.writeFileSync(file, `{\n  "bias": ${row(model.bias)},\n  "weights": {\n${lines.join(',\n')}\n  }\n}\n`)
  console.log(`${name}: ${Object.keys(model.weights).length} features`)
}

write('placement-model.json', trainPlacementModel(sets.flatMap((cases) => placementExamples(cases))))
write('sentence-boundary-model.json', trainedBoundaryModel(sets))
