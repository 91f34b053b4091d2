import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { placementExamples } from '../eval/placement-examples.ts'
import { PLACEMENT_TRAINING_SETS, loadEvalSet } from '../eval/placement-training-sets.ts'
import { trainPlacementModel } from '../eval/train-placement.ts'
import { createOfflineFormatter } from './offline-formatter.ts'

const quick = (transcription: string) => createOfflineFormatter().formatUpdate({ updateType: 'quick', transcription })

describe('given the placement model stored beside the formatter', () => {
  // A training run: seconds alone, longer beside the rest of the suite on two cores.
  it('is what pnpm train:placement makes of the training sets, weight for weight', () => {
    const examples = PLACEMENT_TRAINING_SETS.flatMap((name) => placementExamples(loadEvalSet(name)))
    const stored = JSON.parse(fs.readFileSync(new URL('./placement-model.json', import.meta.url), 'utf8'))
    expect(trainPlacementModel(examples)).toEqual(stored)
  }, 300_000)
})

describe('given a quick note with a sentence no hand-written cue places', () => {
  const note =
    'The checkout redesign went live in all stores on Monday. Card readers at two stores reject contactless ' +
    'payments. The loyalty app reaches Canada on the 3rd.'

  it("places the plan said in the present tense, with its date, in What's Next rather than after the risk", async () => {
    const output = await quick(note)
    const section = (id: string) => output.find((entry) => entry.sectionId === id)
    expect(`${section('next')?.headline} ${section('next')?.content}`).toContain('Loyalty app reaches Canada')
    expect(section('risks')?.content).not.toContain('Canada')
  })
})
