import {
  QUICK_TEMPLATE,
  deriveExecVersion,
  sectionBaseId,
  type FormattedSection,
  type WeeklyFormatSection,
} from '@sayso/shared'
import type { Formatter } from '../formatter.ts'
import { writtenSentences } from './clean-speech.ts'
import { splitAtContrast } from './contrast-split.ts'
import { cutBetweenSections } from './cut-between-sections.ts'
import { entryFor } from './entry-content.ts'
import { splitJoinedClauses } from './joined-clauses.ts'
import { onlyFrames } from './headline.ts'
import { placeProblemsBeforeAsks } from './problem-before-ask.ts'
import {
  MODEL_OVERRULE,
  placeSentence,
  splitMixedSentence,
  splitStatusTail,
  type ModelOverrule,
  type QuickPlacement,
} from './place-sentence.ts'
import { notePosition } from './placement-features.ts'
import { storedPlacementModel, type PlacementModel } from './placement-model.ts'
import { storedBoundaryModel, type BoundaryModel } from './sentence-boundaries.ts'
import { tldrFor } from './tldr.ts'

type QuickSectionId = 'ask' | 'progress' | 'risks' | 'next'

const quickSectionName = (id: string) => QUICK_TEMPLATE.sections.find((section) => section.id === id)!.name

/**
 * Places every sentence of a quick update in its section; a sentence with no cue goes where the model
 * says (without one, it follows the sentence before), and the problem an ask answers goes to risks.
 */
function placeQuickSentences(sentences: readonly string[], model: PlacementModel | null, overrule: ModelOverrule) {
  const placements: [string, QuickPlacement][] = []
  let previous: QuickPlacement = 'progress'
  for (const [index, sentence] of sentences.entries()) {
    // "Where we are.", "Progress:": framing that says no fact of its own is no entry, nor the TL;DR's topic.
    if (onlyFrames(sentence)) continue
    const neighbours = { before: sentences[index - 1], after: sentences[index + 1] }
    let placement = placeSentence(sentence, model, notePosition(index, sentences.length), overrule, neighbours)
    if (placement === 'nothing') continue
    if (placement === 'unplaced') placement = previous === 'status' ? 'progress' : previous
    placements.push([sentence, placement])
    previous = placement
  }
  const placed: Record<QuickSectionId | 'status', string[]> = { status: [], ask: [], progress: [], risks: [], next: [] }
  for (const [sentence, placement] of placeProblemsBeforeAsks(placements, model))
    placed[placement as QuickSectionId | 'status'].push(sentence)
  return placed
}

/** A quick note's sentences as they are placed: written, then cut where they turn or join two sections' facts. */
export const quickSentences = (
  transcription: string,
  boundaries: BoundaryModel | null = storedBoundaryModel,
): string[] =>
  writtenSentences(transcription, boundaries)
    .flatMap(splitStatusTail)
    .flatMap(splitJoinedClauses)
    .flatMap(splitAtContrast)
    .flatMap(splitMixedSentence)

function formatQuick(transcription: string, { model, overrule, boundaries }: FormatterModels): FormattedSection[] {
  // The model's cuts come after the rules' and stay out of quickSentences: the model learns from the rules' sentences.
  const sentences = quickSentences(transcription, boundaries).flatMap((sentence) =>
    cutBetweenSections(sentence, model, boundaries, overrule),
  )
  const placed = placeQuickSentences(sentences, model, overrule)
  const order: QuickSectionId[] = ['ask', 'progress', 'risks', 'next']
  const entries = order
    .filter((id) => placed[id].length > 0)
    .map((id) => ({ sectionId: id, sectionName: quickSectionName(id), ...entryFor(placed[id]) }))
  const tldr = tldrFor(placed)
  if (!tldr) return entries
  return [{ sectionId: 'tldr', sectionName: quickSectionName('tldr'), ...tldr }, ...entries]
}

/** Each recording of a weekly section becomes one entry of that section: `key-updates_1`, `key-updates_2`, … */
function formatWeekly(sections: readonly WeeklyFormatSection[], boundaries: BoundaryModel | null): FormattedSection[] {
  const counters = new Map<string, number>()
  const entries: FormattedSection[] = []
  for (const section of sections) {
    const base = sectionBaseId(section.sectionId)
    for (const transcription of section.transcriptions) {
      const sentences = writtenSentences(transcription, boundaries)
      if (sentences.length === 0) continue
      const index = (counters.get(base) ?? 0) + 1
      counters.set(base, index)
      const { headline, content } = entryFor(sentences)
      entries.push({ sectionId: `${base}_${index}`, sectionName: section.sectionName, headline, content })
    }
  }
  return entries
}

/** Typed text for a section, written as clean sentences. */
function processText(text: string, boundaries: BoundaryModel | null): string {
  return writtenSentences(text, boundaries).join(' ')
}

export interface OfflineFormatterOptions {
  /** Places the sentences of a quick update that no cue places; null leaves them to the rules. Default: the stored model. */
  placementModel?: PlacementModel | null
  /** When the model may overrule light cues. Default: MODEL_OVERRULE, calibrated by cross-validation. */
  overrule?: ModelOverrule
  /** Finds where sentences end in unpunctuated speech; null leaves that to the rules. Default: the stored model. */
  boundaryModel?: BoundaryModel | null
}

interface FormatterModels {
  model: PlacementModel | null
  overrule: ModelOverrule
  boundaries: BoundaryModel | null
}

/** The deterministic formatter: no network, no randomness, and every fact in its output was in its input. */
export function createOfflineFormatter(options: OfflineFormatterOptions = {}): Formatter {
  const models: FormatterModels = {
    model: options.placementModel === undefined ? storedPlacementModel : options.placementModel,
    overrule: options.overrule ?? MODEL_OVERRULE,
    boundaries: options.boundaryModel === undefined ? storedBoundaryModel : options.boundaryModel,
  }
  return {
    description: 'offline (deterministic rules)',
    async formatUpdate(request) {
      return request.updateType === 'quick'
        ? formatQuick(request.transcription, models)
        : formatWeekly(request.sections, models.boundaries)
    },
    async processText(request) {
      return processText(request.text, models.boundaries)
    },
    async deriveExecVersion(weekly) {
      return deriveExecVersion(weekly)
    },
  }
}
