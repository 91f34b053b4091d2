import { vocabularyTermRequestSchema, type VocabularyTermRequest } from '@sayso/shared'
import { userFacingMessage } from '../../../../api/api-client.ts'
import { refusalStatus, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../../forms/field-errors.ts'

export interface VocabularyDraft {
  term: string
  /** Hints as typed: separated by commas. */
  soundsLike: string
}

export type VocabularyField = keyof VocabularyDraft

export const EMPTY_DRAFT: VocabularyDraft = { term: '', soundsLike: '' }

/** The request for a draft, or each failing field with its message (the server's own rules, from the shared schema). */
export function termToSubmit(
  draft: VocabularyDraft,
): { request: VocabularyTermRequest } | { errors: FieldErrors<VocabularyField> } {
  const body = {
    term: draft.term,
    soundsLike: draft.soundsLike
      .split(',')
      .map((hint) => hint.trim())
      .filter(Boolean),
  }
  const result = vocabularyTermRequestSchema.safeParse(body)
  if (!result.success) return { errors: zodFieldErrors<VocabularyField>(result.error, ['term', 'soundsLike']) }
  return { request: result.data }
}

/**
 * The field a refused term is about: a term already in the vocabulary (409) is the written form's; a 400
 * names its field ("term: …", "soundsLike.1: …"). A full vocabulary or a term gone meanwhile is no field's.
 */
export function vocabularyServerErrors(error: unknown): FieldErrors<VocabularyField> {
  if (refusalStatus(error) === 409)
    return { term: userFacingMessage(error) ?? 'This term is already in your vocabulary' }
  return serverFieldErrors<VocabularyField>(error, ['term', 'soundsLike'])
}
