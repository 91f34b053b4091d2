import type { FormatUpdateRequest, FormattedSection } from '@sayso/shared'
import { sectionBaseId } from '@sayso/shared'
import { headlineChangeWording } from '../offline/headline.ts'
import { spokenNumbersToDigits } from '../offline/spoken-numbers.ts'
import { lowerWords } from './score-headlines.ts'

// Scoring of /work/shared/eval/README.md: facts placed, numbers not in the input, fillers left,
// and a one-sentence TL;DR in every quick update.

export interface EvalCase {
  id: string
  type: 'quick' | 'weekly'
  transcription?: string
  sections?: { sectionId: string; transcriptions: string[] }[]
  facts: { section: string; any: string[] }[]
}

export interface CaseScore {
  id: string
  placed: number
  facts: number
  missed: string[]
  inventedNumbers: string[]
  fillersLeft: string[]
  /** Sentences of the input most of whose content words the output has nowhere: a fact lost. */
  droppedSentences: string[]
  /** Quick only: a TL;DR entry whose content is one sentence. */
  tldrOk: boolean
  longestHeadlineWords: number
}

export function requestFor(evalCase: EvalCase): FormatUpdateRequest {
  if (evalCase.type === 'quick') return { updateType: 'quick', transcription: evalCase.transcription ?? '' }
  return {
    updateType: 'weekly',
    sections: (evalCase.sections ?? []).map((section) => ({
      sectionId: section.sectionId,
      sectionName: '',
      transcriptions: section.transcriptions,
      recordingIds: [],
    })),
  }
}

/** Each recording's text: a weekly update's recordings are written apart. */
const inputTexts = (evalCase: EvalCase) =>
  evalCase.type === 'quick'
    ? [evalCase.transcription ?? '']
    : (evalCase.sections ?? []).flatMap((section) => section.transcriptions)
const inputText = (evalCase: EvalCase) => inputTexts(evalCase).join(' ')

const numbersIn = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((number) => number.replace(/,/g, ''))

const FILLERS = /\b(?:um|uh|you know)\b|\blike,/gi

// Words that say what a sentence does rather than what it is about, which a formatter drops by design: an opener
// ("Short update on …", "Morning all, …"), a section's label ("Next we'll …", "Please …", "The biggest concern
// is …"), a note that there is nothing to say ("No asks from my side", "No concerns.", "No asks, just letting you
// know."), and words of four letters or more that bind.
const FRAMING_WORDS = new Set(
  (
    'quick short brief note update weekly status here next then after please biggest main only concern nothing ' +
    'blocking asks team going that this with from have been were they their there what when will would could should ' +
    'about also just really like know than them some into your ours which while where these those very much more ' +
    'most over still even well okay yeah alright right thing things week side concerns major risk risks blockers keeping ' +
    "posted letting nothing nothing's hello hiya morning afternoon evening everyone everybody folks"
  ).split(' '),
)
const contentWords = (sentence: string) =>
  lowerWords(sentence).filter((word) => word.replace(/'.*/, '').length >= 4 && !FRAMING_WORDS.has(word))

/** Sentences of `input` most of whose content words appear nowhere in `output`: what a reader never gets to see. */
function droppedSentences(input: string, output: string): string[] {
  const written = new Set(lowerWords(output))
  return spokenNumbersToDigits(input)
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => {
      const words = contentWords(sentence)
      return 2 * words.filter((word) => !written.has(word)).length > words.length
    })
}

const withoutThousandsCommas = (text: string) => text.replace(/(?<=\d),(?=\d{3}\b)/g, '')

/**
 * The forms a fact's phrase may take in the formatter's output: spoken numbers in digits ("sixty classrooms" is placed
 * as "60 classrooms", a phrase cut from "a hundred thousand downloads" as "100000 downloads"), and a rise or fall
 * worded as a headline words it ("loan volumes are up" as "loan volumes up").
 */
function writtenForms(phrase: string): string[] {
  const numbers = /^(?:hundred|thousand|million)\b/i.test(phrase)
    ? spokenNumbersToDigits(`a ${phrase}`)
    : spokenNumbersToDigits(phrase)
  return [...new Set([phrase, numbers, headlineChangeWording(numbers)])].map((form) =>
    withoutThousandsCommas(form.toLowerCase()),
  )
}

export function scoreCase(evalCase: EvalCase, output: FormattedSection[]): CaseScore {
  const input = inputText(evalCase)
  // Spoken numbers count as said: "fifty percent" allows 50.
  const allowed = new Set([...numbersIn(input), ...numbersIn(spokenNumbersToDigits(input))])
  const text = output.map((entry) => `${entry.headline} ${entry.content}`).join(' ')
  const missed = evalCase.facts
    .filter((fact) => {
      const inSection = output.filter((entry) => sectionBaseId(entry.sectionId) === fact.section)
      const forms = fact.any.flatMap(writtenForms)
      return !inSection.some((entry) => {
        const written = withoutThousandsCommas(`${entry.headline} ${entry.content}`.toLowerCase())
        return forms.some((form) => written.includes(form))
      })
    })
    .map((fact) => `${fact.section}: ${fact.any[0]}`)
  const tldr = output.find((entry) => entry.sectionId === 'tldr')
  return {
    id: evalCase.id,
    placed: evalCase.facts.length - missed.length,
    facts: evalCase.facts.length,
    missed,
    inventedNumbers: numbersIn(text).filter((number) => !allowed.has(number)),
    droppedSentences: inputTexts(evalCase).flatMap((said) => droppedSentences(said, text)),
    fillersLeft: text.match(FILLERS) ?? [],
    tldrOk:
      evalCase.type === 'weekly' || (tldr !== undefined && (tldr.content.match(/[.!?](?=\s|$)/g) ?? []).length === 1),
    longestHeadlineWords: Math.max(0, ...output.map((entry) => entry.headline.split(/\s+/).length)),
  }
}
