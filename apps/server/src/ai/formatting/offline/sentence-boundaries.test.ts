import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PLACEMENT_TRAINING_SETS, loadEvalSet } from '../eval/placement-training-sets.ts'
import { trainedBoundaryModel } from '../eval/train-sentence-boundaries.ts'
import { writtenSentences } from './clean-speech.ts'
import { storedBoundaryModel } from './sentence-boundaries.ts'
import { wordTags } from './subject-openings.ts'

describe('given the sentence-boundary model stored beside the formatter', () => {
  it('is what pnpm train:placement makes of the training sets, weight for weight', () => {
    const stored = JSON.parse(fs.readFileSync(new URL('./sentence-boundary-model.json', import.meta.url), 'utf8'))
    expect(trainedBoundaryModel(PLACEMENT_TRAINING_SETS.map(loadEvalSet))).toEqual(stored)
  }, 300_000)

  it('finds a new sentence more likely before a subject and its verb than inside a noun phrase', () => {
    const words = 'we moved the launch to march the vendor still owes us the contract'.split(' ')
    const likelihood = storedBoundaryModel(words, wordTags(words.join(' ')))
    expect(likelihood(6, 6)).toBeGreaterThan(10 * likelihood(3, 3))
  })
})

describe('given dictation with no punctuation at all', () => {
  const said =
    "we've got six hundred thousand members active in the app and they're going to ask why I'd like someone from " +
    "finance to rerun the model with the new redemption rates we're launching the partner rewards in February"

  it('cuts where a new sentence is likely and no rule cuts, keeping every word', () => {
    expect(writtenSentences(said, null)).toContain(
      "They're going to ask why I'd like someone from finance to rerun the model with the new redemption rates.",
    )
    expect(writtenSentences(said, storedBoundaryModel)).toEqual([
      "We've got 600,000 members active in the app.",
      "They're going to ask why.",
      "I'd like someone from finance to rerun the model with the new redemption rates.",
      "We're launching the partner rewards in February.",
    ])
  })
})
