import type { Logger } from '../logger.ts'
import type { SessionStore } from '../services/session-store.ts'

// setTimeout's longest delay (about 24.8 days): a later end is looked at again then.
const LONGEST_TIMER_MS = 2 ** 31 - 1
// After the database failed to answer, the sessions are asked about again this much later.
const RETRY_MS = 1000

/**
 * Closes the sockets of a session at the moment it expires, though no request comes to notice it:
 * one timer, on the nearest end among the sessions with sockets open on this instance. When it
 * fires, the session store decides, since a request on any instance may have kept the session alive.
 */
export function createSessionExpiryTimer(deps: {
  sessionStore: Pick<SessionStore, 'get' | 'endsAt'>
  /** The sessions with sockets open here now. */
  openSessions: () => ReadonlySet<string>
  close: (sessionId: string) => void
  now: () => number
  logger: Logger
}) {
  const endsAt = new Map<string, number>()
  let timer: NodeJS.Timeout | null = null
  let stopped = false

  function schedule(delay?: number): void {
    if (timer) clearTimeout(timer)
    timer = null
    if (stopped || endsAt.size === 0) return
    const next = delay ?? Math.max(0, Math.min(...endsAt.values()) - deps.now())
    timer = setTimeout(() => void fire(), Math.min(next, LONGEST_TIMER_MS))
    timer.unref()
  }

  async function learn(sessionId: string): Promise<void> {
    const end = await deps.sessionStore.endsAt(sessionId)
    if (end === null) {
      endsAt.delete(sessionId)
      deps.close(sessionId)
    } else endsAt.set(sessionId, end)
  }

  async function fire(): Promise<void> {
    timer = null
    const open = deps.openSessions()
    for (const sessionId of endsAt.keys()) if (!open.has(sessionId)) endsAt.delete(sessionId)
    try {
      for (const [sessionId, end] of endsAt) {
        if (end > deps.now()) continue
        // Ends the session (announced to every instance) when it has expired, else finds its new end.
        if (await deps.sessionStore.get(sessionId)) await learn(sessionId)
        else {
          endsAt.delete(sessionId)
          deps.close(sessionId)
        }
      }
      schedule()
    } catch (error) {
      deps.logger.warn('sync: could not check expiring sessions', { error: String(error) })
      schedule(RETRY_MS)
    }
  }

  return {
    /** Starts watching the session of a socket just opened. */
    async watch(sessionId: string): Promise<void> {
      if (endsAt.has(sessionId)) return
      try {
        await learn(sessionId)
      } catch (error) {
        deps.logger.warn('sync: could not read when a session ends', { error: String(error) })
        return
      }
      schedule()
    },
    stop(): void {
      stopped = true
      if (timer) clearTimeout(timer)
    },
  }
}
