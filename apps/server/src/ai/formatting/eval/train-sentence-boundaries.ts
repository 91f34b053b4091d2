// Issue 16: trains the sentence-boundary model (offline/sentence-boundaries.ts) on the punctuated notes of the
// training sets — each line's words, lower-cased and without punctuation as a speech recogniser gives them, labelled
// by where the writer ended a sentence — and then on the notes dictated without punctuation, labelled by their facts.

import {
  boundaryModel,
  gapFeatures,
  sinceFeature,
  tokensAndKinds,
  type BoundaryModel,
  type BoundaryModelWeights,
} from '../offline/sentence-boundaries.ts'
import { wordTags } from '../offline/subject-openings.ts'
import { trainLogisticRegression } from './logistic-regression.ts'
import type { EvalCase } from './score-formatter.ts'

/** A gap between two words of a line: its features but the clause's length, the length, and whether a sentence ends there. */
export interface BoundaryExample {
  features: string[]
  since: number
  boundary: boolean
}

/** One line said without punctuation, and the gaps before each of its words where a sentence ended. */
export interface UnpunctuatedLine {
  words: string[]
  boundaries: Set<number>
}

// A sentence's end: a full stop, question or exclamation mark or semicolon, before any closing quote or bracket; not
// the full stop of an abbreviation ("e.g.", "Dr.", "U.S.").
const SENTENCE_END = /[.!?;]["')\]]*$/
const ABBREVIATION = /^(?:[a-z]\.)+$|^(?:e\.g|i\.e|vs|dr|mr|mrs|ms|st|approx|etc|no)\.$/i
const LIST_MARKER = /^\s*(?:[-*•–]|\d+[.)])\s+/
// A line with fewer sentence marks than one in this many words was dictated without them: its ends are unknown.
const MOST_WORDS_PER_MARK = 30
// A line this short is one sentence, with or without its full stop.
const SHORT_LINE = 12

const textsOf = (evalCase: EvalCase) =>
  evalCase.type === 'quick'
    ? [evalCase.transcription ?? '']
    : (evalCase.sections ?? []).flatMap((section) => section.transcriptions)

