import type { Context } from 'koa'

/** What `ctx.type = 'json'` sets, named in full: Koa looks the short name up on every request. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

/**
 * Answers with `value` as JSON: the same status, headers and bytes as `ctx.body = value`, serialised
 * here as Koa would, so a hot route skips Koa's generic body handling (its stream, blob and type checks
 * and the type look-up) and the response goes out as bytes, like a file's.
 */
export function sendJson(ctx: Context, value: unknown): void {
  ctx.set('Content-Type', JSON_CONTENT_TYPE)
  ctx.body = JSON.stringify(value)
}
