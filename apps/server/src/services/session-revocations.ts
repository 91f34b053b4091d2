export type Revocation = { sessionId: string } | { userId: string }

/**
 * Announces sessions that ended (logout, expiry, account deletion) to whoever holds something
 * opened under them, such as the sync server's sockets, so revocation takes effect at once.
 */
export function createSessionRevocations() {
  const listeners = new Set<(revocation: Revocation) => void>()
  const announce = (revocation: Revocation) => listeners.forEach((listener) => listener(revocation))
  return {
    subscribe(listener: (revocation: Revocation) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    sessionEnded: (sessionId: string) => announce({ sessionId }),
    userSessionsEnded: (userId: string) => announce({ userId }),
  }
}

export type SessionRevocations = ReturnType<typeof createSessionRevocations>
