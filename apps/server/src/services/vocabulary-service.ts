import crypto from 'node:crypto'
import { VOCABULARY_MAX_TERMS, vocabularyTermRequestSchema, type VocabularyTerm } from '@sayso/shared'
import type { z } from 'zod'
import type { VocabularyRepository } from '../repositories/vocabulary-repository.ts'
import { ServiceError } from './service-error.ts'

type TermInput = z.output<typeof vocabularyTermRequestSchema>

const duplicate = (term: string) => new ServiceError('conflict', `"${term}" is already in your vocabulary`)
const notFound = () => new ServiceError('not-found', 'That vocabulary term no longer exists')

/** A user's custom vocabulary: names and jargon the recogniser and formatter should write correctly. */
export function createVocabularyService(repository: VocabularyRepository, now: () => number, changed: (userId: string) => void = () => {}) {
  return {
    list: (userId: string): VocabularyTerm[] => repository.list(userId),

    add(userId: string, input: TermInput): VocabularyTerm {
      if (repository.count(userId) >= VOCABULARY_MAX_TERMS) {
        throw new ServiceError('limit-reached', `Your vocabulary is full (${VOCABULARY_MAX_TERMS} terms). Remove a term to add another.`)
      }
      const term: VocabularyTerm = { id: crypto.randomUUID(), term: input.term, soundsLike: input.soundsLike }
      if (repository.insert(userId, term, new Date(now()).toISOString()) === 'duplicate') throw duplicate(input.term)
      changed(userId)
      return term
    },

    change(userId: string, id: string, input: TermInput): VocabularyTerm {
      const term: VocabularyTerm = { id, term: input.term, soundsLike: input.soundsLike }
      const result = repository.update(userId, term)
      if (result === 'duplicate') throw duplicate(input.term)
      if (!result) throw notFound()
      changed(userId)
      return term
    },

    remove(userId: string, id: string): void {
      if (!repository.remove(userId, id)) throw notFound()
      changed(userId)
    },
  }
}

export type VocabularyService = ReturnType<typeof createVocabularyService>
