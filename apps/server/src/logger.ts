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

/** Lines waiting for the end of this turn of the event loop, written at once if the process exits first. */
const unwritten = new Set<() => void>()
let flushesOnExit = false

/**
 * The lines logged in one turn of the event loop go out in one write: under load a turn serves
 * many requests, and a write per line cost more than building the line. A line still leaves
 * within the turn it was logged in, and on exit (process.exit() and crashes included) whatever
 * is waiting is written synchronously.
 */
function batchedLines(stream: DestinationStream): DestinationStream {
  const flushSync = (stream as { flushSync?: () => void }).flushSync?.bind(stream)
  let pending = ''
  const flush = () => {
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
  return {
    write(line: string) {
      if (!pending) {
        unwritten.add(flushAtExit)
        setImmediate(flush)
      }
      pending += line
    },
  }
}

/**
 * A request's line, the same bytes pino writes for it (`level`, `time`, the fields, `msg`), put
 * together directly: a line of fixed shape needs none of pino's generic serialisation, which
 * was a fifth of the CPU time of a signed-in GET (bench:rest, issue 18).
 */
function requestLine(line: RequestLine): string {
  const user = line.userId === undefined ? '' : `,"userId":${JSON.stringify(line.userId)}`
  return `{"level":"info","time":"${new Date().toISOString()}","method":${JSON.stringify(line.method)},"path":${JSON.stringify(line.path)},"status":${line.status},"durationMs":${line.durationMs}${user},"msg":"request"}\n`
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
  // synchronously on exit (process.exit() and crashes included); only a SIGKILL can lose the
  // lines of the last moment.
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
      if (requestsLogged) stream.write(requestLine(line))
    },
  }
}
