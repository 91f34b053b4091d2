import type { UpdateRow, UpdatesRepository } from '../updates-repository.ts'
import { createReadThrough, type SharedCache, type WriteScope } from './read-through.ts'

const CACHED_LISTS = 5_000

/**
 * Each user's list of updates read from memory: the list is read on every visit to the app and
 * changes only through the writes below (the documents' stores), each of which drops the user's
 * cached list. A cached list is frozen and stays the same array until it changes, so what is
 * derived from it (the JSON the API sends) can be kept beside it. Other instances' writes are told
 * through `shared` (cached/read-through.ts).
 */
export function createUpdatesCache(shared?: SharedCache) {
  const lists = createReadThrough<UpdateRow[]>(CACHED_LISTS, shared)
  return {
    wrap(inner: UpdatesRepository, scope: WriteScope = { kind: 'direct' }): UpdatesRepository {
      const forget = <T>(userId: string, write: () => Promise<T>) => lists.forgetAround(userId, scope, write)
      return {
        ...inner,
        async listForUser(userId) {
          if (scope.kind === 'transaction') return inner.listForUser(userId)
          const rows = await lists.read(
            userId,
            async () =>
              Object.freeze((await inner.listForUser(userId)).map((row) => Object.freeze(row))) as UpdateRow[],
          )
          return rows!
        },
        insert: (row) => forget(row.userId, () => inner.insert(row)),
        update: (row) => forget(row.userId, () => inner.update(row)),
        removeForUser: (id, userId) => forget(userId, () => inner.removeForUser(id, userId)),
      }
    },
  }
}

export type UpdatesCache = ReturnType<typeof createUpdatesCache>
