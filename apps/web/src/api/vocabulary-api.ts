import {
  vocabularyListSchema,
  vocabularyTermSchema,
  type VocabularyTerm,
  type VocabularyTermRequest,
} from '@sayso/shared'
import { queryOptions } from '@tanstack/react-query'
import { request } from './api-client.ts'

export const vocabularyQuery = queryOptions({
  queryKey: ['vocabulary'],
  queryFn: (): Promise<VocabularyTerm[]> => request('GET', '/api/user/vocabulary', { schema: vocabularyListSchema }),
})

export const addVocabularyTerm = (term: VocabularyTermRequest): Promise<VocabularyTerm> =>
  request('POST', '/api/user/vocabulary', { body: term, schema: vocabularyTermSchema })

export const changeVocabularyTerm = (id: string, term: VocabularyTermRequest): Promise<VocabularyTerm> =>
  request('PUT', `/api/user/vocabulary/${encodeURIComponent(id)}`, { body: term, schema: vocabularyTermSchema })

export const removeVocabularyTerm = (id: string): Promise<void> =>
  request('DELETE', `/api/user/vocabulary/${encodeURIComponent(id)}`)
