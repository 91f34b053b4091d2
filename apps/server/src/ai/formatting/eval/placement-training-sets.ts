// Issue 16: the note sets the placement model learns from — every set of ours but the fresh held-out ones
// (headline-holdout-26 and after: scored as notes the formatter was never tuned on, so kept out of training too),
// and the labelled notes of corpus/ (written for training, never tuned on by the rules).

import fs from 'node:fs'
import type { EvalCase } from './score-formatter.ts'

const CORPUS = new URL('./corpus/', import.meta.url)

/** The corpus's sets, in name order: a set added there changes the model, and the stored model's test says so. */
const corpusSets = () =>
  fs.existsSync(CORPUS)
    ? fs
        .readdirSync(CORPUS)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => `corpus/${file.replace(/\.json$/, '')}`)
    : []

export const PLACEMENT_TRAINING_SETS = [
  'headline-cases',
  'formatter-cases',
  'formatter-holdout',
  'headline-holdout',
  ...Array.from({ length: 24 }, (_, index) => `headline-holdout-${index + 2}`),
  ...corpusSets(),
]

/**
 * The fresh held-out sets, written after every rule and kept out of training: how the formatter does on notes it has
 * never met (26–31, then 32–35, then 36–39, then 40–43, then 44–47, then 48–51, then 52–55, each scored as it came).
 */
export const FRESH_SETS = Array.from({ length: 30 }, (_, index) => `headline-holdout-${26 + index}`)

export const loadEvalSet = (name: string): EvalCase[] =>
  JSON.parse(fs.readFileSync(new URL(`./${name}.json`, import.meta.url), 'utf8')) as EvalCase[]
