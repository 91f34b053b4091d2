import type { Connection } from '@hocuspocus/server'
import * as decoding from 'lib0/decoding'
import type { Logger } from '../logger.ts'
import type * as Y from 'yjs'
import type { UpdateLog } from '../repositories/document-log-repository.ts'
import type { StoreFailures } from './store-batcher.ts'

// y-protocols sync message types that carry a device's changes, and Hocuspocus's acknowledgement.
const SYNC_STEP_2 = 1
const SYNC_UPDATE = 2
const SYNC_STATUS = 8 // @hocuspocus/server MessageType.SyncStatus
const NOT_STORED_CLOSE_CODE = 1011

/** Whether an outgoing frame is Hocuspocus's "your change was applied" (address, then type 8). */
function isAcknowledgement(message: Uint8Array): boolean {
  try {
    // Asked of every frame sent, broadcasts included: the address is skipped, not copied.
    const decoder = decoding.createDecoder(message)
    const addressLength = decoding.readVarUint(decoder)
    decoder.pos += addressLength
    return decoding.readVarUint(decoder) === SYNC_STATUS
  } catch {
    return false
  }
}

/**
 * Makes an acknowledgement a promise that a crash cannot break. Hocuspocus acknowledges a change
 * (the device then stops keeping it pending) as soon as it is in memory, and stores documents only
 * after a debounce of seconds. So each incoming update is appended to the durable update log
 * (batched: database/update-log-file.ts, log-appender.ts), and the connection's acknowledgements
 * are held until the updates before them are committed. Other devices still get the change at
 * once: it is applied and broadcast as before; only the author's acknowledgement waits for the commit.
 */
export function createUpdateJournal(log: UpdateLog, logger: Logger) {
  let closed = false
  const held = new WeakMap<Connection, { stored: Promise<void> }>()

  /** Wraps the connection's send so that acknowledgements leave in order, each after its updates are stored. */
  function holdAcknowledgements(connection: Connection): { stored: Promise<void> } {
    const state = { stored: Promise.resolve() }
    const send = connection.send.bind(connection)
    let acknowledgements = Promise.resolve()
    connection.send = (message: Uint8Array) => {
      if (!isAcknowledgement(message)) return send(message)
      const stored = state.stored
      acknowledgements = acknowledgements.then(() =>
        stored.then(
          () => send(message),
          (error: unknown) => {
            // Not acknowledged: the device keeps the change pending and sends it again on reconnect.
            logger.error('sync: update not stored, connection closed', {
              document: connection.document.name,
              error: String(error),
            })
            connection.close({ code: NOT_STORED_CLOSE_CODE, reason: 'Update not stored' })
          },
        ),
      )
    }
    held.set(connection, state)
    return state
  }

  return {
    /** Hocuspocus `beforeSync`: runs before the update is applied and acknowledged. */
    record(connection: Connection, documentName: string, type: number, payload: Uint8Array): void {
      if ((type !== SYNC_STEP_2 && type !== SYNC_UPDATE) || connection.readOnly) return
      const state = held.get(connection) ?? holdAcknowledgements(connection)
      const stored = closed
        ? Promise.reject(new Error('the update log is closed'))
        : log.append({ name: documentName, update: payload.slice() })
      // A failure is handled where an acknowledgement waits for it; none may wait (the apply threw).
      stored.catch(() => {})
      state.stored = stored
    },
    /**
     * Stores documents' states with `storeAll`, then lets the log drop the updates held by those
     * that were stored (compaction).
     */
    async storeAll(
      documents: ReadonlyMap<string, Y.Doc>,
      storeAll: (documents: ReadonlyMap<string, Y.Doc>) => Promise<StoreFailures>,
    ): Promise<StoreFailures> {
      const compaction = await log.compaction()
      const failures = await storeAll(documents)
      await compaction.stored([...documents.keys()].filter((name) => !failures.has(name)))
      return failures
    },
    /** Commits what is appended so far, then refuses more (shutdown, before the database closes). */
    async close(): Promise<void> {
      closed = true
      await log.close()
    },
  }
}

export type UpdateJournal = ReturnType<typeof createUpdateJournal>
