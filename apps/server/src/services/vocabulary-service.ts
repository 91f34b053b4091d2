import crypto from 'node:crypto'
import { VOCABULARY_MAX_TERMS, vocabularyTermRequestSchema, type VocabularyTerm } from '@sayso/shared'
import type { z } from 'zod'
import type { VocabularyRepository } from '../repositories/vocabulary-repository.ts'
import { ServiceError } from './service-error.ts'

type TermInput = z.output<typeof vocabularyTermRequestSchema>

const duplicate = (term: string) => new ServiceError('conflict', `"${term}" is already in your vocabulary`)
const notFound = () => new ServiceError('not-found', 'That vocabulary term no longer exists')

/** A user's custom vocabulary: names and jargon the recogniser and formatter should write correctly. */
export function createVocabularyService(
  repository: VocabularyRepository,
  now: () => number,
  changed: (userId: string) => void = () => {},
) {
  return {
    list: (userId: string): Promise<VocabularyTerm[]> => repository.list(userId),

    async add(userId: string, input: TermInput): Promise<VocabularyTerm> {
      if ((await repository.count(userId)) >= VOCABULARY_MAX_TERMS) {
        throw new ServiceError(
          'limit-reached',
          `Your vocabulary is full (${VOCABULARY_MAX_TERMS} terms). Remove a term to add another.`,
        )
      }
      const term: VocabularyTerm = { id: crypto.randomUUID(), term: input.term, soundsLike: input.soundsLike }
      if ((await repository.insert(userId, term, now())) === 'duplicate') throw duplicate(input.term)
      changed(userId)
      return term
    },

    async change(userId: string, id: string, input: TermInput): Promise<VocabularyTerm> {
      const term: VocabularyTerm = { id, term: input.term, soundsLike: input.soundsLike }
      const result = await repository.update(userId, term)
      if (result === 'duplicate') throw duplicate(input.term)
      if (!result) throw notFound()
      changed(userId)
      return term
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.remove(userId, id))) throw notFound()
      changed(userId)
    },
  }
}

export type VocabularyService = ReturnType<typeof createVocabularyService>
