// Issue 16: a small learned model of where a sentence of a quick update goes — multinomial logistic
// regression over placement-features.ts's features, with a share of naive Bayes folded into its weights,
// trained by eval/train-placement.ts on the labelled facts of the note sets and stored as placement-model.json. Hand-written cues stopped carrying over to
// notes unlike the ones they were written for; the model places what no cue speaks for.

import stored from './placement-model.json' with { type: 'json' }
import {
  PLACEMENT_SECTIONS,
  placementFeatures,
  neighbourFeatures,
  positionFeature,
  type Neighbours,
  type NotePosition,
  type PlacementSection,
} from './placement-features.ts'

/** The stored model: a bias and, for each feature, a weight per section (in PLACEMENT_SECTIONS' order). */
export interface PlacementModelWeights {
  bias: number[]
  weights: Record<string, number[]>
}

/** The likeliest section for a sentence, and how sure the model is of it (its probability, 0 to 1). */
export interface SectionGuess {
  section: PlacementSection
  probability: number
}

/** The model's guess for a sentence where it comes in its note, and by its words and grammar alone. */
export interface PlacementGuess extends SectionGuess {
  byWords: SectionGuess
}

/** The likeliest section for a sentence at `position` in its note, between its `neighbours`. */
export type PlacementModel = (sentence: string, position: NotePosition, neighbours?: Neighbours) => PlacementGuess

/** The section whose sum is highest, with its softmax probability. */
function likeliest(sums: readonly number[]): SectionGuess {
  let best = 0
  for (let index = 1; index < sums.length; index++) if (sums[index]! > sums[best]!) best = index
  const total = sums.reduce((sum, value) => sum + Math.exp(value - sums[best]!), 0)
  return { section: PLACEMENT_SECTIONS[best]!, probability: 1 / total }
}

/** A model ready to call: the weights sit in a Map built once, so a call costs a few lookups per word. */
export function placementModel(weights: PlacementModelWeights): PlacementModel {
  const byFeature = new Map(Object.entries(weights.weights))
  return (sentence, position, neighbours = {}) => {
    // The sentence's features are read once; its place in the note only adds the weight of one feature.
    const byWords = [...weights.bias]
    for (const feature of placementFeatures(sentence, null)) {
      const weight = byFeature.get(feature)
      if (weight) for (let index = 0; index < byWords.length; index++) byWords[index]! += weight[index]!
    }
    const sums = [...byWords]
    for (const feature of [positionFeature(position), ...neighbourFeatures(neighbours)]) {
      const weight = byFeature.get(feature)
      if (weight) for (let index = 0; index < sums.length; index++) sums[index]! += weight[index]!
    }
    return { ...likeliest(sums), byWords: likeliest(byWords) }
  }
}

/** The model trained on every note set but the held-out ones (pnpm train:placement writes it). */
export const storedPlacementModel: PlacementModel = placementModel(stored)
