/** Lets at most `limit` tasks run at once; the next one is refused rather than queued. */
export function createConcurrencyGate(limit: number) {
  let running = 0
  return {
    /** A release function, or null when the gate is full. */
    tryEnter(): (() => void) | null {
      if (running >= limit) return null
      running++
      let released = false
      return () => {
        if (released) return
        released = true
        running--
      }
    },
  }
}
