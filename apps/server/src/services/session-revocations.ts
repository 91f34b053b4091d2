import { aloneBus, type ClusterBus } from '../cluster/cluster-bus.ts'

export type Revocation = { sessionId: string } | { userId: string }

const TOPIC = 'session-revoked'

/**
 * Announces sessions that ended (logout, expiry, account deletion) to whoever holds something
 * opened under them, such as the sync server's sockets and the sessions cache, so revocation takes
 * effect at once — on this instance and, through `bus`, on every other one.
 */
export function createSessionRevocations(bus: ClusterBus = aloneBus) {
  const listeners = new Set<(revocation: Revocation) => void>()
  const announceHere = (revocation: Revocation) => listeners.forEach((listener) => listener(revocation))
  const announce = (revocation: Revocation) => {
    announceHere(revocation)
    bus.publish(TOPIC, JSON.stringify(revocation))
  }
  bus.subscribe(TOPIC, (message) => {
    const revocation = JSON.parse(message) as Partial<Record<'sessionId' | 'userId', unknown>>
    if (typeof revocation.sessionId === 'string') announceHere({ sessionId: revocation.sessionId })
    else if (typeof revocation.userId === 'string') announceHere({ userId: revocation.userId })
  })
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
