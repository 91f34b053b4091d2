import type { VocabularyTerm } from '@sayso/shared'
import type { VocabularyRepository } from '../vocabulary-repository.ts'
import { createReadThrough, type SharedCache, type WriteScope } from './read-through.ts'

const CACHED_VOCABULARIES = 5_000

/**
 * Each user's vocabulary read from memory: every AI request (format, process text, transcribe)
 * reads it, and it changes only through the writes below, each of which drops the user's cached
 * list. (A deleted account's list is never read again, its requests being refused, and is
 * forgotten as newer ones come in.) A cached list is frozen and stays the same array until it
 * changes, so what is built from it (the canonicaliser's pattern) can be kept beside it. Other
 * instances' writes are told through `shared` (cached/read-through.ts).
 */
export function createVocabularyCache(shared?: SharedCache) {
  const lists = createReadThrough<readonly VocabularyTerm[]>(CACHED_VOCABULARIES, shared)
  return {
    wrap(inner: VocabularyRepository, scope: WriteScope = { kind: 'direct' }): VocabularyRepository {
      const forget = <T>(userId: string, write: () => Promise<T>) => lists.forgetAround(userId, scope, write)
      return {
        ...inner,
        async list(userId) {
          if (scope.kind === 'transaction') return inner.list(userId)
          const terms = await lists.read(userId, async () =>
            Object.freeze((await inner.list(userId)).map((term) => Object.freeze(term))),
          )
          return terms as VocabularyTerm[]
        },
        insert: (userId, term, createdAt) => forget(userId, () => inner.insert(userId, term, createdAt)),
        update: (userId, term) => forget(userId, () => inner.update(userId, term)),
        remove: (userId, id) => forget(userId, () => inner.remove(userId, id)),
      }
    },
  }
}

export type VocabularyCache = ReturnType<typeof createVocabularyCache>
