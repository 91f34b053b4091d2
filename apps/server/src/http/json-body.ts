import { bodyParser } from '@koa/bodyparser'
import type { Middleware } from 'koa'

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024

const parse = bodyParser({
  enableTypes: ['json'],
  jsonLimit: JSON_BODY_LIMIT_BYTES,
  encoding: 'utf-8',
  onError(error, ctx) {
    if ((error as { status?: number }).status === 413) ctx.throw(413, 'Request body too large (limit 1 MB)')
    ctx.throw(400, 'Malformed JSON body')
  },
})

/** Parses a JSON body; any other content type is refused (415), which also blocks form-based CSRF. */
export const jsonBody: Middleware = async (ctx, next) => {
  const hasBody = Boolean(ctx.get('Transfer-Encoding')) || Number(ctx.get('Content-Length') || 0) > 0
  if (hasBody && !ctx.is('application/json')) {
    ctx.throw(415, 'Content-Type must be application/json')
  }
  await parse(ctx, next)
}
