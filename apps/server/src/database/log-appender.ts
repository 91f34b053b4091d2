import { Worker } from 'node:worker_threads'
import type { Kysely } from 'kysely'
import {
  createDocumentLogRepository,
  type LoggedUpdate,
  type UpdateLog,
} from '../repositories/document-log-repository.ts'
import { encodeBatch } from './logged-update-batch.ts'
import type { Schema } from './schema.ts'
import type { WriteGate } from './write-gate.ts'

// Updates arriving within this window share one commit (like PostgreSQL's commit_delay). It also
// lets the broadcast of an edit to other devices go out before the commit work wakes the worker:
// on two cores, waking it at once measurably delayed that broadcast. 5 ms rather than 2 ms: fewer,
// larger commits took the server's CPU per edit (all threads) from 2.2-2.5x to 1.7-2.3x the build
// before the log, and brought edit -> other device p99 closer to it, for acknowledgements that
// leave up to 3 ms later (bench:sync, issue 14).
const GROUP_COMMIT_WINDOW_MS = 5
// After start-up has answered its first requests; see createSqliteLogAppender.
const WORKER_START_DELAY_MS = 1000

interface Batch {
  entries: LoggedUpdate[]
  committed: Promise<void>
  resolve(): void
  reject(error: Error): void
}

function newBatch(): Batch {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const committed = new Promise<void>((done, fail) => {
    resolve = done
    reject = fail
  })
  // A failure is reported to each caller that waits for it; none may wait.
  committed.catch(() => {})
  return { entries: [], committed, resolve, reject }
}

/** Commits one batch of logged updates (one transaction); the appender never runs two at once. */
interface BatchCommitter {
  commit(entries: LoggedUpdate[]): Promise<void>
  /** Set when the committer failed for good; every later append fails with it. */
  failure(): Error | null
  close(): Promise<void>
}

/**
 * Appends logged updates with group commit: everything appended while one batch is being committed
 * goes into the next one, so a burst of updates costs a few commits (fsyncs), not one each.
 */
function createGroupCommitAppender(committer: BatchCommitter): UpdateLog {
  let next = newBatch()
  let inFlight: Batch | null = null
  let scheduled = false

  function send(): void {
    scheduled = false
    if (inFlight || next.entries.length === 0) return
    const batch = next
    inFlight = batch
    next = newBatch()
    committer
      .commit(batch.entries)
      .then(
        () => batch.resolve(),
        (error: unknown) => batch.reject(error instanceof Error ? error : new Error(String(error))),
      )
      .finally(() => {
        inFlight = null
        send()
      })
  }

  return {
    append(entry) {
      const failure = committer.failure()
      if (failure) return Promise.reject(failure)
      next.entries.push(entry)
      if (!scheduled && !inFlight) {
        scheduled = true
        setTimeout(send, GROUP_COMMIT_WINDOW_MS)
      }
      return next.committed
    },
    async close() {
      send()
      await inFlight?.committed.catch(() => {})
      send()
      await inFlight?.committed.catch(() => {})
      await committer.close()
    },
  }
}

/**
 * SQLite: the log is committed from a worker thread (log-append-worker.ts) with its own connection
 * to the file, so the fsync of each commit (synchronous=FULL) blocks that thread, never the event
 * loop serving devices. The thread starts a moment after start-up (or with the first commit, if
 * sooner): starting it (a second isolate loading its modules) took a share of the two cores from
 * the server's start-up and first answers.
 */
export function createSqliteLogAppender(databaseFile: string, gate: WriteGate): UpdateLog {
  let worker: Worker | null = null
  let failure: Error | null = null
  let sequence = 0
  const waiting = new Map<number, { resolve(): void; reject(error: Error): void }>()
  const started = (): Worker => {
    if (worker) return worker
    // Beside this module: the source, or the bundle's own entry when bundled (build/build-server.ts).
    const file = import.meta.url.endsWith('.ts') ? './log-append-worker.ts' : './log-append-worker.js'
    worker = new Worker(new URL(file, import.meta.url), { workerData: { file: databaseFile } })
    worker.on('message', ({ batch, error }: { batch: number; error?: string }) => {
      const waiter = waiting.get(batch)
      waiting.delete(batch)
      if (error) waiter?.reject(new Error(error))
      else waiter?.resolve()
    })
    worker.on('error', (error) => {
      failure = error
      for (const waiter of waiting.values()) waiter.reject(error)
      waiting.clear()
    })
    return worker
  }
  const headStart = setTimeout(started, WORKER_START_DELAY_MS)
  headStart.unref()
  return createGroupCommitAppender({
    async commit(entries) {
      // The app's own writes on the event loop take turns with these commits (database/write-gate.ts).
      const leave = await gate.enter()
      try {
        await new Promise<void>((resolve, reject) => {
          if (failure) return reject(failure)
          const batch = ++sequence
          waiting.set(batch, { resolve, reject })
          const bytes = encodeBatch(entries)
          started().postMessage({ batch, bytes }, [bytes.buffer])
        })
      } finally {
        leave()
      }
    },
    failure: () => failure,
    close: async () => {
      clearTimeout(headStart)
      await worker?.terminate()
    },
  })
}

/** PostgreSQL: each batch is one awaited INSERT transaction on the pool; the server does the fsync. */
export function createDirectLogAppender(db: Kysely<Schema>): UpdateLog {
  return createGroupCommitAppender({
    commit: (entries) => db.transaction().execute((trx) => createDocumentLogRepository(trx).appendAll(entries)),
    failure: () => null,
    close: async () => {},
  })
}