/** The punctuated lines of a set's notes, as a speech recogniser would give their words, with their sentence ends. */
export function unpunctuatedLines(cases: readonly EvalCase[]): UnpunctuatedLine[] {
  return cases.flatMap(textsOf).flatMap((text) =>
    text.split(/\n+/).flatMap((line) => {
      const words: string[] = []
      const boundaries = new Set<number>()
      let marks = 0
      let ended = false
      for (const word of line.replace(LIST_MARKER, '').split(/\s+/)) {
        const lower = word.toLowerCase().replace(/[^a-z0-9'%]/g, '')
        if (lower === '') continue
        if (ended && words.length > 0) boundaries.add(words.length)
        words.push(lower)
        ended = SENTENCE_END.test(word) && !ABBREVIATION.test(word)
        if (ended) marks++
      }
      const punctuated = marks > 0 && words.length / marks <= MOST_WORDS_PER_MARK
      return words.length > 0 && (punctuated || words.length <= SHORT_LINE) ? [{ words, boundaries }] : []
    }),
  )
}

/** A line's words as a speech recogniser gives them: lower-case, without punctuation. */
const spokenWords = (line: string) =>
  line
    .replace(LIST_MARKER, '')
    .split(/\s+/)
    .map((word) => word.toLowerCase().replace(/[^a-z0-9'%]/g, ''))
    .filter(Boolean)

/** Where a fact's first phrase found once in the words is: the index of its first word and of the word after it. */
function factSpan(words: readonly string[], phrases: readonly string[]): [number, number] | null {
  for (const phrase of phrases) {
    const said = spokenWords(phrase)
    const starts = words.flatMap((_, at) => (said.every((word, k) => words[at + k] === word) ? [at] : []))
    if (said.length > 0 && starts.length === 1) return [starts[0]!, starts[0]! + said.length]
  }
  return null
}

/**
 * Gaps of the notes dictated without punctuation, labelled by their facts: between two facts of different sections a
 * sentence must end (where, `model` — trained on punctuated lines — guesses: the likeliest gap between them), and
 * none ends inside a fact's words. The other gaps say nothing and are left out.
 */
export function factBoundaryExamples(cases: readonly EvalCase[], model: BoundaryModel): BoundaryExample[] {
  return cases.flatMap((evalCase) => {
    const text = evalCase.type === 'quick' ? (evalCase.transcription ?? '') : ''
    if (text.includes('\n') || unpunctuatedLines([evalCase]).length > 0) return []
    const words = spokenWords(text)
    const tags = wordTags(words.join(' '))
    const { tokens, kinds } = tokensAndKinds(words, tags)
    const spans = evalCase.facts
      .map((fact) => ({ section: fact.section, span: factSpan(words, fact.any) }))
      .filter((fact): fact is { section: string; span: [number, number] } => fact.span !== null)
      .sort((a, b) => a.span[0] - b.span[0])
    const score = model(words, tags)
    const labels = new Map<number, boolean>()
    spans.forEach(({ section, span: [start, end] }, index) => {
      for (let at = start + 1; at < end; at++) labels.set(at, false)
      const next = spans[index + 1]
      if (!next || next.section === section || next.span[0] < end) return
      let best = Math.max(1, end)
      for (let at = best + 1; at <= next.span[0]; at++) if (score(at, at - start) > score(best, best - start)) best = at
      labels.set(best, true)
    })
    const examples: BoundaryExample[] = []
    let since = 1
    for (let at = 1; at < words.length; at++) {
      const boundary = labels.get(at)
      if (boundary !== undefined) examples.push({ features: gapFeatures(tokens, kinds, at), since, boundary })
      since = boundary ? 1 : since + 1
    }
    return examples
  })
}

/** Every gap of the lines, with the length of the clause before it counted from the last sentence end. */
export function boundaryExamples(lines: readonly UnpunctuatedLine[]): BoundaryExample[] {
  return lines.flatMap(({ words, boundaries }) => {
    const { tokens, kinds } = tokensAndKinds(words, wordTags(words.join(' ')))
    const examples: BoundaryExample[] = []
    let since = 1
    for (let at = 1; at < words.length; at++) {
      const boundary = boundaries.has(at)
      examples.push({ features: gapFeatures(tokens, kinds, at), since, boundary })
      since = boundary ? 1 : since + 1
    }
    return examples
  })
}

/**
 * Fewer passes than the placement model's, over twenty times as many examples. The L2 penalty, on five folds of the
 * corpus: 0.001 found sentence ends with precision 73% and recall 46%, 0.0001 73% and 57% (and placed more facts).
 */
const SETTINGS = { epochs: 100, learningRate: 0.5, penalty: 0.0001, fewestExamples: 3 }

/** Weights are stored to three decimals; a feature whose weight rounds to zero is left out. */
const round = (weight: number) => Math.round(weight * 1000) / 1000 || 0

export function trainBoundaryModel(examples: readonly BoundaryExample[]): BoundaryModelWeights {
  const { bias, weights } = trainLogisticRegression(
    examples.map((example) => [...example.features, sinceFeature(example.since)]),
    examples.map((example) => (example.boundary ? 1 : 0)),
    2,
    SETTINGS,
  )
  // Two classes need one weight a feature: what it adds to the log-odds of a new sentence.
  const lifts = Object.entries(weights).map(([feature, [goesOn, ends]]) => [feature, round(ends! - goesOn!)] as const)
  return { bias: round(bias[1]! - bias[0]!), weights: Object.fromEntries(lifts.filter(([, lift]) => lift !== 0)) }
}

/**
 * The model of the sets: trained on their punctuated lines (`punctuated`, their examples, where already made), then
 * again with the facts' boundaries of their notes dictated without punctuation.
 */
export function trainedBoundaryModel(
  sets: readonly (readonly EvalCase[])[],
  punctuated: readonly BoundaryExample[] = sets.flatMap((cases) => boundaryExamples(unpunctuatedLines(cases))),
): BoundaryModelWeights {
  const first = boundaryModel(trainBoundaryModel(punctuated))
  return trainBoundaryModel([...punctuated, ...sets.flatMap((cases) => factBoundaryExamples(cases, first))])
}

/** How well a model finds the sentence ends of lines it was not trained on, cutting greedily above `threshold`. */
export function boundaryScores(model: BoundaryModel, lines: readonly UnpunctuatedLine[], threshold = 0.5) {
  let found = 0
  let right = 0
  let ends = 0
  for (const { words, boundaries } of lines) {
    const score = model(words, wordTags(words.join(' ')))
    let since = 1
    for (let at = 1; at < words.length; at++) {
      const cut = score(at, since) > threshold
      if (cut) found++
      if (boundaries.has(at)) ends++
      if (cut && boundaries.has(at)) right++
      since = cut ? 1 : since + 1
    }
  }
  return { precision: right / found, recall: right / ends, found, ends }
}
