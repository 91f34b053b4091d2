// Issue 16: the training examples of the placement model — each sentence the formatter would place, as
// offline-formatter.ts's rules cut it, with the section of the labelled fact it holds. A sentence that holds no
// fact, or facts of two sections, teaches nothing and is left out. The sentence-boundary model's cuts are left out
// of training: made where no rule is sure, they taught the placement model less (cross-validated, 5369 facts placed
// with them against 5377 without).

import { quickSentences } from '../offline/offline-formatter.ts'
import { spokenNumbersToDigits } from '../offline/spoken-numbers.ts'
import {
  PLACEMENT_SECTIONS,
  notePosition,
  type Neighbours,
  type NotePosition,
  type PlacementSection,
} from '../offline/placement-features.ts'
import type { EvalCase } from './score-formatter.ts'

export interface PlacementExample {
  sentence: string
  section: PlacementSection
  position: NotePosition
  neighbours: Neighbours
}

const isPlacementSection = (section: string): section is PlacementSection =>
  (PLACEMENT_SECTIONS as readonly string[]).includes(section)

/** The labelled sentences of a set's quick notes. */
export function placementExamples(cases: readonly EvalCase[]): PlacementExample[] {
  return cases.flatMap((evalCase) => {
    if (evalCase.type !== 'quick') return []
    const sentences = quickSentences(evalCase.transcription ?? '', null)
    const labels = sentences.map(() => new Set<PlacementSection>())
    for (const fact of evalCase.facts) {
      if (!isPlacementSection(fact.section)) continue
      // The fact is in the sentence its first phrase found in one sentence only names; a phrase found in
      // two ("Paris office") does not say which one it is.
      for (const phrase of fact.any) {
        // The sentences say numbers in digits, as the formatter writes them: so must the phrase ("sixty classrooms").
        const forms = [phrase, spokenNumbersToDigits(phrase)].map((form) => form.toLowerCase())
        const holding = sentences.flatMap((sentence, index) =>
          forms.some((form) => sentence.toLowerCase().includes(form)) ? [index] : [],
        )
        if (holding.length !== 1) continue
        labels[holding[0]!]!.add(fact.section)
        break
      }
    }
    return sentences.flatMap((sentence, index) => {
      const [section, ...others] = labels[index]!
      return section && others.length === 0
        ? [
            {
              sentence,
              section,
              position: notePosition(index, sentences.length),
              neighbours: { before: sentences[index - 1], after: sentences[index + 1] },
            },
          ]
        : []
    })
  })
}
