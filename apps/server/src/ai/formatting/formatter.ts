import type { FormatUpdateRequest, FormattedSection, ProcessTextRequest, VocabularyTerm } from '@sayso/shared'

/** Turns transcriptions into a structured update, and typed text into a section's entry text. */
export interface Formatter {
  /** For the start-up log line. */
  readonly description: string
  /** `vocabulary`: the user's names and jargon, written as they are there. */
  formatUpdate(request: FormatUpdateRequest, vocabulary?: readonly VocabularyTerm[]): Promise<FormattedSection[]>
  processText(request: ProcessTextRequest, vocabulary?: readonly VocabularyTerm[]): Promise<string>
}
