import { describeValidationError, vocabularyTermRequestSchema, type VocabularyTermRequest } from '@sayso/shared'

export interface VocabularyDraft {
  term: string
  /** Hints as typed: separated by commas. */
  soundsLike: string
}

export const EMPTY_DRAFT: VocabularyDraft = { term: '', soundsLike: '' }

/** The request for a draft, or the message naming what is wrong (the server's own rules, from the shared schema). */
export function termToSubmit(draft: VocabularyDraft): { request: VocabularyTermRequest } | { error: string } {
  const body = {
    term: draft.term,
    soundsLike: draft.soundsLike
      .split(',')
      .map((hint) => hint.trim())
      .filter(Boolean),
  }
  const result = vocabularyTermRequestSchema.safeParse(body)
  if (!result.success) return { error: describeValidationError(result.error).replace(/^term: /, '').replace(/^soundsLike(\.\d+)?: /, '') }
  return { request: result.data }
}
