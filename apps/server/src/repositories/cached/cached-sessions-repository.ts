import type { SessionRevocations } from '../../services/session-revocations.ts'
import type { SessionRow, SessionsRepository } from '../sessions-repository.ts'
import { createReadThrough, type SharedCache, type WriteScope } from './read-through.ts'

const CACHED_SESSIONS = 20_000

/**
 * Sessions read from memory: every signed-in request looks its session up, and it changes only at
 * sign-in, logout, expiry and account deletion, all of which go through this repository or are
 * announced by SessionRevocations; each drops the cached row at once. The idle and absolute
 * lifetimes are still checked against the row's times by the session store on every read.
 * Other instances' changes arrive as revocations, or through `shared` (cached/read-through.ts).
 */
export function createSessionsCache(revocations: SessionRevocations, shared?: SharedCache) {
  const rows = createReadThrough<SessionRow>(CACHED_SESSIONS, shared)
  const forgetUser = (userId: string) => rows.forgetWhere((row) => row.userId === userId)
  revocations.subscribe((revocation) => {
    if ('sessionId' in revocation) rows.forget(revocation.sessionId)
    else forgetUser(revocation.userId)
  })

  return {
    wrap(inner: SessionsRepository, scope: WriteScope = { kind: 'direct' }): SessionsRepository {
      const around = async <T>(forget: () => void, write: () => Promise<T>) => {
        forget()
        if (scope.kind === 'transaction') scope.whenEnded(forget)
        try {
          return await write()
        } finally {
          forget()
        }
      }
      return {
        ...inner,
        async findById(id) {
          if (scope.kind === 'transaction') return inner.findById(id)
          const row = await rows.read(id, () => inner.findById(id))
          return row && { ...row }
        },
        save: (row) =>
          around(
            () => rows.forget(row.id),
            () => inner.save(row),
          ),
        async touch(id, lastSeenAt) {
          await inner.touch(id, lastSeenAt)
          // The row is otherwise unchanged: the cached copy is kept, with its new time.
          const cached = rows.peek(id)
          if (cached) cached.lastSeenAt = lastSeenAt
          // Another instance's copy would count the session idle from an older time.
          rows.forgetElsewhere(id)
        },
        remove: (id) =>
          around(
            () => rows.forget(id),
            () => inner.remove(id),
          ),
        removeForUser: (userId) =>
          around(
            () => forgetUser(userId),
            () => inner.removeForUser(userId),
          ),
      }
    },
  }
}

export type SessionsCache = ReturnType<typeof createSessionsCache>
