import { Worker } from 'node:worker_threads'
import type { LoggedUpdate } from '../repositories/document-log-repository.ts'

// Updates arriving within this window share one commit (like PostgreSQL's commit_delay). It also
// lets the broadcast of an edit to other devices go out before the commit work wakes the worker:
// on two cores, waking it at once measurably delayed that broadcast (bench:sync, issue 14).
const GROUP_COMMIT_WINDOW_MS = 2

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

/**
 * Appends logged updates from a worker thread (log-append-worker.ts) with group commit: everything
 * appended while one batch is being committed goes into the next one, so a burst of updates costs
 * a few fsyncs, and the event loop never waits for one.
 */
export function createLogAppender(databaseFile: string) {
  const worker = new Worker(new URL('./log-append-worker.ts', import.meta.url), { workerData: { file: databaseFile } })
  let next = newBatch()
  let inFlight: Batch | null = null
  let scheduled = false
  let sequence = 0
  let failure: Error | null = null

  function send(): void {
    scheduled = false
    if (inFlight || next.entries.length === 0) return
    inFlight = next
    next = newBatch()
    worker.postMessage({ batch: ++sequence, entries: inFlight.entries })
  }

  worker.on('message', ({ error }: { batch: number; error?: string }) => {
    const done = inFlight!
    inFlight = null
    if (error) done.reject(new Error(error))
    else done.resolve()
    send()
  })
  worker.on('error', (error) => {
    failure = error
    inFlight?.reject(error)
    next.reject(error)
  })

  return {
    /** Resolves once the update is committed to disk. */
    append(entry: LoggedUpdate): Promise<void> {
      if (failure) return Promise.reject(failure)
      next.entries.push(entry)
      if (!scheduled && !inFlight) {
        scheduled = true
        setTimeout(send, GROUP_COMMIT_WINDOW_MS)
      }
      return next.committed
    },
    /** Commits everything appended so far, then stops the worker. */
    async close(): Promise<void> {
      send()
      await inFlight?.committed.catch(() => {})
      send()
      await inFlight?.committed.catch(() => {})
      await worker.terminate()
    },
  }
}

export type LogAppender = ReturnType<typeof createLogAppender>
