import type { SessionRevocations } from '../../services/session-revocations.ts'
import type { SessionRow, SessionsRepository } from '../sessions-repository.ts'
import { createBoundedMap } from './bounded-map.ts'

const CACHED_SESSIONS = 20_000

/**
 * Sessions read from memory: every signed-in request looks its session up, and it changes only at
 * sign-in, logout, expiry and account deletion, all of which go through this repository or are
 * announced by SessionRevocations; each drops the cached row at once. The idle and absolute
 * lifetimes are still checked against the row's times by the session store on every read.
 * This process is the database's only writer of sessions.
 */
export function createCachedSessionsRepository(inner: SessionsRepository, revocations: SessionRevocations): SessionsRepository {
  const rows = createBoundedMap<string, SessionRow>(CACHED_SESSIONS)
  const forgetUser = (userId: string) => rows.deleteWhere((row) => row.userId === userId)
  revocations.subscribe((revocation) => {
    if ('sessionId' in revocation) rows.delete(revocation.sessionId)
    else forgetUser(revocation.userId)
  })

  return {
    ...inner,
    findById(id) {
      const cached = rows.get(id)
      if (cached) return { ...cached }
      const row = inner.findById(id)
      if (row) rows.set(id, { ...row })
      return row
    },
    save(row) {
      rows.delete(row.id)
      return inner.save(row)
    },
    touch(id, lastSeenAt) {
      inner.touch(id, lastSeenAt)
      const cached = rows.get(id)
      if (cached) cached.lastSeenAt = lastSeenAt
    },
    remove(id) {
      rows.delete(id)
      inner.remove(id)
    },
    removeForUser(userId) {
      forgetUser(userId)
      return inner.removeForUser(userId)
    },
  }
}
