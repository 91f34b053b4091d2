import type { UserRow, UsersRepository } from '../users-repository.ts'
import { createBoundedMap } from './bounded-map.ts'

const CACHED_USERS = 20_000

/**
 * Accounts looked up by id from memory: every signed-in request checks that its account still
 * exists. Renames and deletions go through here and replace or drop the cached row at once;
 * this process is the database's only writer of users.
 */
export function createCachedUsersRepository(inner: UsersRepository): UsersRepository {
  const rows = createBoundedMap<string, UserRow>(CACHED_USERS)
  return {
    ...inner,
    findById(id) {
      const cached = rows.get(id)
      if (cached) return { ...cached }
      const row = inner.findById(id)
      if (row) rows.set(id, { ...row })
      return row
    },
    rename(id, name) {
      rows.delete(id)
      return inner.rename(id, name)
    },
    remove(id) {
      rows.delete(id)
      return inner.remove(id)
    },
  }
}
