const LEVELS = { silent: 0, error: 1, warn: 2, info: 3 } as const
export type LogLevel = keyof typeof LEVELS

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/** One line per event; callers pass ids and outcomes, never passwords, cookies or bodies. */
export function createLogger(level: LogLevel): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>, message: string, fields?: Record<string, unknown>) => {
    if (LEVELS[at] > LEVELS[level]) return
    const suffix = fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : ''
    const line = `${new Date().toISOString()} ${at.toUpperCase()} ${message}${suffix}\n`
    ;(at === 'info' ? process.stdout : process.stderr).write(line)
  }
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  }
}
