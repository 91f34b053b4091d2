import { createBoundedMap } from './bounded-map.ts'

/**
 * A bounded cache in front of database reads that never keeps a stale value: every change forgets
 * first, and a read that was under way while something was forgotten is returned but not kept
 * (it may have read the row before the change was committed).
 */
export function createReadThrough<K, V>(capacity: number) {
  const entries = createBoundedMap<K, V>(capacity)
  let forgets = 0
  return {
    async read(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
      const cached = entries.get(key)
      if (cached !== undefined) return cached
      const before = forgets
      const value = await load()
      if (value !== undefined && forgets === before) entries.set(key, value)
      return value
    },
    peek: (key: K) => entries.get(key),
    forget(key: K): void {
      forgets++
      entries.delete(key)
    },
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
