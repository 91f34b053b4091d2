import type { Middleware } from 'koa'
import { STATUS_MESSAGES, describeValidationError } from '@sayso/shared'
import { ZodError } from 'zod'
import type { Logger } from '../logger.ts'
import { ServiceError, type ServiceErrorKind } from '../services/service-error.ts'

const STATUS_BY_KIND: Record<ServiceErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'limit-reached': 403,
  'too-many-requests': 429,
  'too-large': 413,
  'unsupported-media': 415,
  'upstream-failed': 502,
  unavailable: 503,
  'timed-out': 504,
}

interface HttpFailure {
  status: number
  message: string
  retryAfterSeconds?: number | undefined
}

function toFailure(error: unknown): HttpFailure {
  if (error instanceof ServiceError) {
    return { status: STATUS_BY_KIND[error.kind], message: error.message, retryAfterSeconds: error.retryAfterSeconds }
  }
  if (error instanceof ZodError) return { status: 400, message: describeValidationError(error) }
  // Koa's http-errors (ctx.throw, body parser): client errors carry a message meant for the user.
  const status = (error as { status?: unknown }).status
  if (typeof status === 'number' && status >= 400 && status < 500 && (error as { expose?: boolean }).expose) {
    return { status, message: (error as Error).message }
  }
  return { status: 500, message: STATUS_MESSAGES[500] }
}

/** Every failure becomes JSON `{message}` with its status; only unexpected ones are logged as errors. */
export function errorResponses(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next()
    } catch (error) {
      const failure = toFailure(error)
      if (failure.status >= 500) {
        logger.error('request failed', {
          method: ctx.method,
          path: ctx.path,
          error: (error as Error)?.stack ?? String(error),
        })
      }
      ctx.status = failure.status
      ctx.body = { message: failure.message }
      if (failure.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(failure.retryAfterSeconds))
    }
  }
}
