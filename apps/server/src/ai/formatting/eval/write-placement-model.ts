// pnpm train:placement — trains the placement model on the training sets and writes it beside the formatter.
// Deterministic: the same sets give the same file; run it after a set is added to PLACEMENT_TRAINING_SETS.

import fs from 'node:fs'
import { placementExamples } from './placement-examples.ts'
import { PLACEMENT_TRAINING_SETS, loadEvalSet } from './placement-training-sets.ts'
import { trainPlacementModel } from './train-placement.ts'

const examples = PLACEMENT_TRAINING_SETS.flatMap((name) => placementExamples(loadEvalSet(name)))
const model = trainPlacementModel(examples)
const file = new URL('../offline/placement-model.json', import.meta.url)
// One feature a line, as Prettier writes it: a retrained model shows in review as the weights that moved.
const row = (weights: readonly number[]) => `[${weights.join(', ')}]`
const lines = Object.entries(model.weights).map(
  ([feature, weights]) => `    ${JSON.stringify(feature)}: ${row(weights)}`,
)
fs.writeFileSync(file, `{\n  "bias": ${row(model.bias)},\n  "weights": {\n${lines.join(',\n')}\n  }\n}\n`)
console.log(
  `placement model: ${examples.length} sentences, ${Object.keys(model.weights).length} features → ${file.pathname}`,
)
