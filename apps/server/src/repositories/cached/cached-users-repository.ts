import type { UserRow, UsersRepository } from '../users-repository.ts'
import { createReadThrough, type WriteScope } from './read-through.ts'

const CACHED_USERS = 20_000

/**
 * Accounts looked up by id from memory: every signed-in request checks that its account still
 * exists. Renames and deletions go through here and drop the cached row at once; this process is
 * the database's only writer of users.
 */
export function createUsersCache() {
  const rows = createReadThrough<string, UserRow>(CACHED_USERS)
  return {
    wrap(inner: UsersRepository, scope: WriteScope = { kind: 'direct' }): UsersRepository {
      const forget = async <T>(id: string, write: () => Promise<T>) => {
        rows.forget(id)
        if (scope.kind === 'transaction') scope.whenEnded(() => rows.forget(id))
        try {
          return await write()
        } finally {
          rows.forget(id)
        }
      }
      return {
        ...inner,
        async findById(id) {
          if (scope.kind === 'transaction') return inner.findById(id)
          const row = await rows.read(id, () => inner.findById(id))
          return row && { ...row }
        },
        rename: (id, name) => forget(id, () => inner.rename(id, name)),
        remove: (id) => forget(id, () => inner.remove(id)),
      }
    },
  }
}

export type UsersCache = ReturnType<typeof createUsersCache>
