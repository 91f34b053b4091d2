import type { LoggedUpdate } from '../repositories/document-log-repository.ts'

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

// Updates arriving within this window share one commit (like PostgreSQL's commit_delay). It also
// lets the broadcast of an edit to other devices go out before the commit's disk work: on two cores,
// committing a lone update at once took the CPU from the devices' side (bench:sync against main's
// build, edit -> other device p50 1.40-1.70x with the SQLite log file written at once, 0.96-1.04x
// with this window, issue 14).
const GROUP_COMMIT_WINDOW_MS = 5

/**
 * Group commit of logged updates: everything appended while one batch is being committed goes into
 * the next one, so a burst of updates costs a few commits (fsyncs), not one each. `commit` is never
 * run twice at once, and gets the batches in the order they were appended.
 */
export function createGroupCommit(commit: (entries: LoggedUpdate[]) => Promise<void>) {
  let next = newBatch()
  let inFlight: Batch | null = null
  let scheduled = false

  function send(): void {
    scheduled = false
    if (inFlight || next.entries.length === 0) return
    const batch = next
    inFlight = batch
    next = newBatch()
    commit(batch.entries)
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
    /** Resolves once the entry is committed. */
    append(entry: LoggedUpdate): Promise<void> {
      next.entries.push(entry)
      if (!scheduled && !inFlight) {
        scheduled = true
        setTimeout(send, GROUP_COMMIT_WINDOW_MS)
      }
      return next.committed
    },
    /** Whether a batch is being committed now. */
    committing: () => inFlight !== null,
    /** Commits what is waiting without more delay; resolves once all appended so far is committed (or failed). */
    async drain(): Promise<void> {
      send()
      await (next.entries.length > 0 ? next.committed : inFlight?.committed)?.catch(() => {})
    },
  }
}
