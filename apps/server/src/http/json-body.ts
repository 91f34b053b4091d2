import type { IncomingMessage } from 'node:http'
import { parse as parseJson } from '@hapi/bourne'
import type { Context, Middleware } from 'koa'

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024

function refuse(error: unknown, ctx: Context): never {
  if ((error as { status?: number }).status === 413) ctx.throw(413, 'Request body too large (limit 1 MB)')
  ctx.throw(400, 'Malformed JSON body')
}

// Loaded with the first request that has a body the direct path below does not take: the parser
// and its character encodings take a noticeable part of start-up.
let parser: Promise<Middleware> | undefined
const loadParser = () =>
  (parser ??= import('@koa/bodyparser').then(({ bodyParser }) =>
    bodyParser({ enableTypes: ['json'], jsonLimit: JSON_BODY_LIMIT_BYTES, encoding: 'utf-8', onError: refuse }),
  ))

// What almost every request sends: a plain JSON type, a stated length within the limit, no
// compression. Such a body is read and parsed here, exactly as the parser would (UTF-8, a byte
// order mark dropped, an object or array only, no `__proto__` keys), without its layers per request.
const PLAIN_JSON_TYPES = new Set([
  'application/json',
  'application/json; charset=utf-8',
  'application/json;charset=utf-8',
])
const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH'])
const OBJECT_OR_ARRAY = /^[ \t\n\r]*[[{]/

/** The stated body length when the direct path applies, otherwise -1. */
function plainJsonLength(ctx: Context): number {
  const { headers } = ctx.req
  const type = headers['content-type']
  const length = headers['content-length']
  if (!PARSED_METHODS.has(ctx.method) || ctx.request.body !== undefined || ctx.req.readableEnded || ctx.req.closed)
    return -1
  if (type === undefined || !PLAIN_JSON_TYPES.has(type.toLowerCase())) return -1
  if (headers['content-encoding'] !== undefined || headers['transfer-encoding'] !== undefined) return -1
  if (length === undefined || !/^\d{1,7}$/.test(length) || Number(length) > JSON_BODY_LIMIT_BYTES) return -1
  return Number(length)
}

const utf8Text = (bytes: Buffer) => {
  const text = bytes.toString('utf8')
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

/**
 * The body, when all of it has arrived already: a small body comes in the packets of its headers, so
 * by the time a handler reads it, it is usually waiting in the request's buffer and is taken from there
 * at once, without the listeners and turns of the event loop of reading it as a stream.
 */
function receivedUtf8(req: IncomingMessage, length: number): string | undefined {
  if (length === 0 || !req.complete || req.readableFlowing || req.readableLength !== length) return undefined
  const bytes = req.read() as Buffer
  if (bytes.length !== length) throw new Error('request size did not match content length')
  return utf8Text(bytes)
}

function readUtf8(req: IncomingMessage, length: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let received = 0
    const onData = (chunk: Buffer) => {
      chunks.push(chunk)
      received += chunk.length
    }
    const onEnd = () => {
      cleanup()
      if (received !== length) return reject(new Error('request size did not match content length'))
      resolve(utf8Text(Buffer.concat(chunks, received)))
    }
    const onFailure = () => {
      cleanup()
      reject(new Error('request aborted'))
    }
    const cleanup = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onFailure)
      req.off('close', onFailure)
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onFailure)
    req.on('close', onFailure)
  })
}

function parseObjectOrArray(text: string): unknown {
  if (!text) return {}
  if (!OBJECT_OR_ARRAY.test(text)) throw new SyntaxError('invalid JSON, only supports object and array')
  return parseJson(text, { protoAction: 'error' })
}

/** Parses a JSON body; any other content type is refused (415), which also blocks form-based CSRF. */
export const jsonBody: Middleware = async (ctx, next) => {
  const hasBody = Boolean(ctx.get('Transfer-Encoding')) || Number(ctx.get('Content-Length') || 0) > 0
  const type = ctx.req.headers['content-type']
  const plainJson = type !== undefined && PLAIN_JSON_TYPES.has(type.toLowerCase())
  if (hasBody && !plainJson && !ctx.is('application/json')) {
    ctx.throw(415, 'Content-Type must be application/json')
  }
  const length = plainJsonLength(ctx)
  if (length === -1) {
    const parse = await loadParser()
    return parse(ctx, next)
  }
  try {
    const text = receivedUtf8(ctx.req, length) ?? (await readUtf8(ctx.req, length))
    ctx.request.body = parseObjectOrArray(text)
    ctx.request.rawBody = text
  } catch (error) {
    refuse(error, ctx)
  }
  await next()
}
