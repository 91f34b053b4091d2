import type { UserRow, UsersRepository } from '../users-repository.ts'
import { createReadThrough, type SharedCache, type WriteScope } from './read-through.ts'

const CACHED_USERS = 20_000

/**
 * Accounts looked up by id from memory: every signed-in request checks that its account still
 * exists. Renames and deletions go through here and drop the cached row at once, here and, through
 * `shared`, on every other instance.
 */
export function createUsersCache(shared?: SharedCache) {
  const rows = createReadThrough<UserRow>(CACHED_USERS, shared)
  return {
    wrap(inner: UsersRepository, scope: WriteScope = { kind: 'direct' }): UsersRepository {
      const forget = <T>(id: string, write: () => Promise<T>) => rows.forgetAround(id, scope, write)
      return {
        ...inner,
        async findById(id) {
          if (scope.kind === 'transaction') return inner.findById(id)
          const row = await rows.read(id, () => inner.findById(id))
          return row && { ...row }
        },
        async exists(id) {
          if (scope.kind === 'transaction') return inner.exists(id)
          // Answered from the cached row without copying it: none of it leaves here.
          return (await rows.read(id, () => inner.findById(id))) !== undefined
        },
        rename: (id, name) => forget(id, () => inner.rename(id, name)),
        remove: (id) => forget(id, () => inner.remove(id)),
      }
    },
  }
}

export type UsersCache = ReturnType<typeof createUsersCache>
