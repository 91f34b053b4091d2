// Issue 16: the note sets the placement model learns from — every set of ours but the held-out ones
// that were never tuned on (headline-holdout-22 and -23: scored once, as fresh notes, and kept out).

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
