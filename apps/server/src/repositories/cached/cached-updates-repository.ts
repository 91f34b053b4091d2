import type { UpdateRow, UpdatesRepository } from '../updates-repository.ts'
import { createBoundedMap } from './bounded-map.ts'

const CACHED_LISTS = 5_000

/**
 * Each user's list of updates read from memory: the list is read on every visit to the app and
 * changes only through the writes below (the documents' stores), each of which drops the user's
 * cached list first. A cached list is frozen and stays the same array until it changes, so what is
 * derived from it (the JSON the API sends) can be kept beside it. This process is the only writer.
 */
export function createCachedUpdatesRepository(inner: UpdatesRepository): UpdatesRepository {
  const lists = createBoundedMap<string, UpdateRow[]>(CACHED_LISTS)
  return {
    ...inner,
    listForUser(userId) {
      const cached = lists.get(userId)
      if (cached) return cached
      const rows = Object.freeze(inner.listForUser(userId).map((row) => Object.freeze(row))) as UpdateRow[]
      lists.set(userId, rows)
      return rows
    },
    insert(row) {
      lists.delete(row.userId)
      inner.insert(row)
    },
    update(row) {
      lists.delete(row.userId)
      return inner.update(row)
    },
    removeForUser(id, userId) {
      lists.delete(userId)
      return inner.removeForUser(id, userId)
    },
  }
}
