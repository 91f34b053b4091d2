import type { ClientErrorReport } from '@sayso/shared'
import type { Logger } from '../logger.ts'
import { isRateLimited, retryAfterSeconds, type CounterStore } from './counters/counter-store.ts'
import { ServiceError } from './service-error.ts'

/** Reports per client address per minute: enough for a crash loop's first screens, not for a flood. */
const REPORTS_PER_MINUTE = 10

/**
 * Errors the web app reports from its error screen, written to the server's log so "This has been
 * logged" is true. Counters live in memory: losing them on a restart only resets a flood guard.
 */
export function createClientErrorReports(counters: CounterStore, logger: Logger) {
  const limiter = counters.volatileLimiter({
    keyPrefix: 'client-errors',
    points: REPORTS_PER_MINUTE,
    durationSeconds: 60,
  })
  return {
    async report(report: ClientErrorReport, from: { ip: string; userId: string | undefined }): Promise<void> {
      try {
        await limiter.consume(from.ip)
      } catch (error) {
        if (!isRateLimited(error)) throw error
        throw new ServiceError(
          'too-many-requests',
          'Too many error reports. Please try again later.',
          retryAfterSeconds(error),
        )
      }
      logger.warn('client error', {
        error: report.message,
        stack: report.stack,
        appPath: report.path,
        ...(from.userId ? { userId: from.userId } : {}),
      })
    },
  }
}

export type ClientErrorReports = ReturnType<typeof createClientErrorReports>
