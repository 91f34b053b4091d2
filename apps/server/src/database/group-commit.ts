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

/**
 * Group commit of logged updates: everything appended while one batch is being committed goes into
 * the next one, so a burst of updates costs a few commits (fsyncs), not one each. `commit` is never
 * run twice at once, and gets the batches in the order they were appended. `schedule` decides how
 * long a batch waits for company when nothing is being committed.
 */
export function createGroupCommit(
  commit: (entries: LoggedUpdate[]) => Promise<void>,
  schedule: (send: () => void) => void,
) {
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
        schedule(send)
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
