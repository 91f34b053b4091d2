/**
 * One writer at a time among this process's connections to an SQLite file (the app's and the update
 * log worker's), taken by awaiting. Without it, a write on the event loop that meets the worker's
 * commit waits in SQLite's busy handler, which sleeps the whole event loop for the length of an
 * fsync (bench:sync p99 ×5 at 200 documents, issue 14).
 */
export interface WriteGate {
  /** Resolves with the function that opens the gate again, once every earlier holder has. */
  enter(): Promise<() => void>
}

export function createWriteGate(): WriteGate {
  let last: Promise<void> = Promise.resolve()
  return {
    enter() {
      let leave!: () => void
      const left = new Promise<void>((resolve) => (leave = resolve))
      const entered = last.then(() => leave)
      last = last.then(() => left)
      return entered
    },
  }
}
