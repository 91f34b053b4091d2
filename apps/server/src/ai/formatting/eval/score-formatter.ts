import type { FormatUpdateRequest, FormattedSection } from '@sayso/shared'
import { sectionBaseId } from '@sayso/shared'
import { spokenNumbersToDigits } from '../offline/spoken-numbers.ts'

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

const inputText = (evalCase: EvalCase) =>
  evalCase.type === 'quick'
    ? (evalCase.transcription ?? '')
    : (evalCase.sections ?? []).flatMap((s) => s.transcriptions).join(' ')

const numbersIn = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((number) => number.replace(/,/g, ''))

const FILLERS = /\b(?:um|uh|you know)\b|\blike,/gi

export function scoreCase(evalCase: EvalCase, output: FormattedSection[]): CaseScore {
  const input = inputText(evalCase)
  // Spoken numbers count as said: "fifty percent" allows 50.
  const allowed = new Set([...numbersIn(input), ...numbersIn(spokenNumbersToDigits(input))])
  const text = output.map((entry) => `${entry.headline} ${entry.content}`).join(' ')
  const missed = evalCase.facts
    .filter((fact) => {
      const inSection = output.filter((entry) => sectionBaseId(entry.sectionId) === fact.section)
      return !inSection.some((entry) =>
        fact.any.some((phrase) => `${entry.headline} ${entry.content}`.toLowerCase().includes(phrase.toLowerCase())),
      )
    })
    .map((fact) => `${fact.section}: ${fact.any[0]}`)
  const tldr = output.find((entry) => entry.sectionId === 'tldr')
  return {
    id: evalCase.id,
    placed: evalCase.facts.length - missed.length,
    facts: evalCase.facts.length,
    missed,
    inventedNumbers: numbersIn(text).filter((number) => !allowed.has(number)),
    fillersLeft: text.match(FILLERS) ?? [],
    tldrOk:
      evalCase.type === 'weekly' || (tldr !== undefined && (tldr.content.match(/[.!?](?=\s|$)/g) ?? []).length === 1),
    longestHeadlineWords: Math.max(0, ...output.map((entry) => entry.headline.split(/\s+/).length)),
  }
}
