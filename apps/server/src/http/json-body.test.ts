import http from 'node:http'
import zlib from 'node:zlib'
import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorResponses } from './errors.ts'
import { jsonBody } from './json-body.ts'
import { createLogger } from '../logger.ts'

/**
 * A real server whose one route echoes the parsed body, behind the app's error responses: the body read
 * as it arrives, or, as in the app (where the session is looked up first), after it has all arrived.
 */
describe.each([
  { when: 'read as it arrives', waitFirst: false },
  { when: 'read once it has all arrived', waitFirst: true },
])('JSON request bodies $when', ({ waitFirst }) => {
  let server: http.Server
  let url: string

  beforeAll(async () => {
    const app = new Koa()
    app.silent = true
    app.use(errorResponses(createLogger('silent')))
    if (waitFirst) app.use(async (_ctx, next) => (await new Promise((resolve) => setTimeout(resolve, 5)), next()))
    app.use(jsonBody)
    app.use((ctx) => {
      ctx.body = { received: ctx.request.body ?? null }
    })
    server = http.createServer(app.callback())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const post = async (
    body: string | Buffer,
    headers: Record<string, string> = { 'content-type': 'application/json' },
  ) => {
    const response = await fetch(url, { method: 'POST', headers, body })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it('parses an object or an array, in UTF-8 and with a byte order mark', async () => {
    expect(await post('{"text":"Grüße — 👋","n":[1,2]}')).toEqual({
      status: 200,
      body: { received: { text: 'Grüße — 👋', n: [1, 2] } },
    })
    expect(await post(' \n[1,"two"]')).toEqual({ status: 200, body: { received: [1, 'two'] } })
    expect(await post('\uFEFF{"a":1}', { 'content-type': 'application/json; charset=utf-8' })).toEqual({
      status: 200,
      body: { received: { a: 1 } },
    })
  })

  it('reads a body sent in chunks without a length, and a gzip-encoded one', async () => {
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (response) => {
          let text = ''
          response.on('data', (chunk: Buffer) => (text += chunk.toString()))
          response.on('end', () => resolve({ status: response.statusCode!, body: text }))
        },
      )
      request.on('error', reject)
      request.write('{"parts":')
      setTimeout(() => request.end('["one","two"]}'), 20)
    })
    expect(chunked).toEqual({ status: 200, body: JSON.stringify({ received: { parts: ['one', 'two'] } }) })
    const gzipped = await post(zlib.gzipSync('{"zipped":true}'), {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    })
    expect(gzipped).toEqual({ status: 200, body: { received: { zipped: true } } })
  })

  it('answers 400 for malformed JSON, a bare value and a prototype key', async () => {
    for (const body of [
      '{"text": "unfinished',
      '"just a string"',
      '42',
      '{"__proto__":{"admin":true}}',
      '{"a":[{"b":{"__proto__":{"admin":true}}}]}',
      '{"\\u005f\\u005fproto\\u005f\\u005f":{"admin":true}}',
      '{"_\\u005Fpro\\u0074o__" :{"admin":true}}',
    ]) {
      expect(await post(body)).toEqual({ status: 400, body: { message: 'Malformed JSON body' } })
    }
  })

  it('answers 413 past 1 MB and 415 for anything but JSON', async () => {
    expect(await post(`{"text":"${'a'.repeat(1024 * 1024)}"}`)).toEqual({
      status: 413,
      body: { message: 'Request body too large (limit 1 MB)' },
    })
    expect(await post('text=hello', { 'content-type': 'application/x-www-form-urlencoded' })).toEqual({
      status: 415,
      body: { message: 'Content-Type must be application/json' },
    })
  })

  it('lets a request that stops halfway go, and goes on answering', async () => {
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '100' },
    })
    request.on('error', () => undefined)
    request.write('{"half":')
    await new Promise((resolve) => setTimeout(resolve, 20))
    request.destroy()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await post('{"after":1}')).toEqual({ status: 200, body: { received: { after: 1 } } })
  })

  it('treats an empty body as no fields', async () => {
    expect(await post('')).toEqual({ status: 200, body: { received: {} } })
  })
})
