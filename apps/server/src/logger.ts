import pino, { type DestinationStream } from 'pino'

export const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
  /** The line of one HTTP request (info level). */
  request(line: RequestLine): void
}

/** Every field of a request's line: none can hold a secret, so it skips the redaction pass. */
export interface RequestLine {
  method: string
  path: string
  status: number
  durationMs: number
  userId?: string
}

/**
 * Secrets and note text that must never reach a log line, whichever field they arrive in.
 * Callers already pass ids and outcomes only; this is the second line of defence.
 */
const REDACTED_FIELDS = [
  'password',
  'newPassword',
  'cookie',
  'cookies',
  'authorization',
  'sessionId',
  'secret',
  'text',
  'content',
  'transcription',
  'headers',
]
const REDACT_PATHS = REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`])

/** Lines waiting to be written, written at once if the process exits first. */
const unwritten = new Set<() => void>()
let flushesOnExit = false

/**
 * How long a request's line may wait for others: the destination's write goes through libuv's thread
 * pool, and under load a turn of the event loop serves about one request, so a write each turn cost
 * 3-9 µs of server CPU a request (bench:rest, issue 18: a signed-in GET /api/updates 49-53 → 43-45 µs).
 * Operators see request lines up to this late; every other line still leaves within its turn, with
 * the request lines before it.
 */
export const REQUEST_LINES_WINDOW_MS = 100
// Past this many characters waiting, request lines go out without waiting for the window.
const MAX_WAITING_CHARACTERS = 64 * 1024

interface BatchedLines extends DestinationStream {
  /** A line that may wait up to REQUEST_LINES_WINDOW_MS for others. */
  writeSoon(line: string): void
}

/**
 * Lines go out together, in the order they were logged: those of one turn of the event loop in one
 * write, request lines (writeSoon) with those of the next REQUEST_LINES_WINDOW_MS. On exit
 * (process.exit() and crashes included) whatever is waiting is written synchronously.
 */
function batchedLines(stream: DestinationStream): BatchedLines {
  const flushSync = (stream as { flushSync?: () => void }).flushSync?.bind(stream)
  let pending = ''
  let thisTurn: NodeJS.Immediate | undefined
  let window: NodeJS.Timeout | undefined
  const flush = () => {
    clearImmediate(thisTurn)
    clearTimeout(window)
    thisTurn = window = undefined
    unwritten.delete(flushAtExit)
    const lines = pending
    pending = ''
    if (lines) stream.write(lines)
  }
  const flushAtExit = () => {
    flush()
    // pino's own exit hook flushed the destination before this ran.
    flushSync?.()
  }
  if (!flushesOnExit) {
    flushesOnExit = true
    process.once('exit', () => {
      for (const write of [...unwritten]) write()
    })
  }
  const add = (line: string) => {
    if (!pending) unwritten.add(flushAtExit)
    pending += line
  }
  return {
    write(line: string) {
      add(line)
      thisTurn ??= setImmediate(flush)
    },
    writeSoon(line: string) {
      add(line)
      if (pending.length > MAX_WAITING_CHARACTERS) flush()
      // Unreferenced: a server that is stopping does not wait for it (the exit hook writes what waits).
      else if (!thisTurn) window ??= setTimeout(flush, REQUEST_LINES_WINDOW_MS).unref()
    },
  }
}

let isoMillis = 0
let isoTime = ''

/** `new Date().toISOString()` (pino's isoTime), worked out once a millisecond: it costs a microsecond. */
function isoNow(): string {
  const now = Date.now()
  if (now !== isoMillis) {
    isoMillis = now
    isoTime = new Date(now).toISOString()
  }
  return isoTime
}

/**
 * A request's line, the same bytes pino writes for it (`level`, `time`, the fields, `msg`), put
 * together directly: a line of fixed shape needs none of pino's generic serialisation, which
 * was a fifth of the CPU time of a signed-in GET (bench:rest, issue 18).
 */
function requestLine(line: RequestLine): string {
  const user = line.userId === undefined ? '' : `,"userId":${JSON.stringify(line.userId)}`
  return `{"level":"info","time":"${isoNow()}","method":${JSON.stringify(line.method)},"path":${JSON.stringify(line.path)},"status":${line.status},"durationMs":${line.durationMs}${user},"msg":"request"}\n`
}

/** JSON lines through pino (one object a line, `msg` the event); `destination` is for tests. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  }
  // Asynchronous, so no request waits for a write to stdout (or a slow pipe reader): lines written
  // while a write is under way go out with the next one, and pino flushes what is left
  // synchronously on exit (process.exit() and crashes included); only a SIGKILL can lose lines:
  // the request lines of the last REQUEST_LINES_WINDOW_MS, the other lines of the last moment.
  const stream = batchedLines(destination ?? pino.destination({ dest: 1, sync: false }))
  const log = pino({ ...options, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, stream)
  // Request lines, the most frequent by far, go to the same stream without the redaction pass: it
  // cost more than serving a signed-in GET, and RequestLine has no field that could need it.
  const requestsLogged = log.isLevelEnabled('info')
  const at = (method: 'debug' | 'info' | 'warn' | 'error') => (message: string, fields?: Record<string, unknown>) =>
    fields ? log[method](fields, message) : log[method](message)
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    request: (line) => {
      if (requestsLogged) stream.writeSoon(requestLine(line))
    },
  }
}
