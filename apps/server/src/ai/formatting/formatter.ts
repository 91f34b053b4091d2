import type { FormatUpdateRequest, FormattedSection, ProcessTextRequest } from '@sayso/shared'

/** Turns transcriptions into a structured update, and typed text into a section's entry text. */
export interface Formatter {
  /** For the start-up log line. */
  readonly description: string
  formatUpdate(request: FormatUpdateRequest): Promise<FormattedSection[]>
  processText(request: ProcessTextRequest): Promise<string>
}
