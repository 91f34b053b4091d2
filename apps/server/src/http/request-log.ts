import type { Middleware } from 'koa'
import type { Logger } from '../logger.ts'

/**
 * One line a request: method, path (without the query, which may carry anything), status, duration
 * and the signed-in user's id. Never headers or bodies: cookies, passwords and note text stay out.
 */
export function requestLog(logger: Logger, options: { skip: (path: string) => boolean }): Middleware {
  return async (ctx, next) => {
    if (options.skip(ctx.path)) return next()
    const started = performance.now()
    try {
      await next()
    } finally {
      const userId = (ctx.state as { userId?: unknown }).userId
      logger.request({
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        // Not spread in: every request pays for a spread's copying.
        userId: typeof userId === 'string' ? userId : undefined,
      })
    }
  }
}
