import type * as Y from 'yjs'

/** The documents of a batch that could not be stored, with why. */
export type StoreFailures = ReadonlyMap<string, unknown>

// Hocuspocus stores a document that keeps being edited in the turn of one of its edits (once its
// longest debounce is over), so documents edited together come due a few milliseconds apart, each
// in a turn of its own. Each batch costs a transaction, a sync of the database's write-ahead log
// and a commit of the update log (update-journal.ts), so stores are gathered for this long.
export const STORE_GATHER_MS = 50

/**
 * Coalesces the document stores Hocuspocus asks for within STORE_GATHER_MS into one call, so many
 * documents whose debounce ends together cost one database commit (one fsync) instead of one each.
 * A document that fails is reported alone: the others of its batch are stored all the same.
 */
export function createStoreBatcher(storeAll: (documents: ReadonlyMap<string, Y.Doc>) => Promise<StoreFailures>) {
  let queued = new Map<string, Y.Doc>()
  let flushed: Promise<StoreFailures> | null = null

  return {
    /** Resolves once the document is stored (rejects if it was not, so Hocuspocus keeps it loaded and retries). */
    async store(name: string, document: Y.Doc): Promise<void> {
      queued.set(name, document)
      flushed ??= new Promise<StoreFailures>((resolve, reject) => {
        setTimeout(() => {
          const batch = queued
          queued = new Map()
          flushed = null
          storeAll(batch).then(resolve, reject)
        }, STORE_GATHER_MS)
      })
      const failures = await flushed
      if (failures.has(name)) throw failures.get(name)
    },
  }
}
