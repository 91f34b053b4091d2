// Issue 16: the note sets the placement model learns from — every set of ours but the newest held-out ones
// (headline-holdout-22 to -25: scored first as fresh notes, and kept out so that score stays honest).

import fs from 'node:fs'
import type { EvalCase } from './score-formatter.ts'

export const PLACEMENT_TRAINING_SETS = [
  'headline-cases',
  'formatter-cases',
  'formatter-holdout',
  'headline-holdout',
  ...Array.from({ length: 20 }, (_, index) => `headline-holdout-${index + 2}`),
]

export const loadEvalSet = (name: string): EvalCase[] =>
  JSON.parse(fs.readFileSync(new URL(`./${name}.json`, import.meta.url), 'utf8')) as EvalCase[]
