/**
 * A Map that forgets its oldest entry past `capacity`, so a cache in front of the database stays
 * small however many sessions or accounts pass through. Oldest by insertion, not by use: a read
 * stays a plain look-up, and an entry forgotten while still in use costs one database read.
 */
export function createBoundedMap<K, V>(capacity: number) {
  const entries = new Map<K, V>()
  return {
    get: (key: K): V | undefined => entries.get(key),
    set(key: K, value: V): void {
      entries.delete(key)
      entries.set(key, value)
      if (entries.size > capacity) entries.delete(entries.keys().next().value!)
    },
    delete: (key: K) => void entries.delete(key),
    /** Removes every entry whose value matches. */
    deleteWhere(matches: (value: V) => boolean): void {
      for (const [key, value] of entries) if (matches(value)) entries.delete(key)
    },
  }
}
