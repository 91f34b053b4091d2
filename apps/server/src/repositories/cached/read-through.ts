import type { ClusterBus } from '../../cluster/cluster-bus.ts'
import { createBoundedMap } from './bounded-map.ts'

/** Other instances writing the same database: each forgotten key is told to them on `topic`, and theirs here. */
export interface SharedCache {
  bus: ClusterBus
  topic: string
}

/**
 * A bounded cache in front of database reads that never keeps a stale value: every change forgets
 * first, and a read that was under way while something was forgotten is returned but not kept
 * (it may have read the row before the change was committed). With `shared`, a change made by
 * another instance is forgotten here as soon as it tells (Redis pub/sub, within milliseconds).
 */
export function createReadThrough<V>(capacity: number, shared?: SharedCache) {
  const entries = createBoundedMap<string, V>(capacity)
  let forgets = 0
  const forgetHere = (key: string) => {
    forgets++
    entries.delete(key)
  }
  shared?.bus.subscribe(shared.topic, forgetHere)
  /** Tells the other instances to forget `key` (a change made here). */
  const forgetElsewhere = (key: string) => shared?.bus.publish(shared.topic, key)
  const forget = (key: string) => {
    forgetHere(key)
    forgetElsewhere(key)
  }
  return {
    async read(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
      const cached = entries.get(key)
      if (cached !== undefined) return cached
      const before = forgets
      const value = await load()
      if (value !== undefined && forgets === before) entries.set(key, value)
      return value
    },
    peek: (key: string) => entries.get(key),
    forget,
    forgetElsewhere,
    /**
     * Runs a write that changes `key`'s value in `scope`: the key is forgotten before and after
     * it, and again when the transaction it is part of ends, committed or not.
     */
    async forgetAround<T>(key: string, scope: WriteScope, write: () => Promise<T>): Promise<T> {
      forget(key)
      if (scope.kind === 'transaction') scope.whenEnded(() => forget(key))
      try {
        return await write()
      } finally {
        forget(key)
      }
    },
    /** Here only: its callers' changes are announced to the other instances otherwise (session revocations). */
    forgetWhere(matches: (value: V) => boolean): void {
      forgets++
      entries.deleteWhere(matches)
    },
  }
}

/**
 * Where a repository's writes are made: directly (each write commits at once) or inside a
 * transaction, whose reads bypass the cache (they may see uncommitted rows) and whose writes
 * forget the cached rows again when it ends, committed or not.
 */
export type WriteScope = { kind: 'direct' } | { kind: 'transaction'; whenEnded(forget: () => void): void }
