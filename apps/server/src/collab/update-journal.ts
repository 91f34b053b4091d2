import type { Connection } from '@hocuspocus/server'
import type { Logger } from '../logger.ts'
import type * as Y from 'yjs'
import type { UpdateLog } from '../repositories/document-log-repository.ts'
import type { StoreFailures } from './store-batcher.ts'

// y-protocols sync message types that carry a device's changes, and Hocuspocus's acknowledgement.
const SYNC_STEP_2 = 1
const SYNC_UPDATE = 2
const SYNC_STATUS = 8 // @hocuspocus/server MessageType.SyncStatus
const NOT_STORED_CLOSE_CODE = 1011

/** The varint at `offset` of `bytes` (lib0's readVarUint) and where it ends; null past the end. */
function readVarUint(bytes: Uint8Array, offset: number): [value: number, end: number] | null {
  let value = 0
  for (let scale = 1; offset < bytes.length; scale *= 128) {
    const byte = bytes[offset++]!
    value += (byte & 0x7f) * scale
    if (byte < 0x80) return [value, offset]
  }
  return null
}

/** Whether an outgoing frame is Hocuspocus's "your change was applied" (address, then type 8). */
function isAcknowledgement(message: Uint8Array): boolean {
  // Asked of every frame sent, broadcasts included: read in place, without a decoder object.
  const addressLength = readVarUint(message, 0)
  if (!addressLength) return false
  return readVarUint(message, addressLength[1] + addressLength[0])?.[0] === SYNC_STATUS
}

/** A connection's acknowledgements: each waits for the commit of the updates the device sent before it. */
interface HeldAcknowledgements {
  /** The commit of the last update recorded on the connection. */
  stored: Promise<void>
  /** The acknowledgements waiting for the newest commit that any wait for. */
  waiting: { stored: Promise<void>; messages: Uint8Array[] } | null
}

function notStored(): Promise<void> {
  const refused = Promise.reject(new Error('the update log is closed'))
  // Handled where an acknowledgement waits for it; none may wait (the apply threw).
  refused.catch(() => {})
  return refused
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
  const held = new WeakMap<Connection, HeldAcknowledgements>()

  /** Wraps the connection's send so that acknowledgements leave in order, each after its updates are stored. */
  function holdAcknowledgements(connection: Connection): HeldAcknowledgements {
    const state: HeldAcknowledgements = { stored: Promise.resolve(), waiting: null }
    const send = connection.send.bind(connection)
    const fail = (error: unknown) => {
      // Not acknowledged: the device keeps the change pending and sends it again on reconnect.
      logger.error('sync: update not stored, connection closed', {
        document: connection.document.name,
        error: String(error),
      })
      connection.close({ code: NOT_STORED_CLOSE_CODE, reason: 'Update not stored' })
    }
    connection.send = (message: Uint8Array) => {
      if (!isAcknowledgement(message)) return send(message)
      // Acknowledgements waiting for the same commit leave together, on one callback. The log commits
      // in order, so those of an earlier commit have left by then: their order is kept.
      if (state.waiting?.stored === state.stored) {
        state.waiting.messages.push(message)
        return
      }
      const waiting = { stored: state.stored, messages: [message] }
      state.waiting = waiting
      waiting.stored.then(() => {
        if (state.waiting === waiting) state.waiting = null
        for (const each of waiting.messages) send(each)
      }, fail)
    }
    held.set(connection, state)
    return state
  }

  return {
    /** Hocuspocus `beforeSync`: runs before the update is applied and acknowledged. */
    record(connection: Connection, documentName: string, type: number, payload: Uint8Array): void {
      if ((type !== SYNC_STEP_2 && type !== SYNC_UPDATE) || connection.readOnly) return
      const state = held.get(connection) ?? holdAcknowledgements(connection)
      // The payload is a view of the frame's bytes, which nothing changes once ws has handed it over:
      // the log copies it once, into the write of its batch.
      state.stored = closed ? notStored() : log.append({ name: documentName, update: payload })
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
