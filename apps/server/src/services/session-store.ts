import { createBoundedMap } from '../repositories/cached/bounded-map.ts'
import type { SessionsRepository } from '../repositories/sessions-repository.ts'
import { WRONG_CREDENTIALS } from './accounts-service.ts'
import { ServiceError } from './service-error.ts'
import type { SessionRevocations } from './session-revocations.ts'

export interface SessionData {
  userId?: string
  [key: string]: unknown
}

export interface SessionStoreOptions {
  idleTimeoutMs: number
  absoluteTimeoutMs: number
  now: () => number
  /** Told about every session that ends here, so sockets opened under it close too. */
  revocations?: SessionRevocations
}

// Writing last_seen_at on every request would turn each read into a write; a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000
// As many parsed sessions as the sessions cache keeps rows (repositories/cached/cached-sessions-repository.ts).
const PARSED_SESSIONS = 20_000

/**
 * The sessions the signed cookie names (http/sessions.ts), kept in the database so that logout and
 * account deletion really revoke a session (a copied cookie stops working), with an idle and an
 * absolute lifetime enforced here.
 */
export function createSessionStore(sessions: SessionsRepository, options: SessionStoreOptions) {
  // A session's JSON, parsed once and reused while it is unchanged: every signed-in request reads it.
  // Frozen, since the session middleware and the upgrade check only read what `get` returns.
  const parsed = createBoundedMap<string, { json: string; data: SessionData }>(PARSED_SESSIONS)
  const dataOf = (id: string, json: string): SessionData => {
    const known = parsed.get(id)
    if (known?.json === json) return known.data
    const data = Object.freeze(JSON.parse(json) as SessionData)
    parsed.set(id, { json, data })
    return data
  }
  return {
    async get(id: string): Promise<SessionData | undefined> {
      const row = await sessions.findById(id)
      if (!row) return undefined
      const now = options.now()
      if (now - row.createdAt > options.absoluteTimeoutMs || now - row.lastSeenAt > options.idleTimeoutMs) {
        await sessions.remove(id)
        parsed.delete(id)
        options.revocations?.sessionEnded(id)
        return undefined
      }
      if (now - row.lastSeenAt > TOUCH_INTERVAL_MS) await sessions.touch(id, now)
      return dataOf(id, row.data)
    },
    /** The first moment `get` finds the session ended unless a request keeps it alive; null once it has. */
    async endsAt(id: string): Promise<number | null> {
      const row = await sessions.findById(id)
      if (!row) return null
      return Math.min(row.createdAt + options.absoluteTimeoutMs, row.lastSeenAt + options.idleTimeoutMs) + 1
    },
    async set(id: string, data: SessionData): Promise<void> {
      // Only signed-in sessions are kept; a visitor's empty session needs no row.
      if (typeof data.userId !== 'string') return
      const now = options.now()
      if (
        !(await sessions.save({ id, userId: data.userId, data: JSON.stringify(data), createdAt: now, lastSeenAt: now }))
      ) {
        // The account was deleted while this sign-in was under way: it fails like wrong credentials.
        throw new ServiceError('unauthenticated', WRONG_CREDENTIALS)
      }
    },
    async destroy(id: string): Promise<void> {
      await sessions.remove(id)
      parsed.delete(id)
      options.revocations?.sessionEnded(id)
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>
