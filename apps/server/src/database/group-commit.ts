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

// A batch gathers updates for at least GROUP_COMMIT_MIN_MS (like PostgreSQL's commit_delay) and is
// written when an update arrives after that and finds it holding GROUP_COMMIT_FULL updates, in the
// turn that update wakes the event loop for, so a steady stream of edits costs no timer wake-up per
// commit; a smaller batch is written by a timer after GROUP_COMMIT_MAX_MS. An acknowledgement so
// waits up to that (plus the write) for the commit. Each commit costs the server more CPU than the
// updates in it (wake-ups of the event loop and of a thread-pool thread, and the write: about 200 µs
// on the main thread and 375 µs over all threads, bench:sync on this machine), and the disk's flush
// slows what runs beside it, so the gathering is what keeps CPU per edit and latency near the build
// before the log (against d6a130d, issue 14, 1 document, main thread / all threads: 1.50x / 1.73x
// writing each batch at once, 1.21x / 1.33x gathering 25 ms). The count keeps a busy server's
// batches small (at 500 edits/s a commit every 50 ms, as bursts of more held acknowledgements raised
// its p99 latency), and a lone device's commits are fewer (at 50 edits/s one every 100 ms, not every
// 50). Not longer: with acknowledgements held up to 150 ms, a device that reconnected with offline
// edits was left with changes it counted as unsynced (sync-server.test.ts on PostgreSQL, 2 runs in 4).
// The wait also lets the broadcast of an edit to other devices go out before the commit's disk work:
// committing a lone update at once took the CPU from the devices' side on two cores.
export const GROUP_COMMIT_MIN_MS = 50
export const GROUP_COMMIT_FULL = 20
export const GROUP_COMMIT_MAX_MS = 100

/**
 * Group commit of logged updates: everything appended while one batch is being committed goes into
 * the next one, so a burst of updates costs a few commits (fsyncs), not one each. `commit` is never
 * run twice at once, and gets the batches in the order they were appended.
 */
export function createGroupCommit(commit: (entries: LoggedUpdate[]) => Promise<void>) {
  let next = newBatch()
  let inFlight: Batch | null = null
  // When the first entry of `next` was appended, and the timer that writes it if nothing follows.
  let openedAt = 0
  let timer: NodeJS.Timeout | null = null

  function send(): void {
    if (timer) {
      clearTimeout(timer)
      timer = null
    }
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
      const batch = next
      batch.entries.push(entry)
      // While a batch is written, the next one waits for it, then is written at once.
      if (inFlight) return batch.committed
      if (batch.entries.length === 1) {
        openedAt = performance.now()
        timer = setTimeout(send, GROUP_COMMIT_MAX_MS)
      } else if (batch.entries.length >= GROUP_COMMIT_FULL && performance.now() - openedAt >= GROUP_COMMIT_MIN_MS) {
        send()
      }
      return batch.committed
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
