import zlib from 'node:zlib'
import type { Middleware } from 'koa'
import compress from 'koa-compress'

// What koa-compress can produce (zstd only where this Node has it), identity included.
const ENCODINGS = [...('createZstdCompress' in zlib ? ['zstd'] : []), 'br', 'gzip', 'deflate', 'identity']

/**
 * koa-compress, except when the client refuses every coding it can produce (`identity;q=0`,
 * `*;q=0`): koa-compress would then set `Content-Encoding: undefined` and fail with a 500. Such a
 * response goes out uncompressed, as RFC 9110 §12.5.3 allows. Without Accept-Encoding, too.
 */
export function compression(): Middleware {
  const compressor = compress() as Middleware
  return (ctx, next) => {
    // A client that names no coding gets the response as it is (koa-compress's default encoding is
    // identity); only koa-compress's Vary is kept, without negotiating per request to learn that.
    if (!ctx.req.headers['accept-encoding']) {
      // What `ctx.vary` sets when nothing has named a Vary yet (as on every request this early), without parsing.
      if (ctx.res.hasHeader('Vary')) ctx.vary('Accept-Encoding')
      else ctx.res.setHeader('Vary', 'Accept-Encoding')
      return next()
    }
    return ctx.acceptsEncodings(ENCODINGS) ? compressor(ctx, next) : next()
  }
}
