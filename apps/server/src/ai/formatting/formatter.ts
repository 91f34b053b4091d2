import type {
  DerivedEntry,
  FormatUpdateRequest,
  FormattedSection,
  ProcessTextRequest,
  VocabularyTerm,
  WeeklyEntry,
} from '@sayso/shared'

/**
 * Turns transcriptions into a structured update, typed text into a section's entry text, and a
 * weekly update into its exec version.
 */
export interface Formatter {
  /** For the start-up log line. */
  readonly description: string
  /** `vocabulary`: the user's names and jargon, written as they are there. */
  formatUpdate(request: FormatUpdateRequest, vocabulary?: readonly VocabularyTerm[]): Promise<FormattedSection[]>
  processText(request: ProcessTextRequest, vocabulary?: readonly VocabularyTerm[]): Promise<string>
  /** Issue 17: the exec version (a Quick Update) of a weekly update's entries. */
  deriveExecVersion(weekly: readonly WeeklyEntry[]): Promise<DerivedEntry[]>
}
