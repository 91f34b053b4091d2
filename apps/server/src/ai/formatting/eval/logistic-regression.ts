// Issue 16: the formatter's learned models (placement, sentence boundaries) are multinomial logistic regressions with
// an L2 penalty, fitted by full-batch AdaGrad from zero weights in a fixed order, so the same examples give the same
// weights on every machine. No randomness, no download.

/** A fitted model: a bias and, for each feature kept, a weight per class. */
export interface LogisticWeights {
  bias: number[]
  weights: Record<string, number[]>
}

export interface LogisticSettings {
  epochs: number
  learningRate: number
  /** L2 penalty per example. */
  penalty: number
  /** A feature seen in fewer examples is not kept: it would only remember them. */
  fewestExamples: number
  /** How much of naive Bayes's weights for the same features is added to the fitted ones (default none). */
  naiveBayesShare?: number
}

/** Weights are stored to three decimals; a feature whose weights all round to zero is left out. */
const round = (weight: number) => Math.round(weight * 1000) / 1000 || 0

/** Fits `classes` classes to examples given as their feature names and the index of their class. */
export function trainLogisticRegression(
  featureLists: readonly (readonly string[])[],
  labels: readonly number[],
  classes: number,
  settings: LogisticSettings,
): LogisticWeights {
  const counts = new Map<string, number>()
  for (const features of featureLists)
    for (const feature of features) counts.set(feature, (counts.get(feature) ?? 0) + 1)
  const names = [...counts.keys()].filter((feature) => counts.get(feature)! >= settings.fewestExamples).sort()
  const indexOf = new Map(names.map((name, index) => [name, index]))
  const rows = featureLists.map((features) =>
    features.flatMap((feature) => (indexOf.has(feature) ? [indexOf.get(feature)!] : [])),
  )

  const weights = new Float64Array(names.length * classes)
  const bias = new Float64Array(classes)
  const squared = new Float64Array(names.length * classes)
  const biasSquared = new Float64Array(classes)
  const gradient = new Float64Array(names.length * classes)
  const biasGradient = new Float64Array(classes)
  const probabilities = new Float64Array(classes)
  for (let epoch = 0; epoch < settings.epochs; epoch++) {
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
      const step = gradient[index]! / rows.length + settings.penalty * weights[index]!
      squared[index]! += step * step
      weights[index]! -= (settings.learningRate * step) / Math.sqrt(squared[index]! + 1e-8)
    }
    for (let c = 0; c < classes; c++) {
      const step = biasGradient[c]! / rows.length
      biasSquared[c]! += step * step
      bias[c]! -= (settings.learningRate * step) / Math.sqrt(biasSquared[c]! + 1e-8)
    }
  }

  if (settings.naiveBayesShare) addNaiveBayes(weights, bias, rows, labels, settings.naiveBayesShare)
  const stored: Record<string, number[]> = {}
  names.forEach((name, index) => {
    const row = Array.from(weights.subarray(index * classes, (index + 1) * classes), round)
    if (row.some((weight) => weight !== 0)) stored[name] = row
  })
  return { bias: Array.from(bias, round), weights: stored }
}

/**
 * Adds `share` of naive Bayes to `weights` and `bias`: each feature's log-likelihood in each class, with add-one
 * smoothing, less its mean over the classes (a constant per feature changes no guess), and the log prior.
 */
function addNaiveBayes(
  weights: Float64Array,
  bias: Float64Array,
  rows: readonly number[][],
  labels: readonly number[],
  share: number,
) {
  const classes = bias.length
  const features = weights.length / classes
  const counts = new Float64Array(weights.length)
  const totals = new Float64Array(classes)
  const examples = new Float64Array(classes)
  rows.forEach((row, example) => {
    const label = labels[example]!
    examples[label]!++
    for (const feature of row) counts[feature * classes + label]!++
    totals[label]! += row.length
  })
  for (let feature = 0; feature < features; feature++) {
    const logs = Array.from({ length: classes }, (_, c) =>
      Math.log((counts[feature * classes + c]! + 1) / (totals[c]! + features)),
    )
    const mean = logs.reduce((sum, value) => sum + value, 0) / classes
    for (let c = 0; c < classes; c++) weights[feature * classes + c]! += share * (logs[c]! - mean)
  }
  for (let c = 0; c < classes; c++) bias[c]! += share * Math.log(examples[c]! / rows.length)
}
