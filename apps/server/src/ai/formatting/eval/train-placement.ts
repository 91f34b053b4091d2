// Issue 16: trains the placement model (offline/placement-model.ts) — multinomial logistic regression
// with an L2 penalty, fitted by full-batch AdaGrad from zero weights in a fixed order, so the same sets
// give the same weights on every machine, plus a share of naive Bayes's weights for the same features.
// No randomness, no download.

import { PLACEMENT_SECTIONS, placementFeatures } from '../offline/placement-features.ts'
import type { PlacementModelWeights } from '../offline/placement-model.ts'
import type { PlacementExample } from './placement-examples.ts'

const EPOCHS = 300
const LEARNING_RATE = 0.5
/**
 * L2 penalty per example: keeps a word seen in a handful of sentences from deciding alone. On five folds of the corpus
 * (cross-validate-placement.ts) 0.002 placed 89.1% of facts, 0.001 89.7%, 0.0005 90.0% and none 91.1%, but below
 * 0.001 the model grew sure enough to overrule cues written on purpose ("that database gets switched off at the end of
 * the month" is a risk).
 */
const PENALTY = 0.001
/** A feature seen in fewer training sentences is not kept: it would only remember them. */
const FEWEST_SENTENCES = 2
/**
 * How much of naive Bayes's log-likelihoods is added to each weight. Naive Bayes counts each feature by section on its
 * own, so a word the regression leaves to its neighbours still leans its way: two different learners that err on
 * different sentences, voting as one linear model at no cost at run time. On five folds of the corpus
 * (cross-validate-placement.ts) none placed 93.3% of facts, 0.1 93.6%, 0.2 and 0.3 93.6% (5376 facts), 0.6 and 1 93.5%;
 * 0.3 with the model's overrule asking 90% (place-sentence.ts MODEL_OVERRULE) 93.7%.
 */
const NAIVE_BAYES_SHARE = 0.3
/** Weights are stored to three decimals; a feature whose weights all round to zero is left out. */
const round = (weight: number) => Math.round(weight * 1000) / 1000 || 0

export function trainPlacementModel(examples: readonly PlacementExample[]): PlacementModelWeights {
  const classes = PLACEMENT_SECTIONS.length
  const featureLists = examples.map((example) =>
    placementFeatures(example.sentence, example.position, example.neighbours),
  )
  const counts = new Map<string, number>()
  for (const features of featureLists)
    for (const feature of features) counts.set(feature, (counts.get(feature) ?? 0) + 1)
  const names = [...counts.keys()].filter((feature) => counts.get(feature)! >= FEWEST_SENTENCES).sort()
  const indexOf = new Map(names.map((name, index) => [name, index]))
  const rows = featureLists.map((features) =>
    features.flatMap((feature) => (indexOf.has(feature) ? [indexOf.get(feature)!] : [])),
  )
  const labels = examples.map((example) => PLACEMENT_SECTIONS.indexOf(example.section))

  const weights = new Float64Array(names.length * classes)
  const bias = new Float64Array(classes)
  const squared = new Float64Array(names.length * classes)
  const biasSquared = new Float64Array(classes)
  const gradient = new Float64Array(names.length * classes)
  const biasGradient = new Float64Array(classes)
  const probabilities = new Float64Array(classes)
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    gradient.fill(0)
    biasGradient.fill(0)
    rows.forEach((row, example) => {
      for (let c = 0; c < classes; c++) {
        let sum = bias[c]!
        for (const feature of row) sum += weights[feature * classes + c]!
        probabilities[c] = sum
      }
      const top = Math.max(...probabilities)
      let total = 0
      for (let c = 0; c < classes; c++) total += probabilities[c] = Math.exp(probabilities[c]! - top)
      for (let c = 0; c < classes; c++) {
        const error = probabilities[c]! / total - (labels[example] === c ? 1 : 0)
        biasGradient[c]! += error
        for (const feature of row) gradient[feature * classes + c]! += error
      }
    })
    for (let index = 0; index < weights.length; index++) {
      const step = gradient[index]! / rows.length + PENALTY * weights[index]!
      squared[index]! += step * step
      weights[index]! -= (LEARNING_RATE * step) / Math.sqrt(squared[index]! + 1e-8)
    }
    for (let c = 0; c < classes; c++) {
      const step = biasGradient[c]! / rows.length
      biasSquared[c]! += step * step
      bias[c]! -= (LEARNING_RATE * step) / Math.sqrt(biasSquared[c]! + 1e-8)
    }
  }

  addNaiveBayes(weights, bias, rows, labels)
  const stored: Record<string, number[]> = {}
  names.forEach((name, index) => {
    const row = Array.from(weights.subarray(index * classes, (index + 1) * classes), round)
    if (row.some((weight) => weight !== 0)) stored[name] = row
  })
  return { bias: Array.from(bias, round), weights: stored }
}

/**
 * Adds NAIVE_BAYES_SHARE of naive Bayes to `weights` and `bias`: each feature's log-likelihood in each section, with
 * add-one smoothing, less its mean over the sections (a constant per feature changes no guess), and the log prior.
 */
function addNaiveBayes(
  weights: Float64Array,
  bias: Float64Array,
  rows: readonly number[][],
  labels: readonly number[],
) {
  const classes = bias.length
  const features = weights.length / classes
  const counts = new Float64Array(weights.length)
  const totals = new Float64Array(classes)
  const sentences = new Float64Array(classes)
  rows.forEach((row, example) => {
    const section = labels[example]!
    sentences[section]!++
    for (const feature of row) counts[feature * classes + section]!++
    totals[section]! += row.length
  })
  for (let feature = 0; feature < features; feature++) {
    const logs = Array.from({ length: classes }, (_, c) =>
      Math.log((counts[feature * classes + c]! + 1) / (totals[c]! + features)),
    )
    const mean = logs.reduce((sum, value) => sum + value, 0) / classes
    for (let c = 0; c < classes; c++) weights[feature * classes + c]! += NAIVE_BAYES_SHARE * (logs[c]! - mean)
  }
  for (let c = 0; c < classes; c++) bias[c]! += NAIVE_BAYES_SHARE * Math.log(sentences[c]! / rows.length)
}
