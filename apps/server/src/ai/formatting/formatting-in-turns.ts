import type { Formatter } from './formatter.ts'

/**
 * A CPU-bound formatter (the offline one) whose requests of one turn of the event loop are formatted one after
 * another, after the turn's requests have been read: formatting runs with its code and data still in the CPU's
 * caches instead of after each request's HTTP handling has evicted them, which made a call cost about twice what it
 * does back to back (bench:rest POST /api/format-update, issue 18: server CPU 92-97 → 69-77 µs a request). Each
 * request waits at most for the others of its turn; with one request in flight it waits for nothing else.
 */
export function formattingInTurns(formatter: Formatter): Formatter {
  let waiting: (() => void)[] = []
  const formatWaiting = () => {
    const jobs = waiting
    waiting = []
    for (const job of jobs) job()
  }
  const inTurn = <T>(work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(formatWaiting)
      waiting.push(() => {
        try {
          work().then(resolve, reject)
        } catch (error) {
          // One request's failure is its own: the others of the turn are still formatted.
          reject(error)
        }
      })
    })
  return {
    description: formatter.description,
    formatUpdate: (request, vocabulary) => inTurn(() => formatter.formatUpdate(request, vocabulary)),
    processText: (request, vocabulary) => inTurn(() => formatter.processText(request, vocabulary)),
    deriveExecVersion: (weekly) => inTurn(() => formatter.deriveExecVersion(weekly)),
  }
}
