import type { Hocuspocus } from '@hocuspocus/server'
import { putListedUpdate, removeListedUpdate, updateListName } from '@sayso/update-doc'
import type { Logger } from '../logger.ts'
import type { UpdateListsService } from '../services/update-lists-service.ts'
import type { SocketOwner } from './socket-registry.ts'

/**
 * Writes index changes into each user's live list document, through the server's own direct
 * connection (as REST writes edit updates), so every device of the user that has the list open
 * sees an update appear, change or go within moments. Changes of one event-loop turn are written
 * together, one transaction per user; each row is read again then, so a rolled-back write is never shown.
 */
export function createUpdateListPublisher(
  hocuspocus: Hocuspocus<SocketOwner>,
  lists: UpdateListsService,
  logger: Logger,
) {
  let pending = new Map<string, Set<string>>()
  let scheduled = false
  let stopped = false
  const inFlight = new Set<Promise<void>>()

  async function publish(ownerId: string, updateIds: ReadonlySet<string>): Promise<void> {
    const connection = await hocuspocus.openDirectConnection(updateListName(ownerId), {
      userId: ownerId,
      sessionId: 'server',
    })
    try {
      // Read after the list is loaded (which reconciles it with the index), so nothing is read twice.
      const entries = await Promise.all(
        [...updateIds].map(async (updateId) => [updateId, await lists.entryOf(ownerId, updateId)] as const),
      )
      await connection.transact((doc) => {
        for (const [updateId, entry] of entries) {
          if (entry) putListedUpdate(doc, entry)
          else removeListedUpdate(doc, updateId)
        }
      })
    } finally {
      // The list stays loaded and is stored on the debounce, like a document. Stored and reloaded for
      // every change (each document store changes its row), it took the event loop milliseconds a
      // time, growing with the list: 0.05-0.7 s of a 12 s bench:sync run at 200 documents with 250
      // listed (issue 14). Nothing waits for that store: the list is brought up to date with the
      // index whenever it loads, and shutdown stores it.
      await connection.disconnect({ unloadImmediately: false })
    }
  }

  function flush(): void {
    scheduled = false
    const batch = pending
    pending = new Map()
    for (const [ownerId, updateIds] of batch) {
      const run: Promise<void> = publish(ownerId, updateIds)
        // Not lost for good: the list is brought up to date with the index whenever it loads.
        .catch((error) =>
          logger.error('sync: could not publish an update list', { userId: ownerId, error: String(error) }),
        )
        .finally(() => inFlight.delete(run))
      inFlight.add(run)
    }
  }

  return {
    /** The index row of `updateId` was written or removed. */
    changed(ownerId: string, updateId: string): void {
      if (stopped) return
      const ids = pending.get(ownerId) ?? new Set<string>()
      ids.add(updateId)
      pending.set(ownerId, ids)
      if (scheduled) return
      scheduled = true
      setImmediate(flush)
    },
    /** Publishes what is pending and waits for every write in flight (shutdown, before the database closes). */
    async stop(): Promise<void> {
      if (scheduled) flush()
      stopped = true
      await Promise.all(inFlight)
    },
  }
}
