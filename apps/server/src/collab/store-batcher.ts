import type * as Y from 'yjs'

/**
 * Coalesces the document stores Hocuspocus asks for in one event-loop turn into one call, so many
 * documents whose debounce ends together cost one database commit (one fsync) instead of one each.
 */
export function createStoreBatcher(storeAll: (documents: ReadonlyMap<string, Y.Doc>) => void) {
  let queued = new Map<string, Y.Doc>()
  let flushed: Promise<void> | null = null

  return {
    /** Resolves once the document is stored (rejects if that commit failed, so Hocuspocus keeps it loaded). */
    store(name: string, document: Y.Doc): Promise<void> {
      queued.set(name, document)
      flushed ??= new Promise<void>((resolve, reject) => {
        setImmediate(() => {
          const batch = queued
          queued = new Map()
          flushed = null
          try {
            storeAll(batch)
            resolve()
          } catch (error) {
            reject(error)
          }
        })
      })
      return flushed
    },
  }
}
