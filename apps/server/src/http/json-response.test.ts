import http from 'node:http'
import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compression } from './compression.ts'
import { sendJson } from './json-response.ts'

const SMALL = { formattedSections: [{ sectionId: 'goal-progress_1', headline: 'Grüße — 👋', content: 'On track.' }] }
const LARGE = { entries: Array.from({ length: 200 }, (_, i) => ({ id: i, text: `entry ${i} “quoted”` })) }

/** Status, headers in order (without Date) and body bytes, as the client received them. */
function fetchRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: string[]; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const pairs = response.rawHeaders.flatMap((name, i) =>
            i % 2 === 0 && name !== 'Date' ? [`${name}: ${response.rawHeaders[i + 1]}`] : [],
          )
          resolve({ status: response.statusCode!, headers: pairs, body: Buffer.concat(chunks) })
        })
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

describe('sendJson', () => {
  let server: http.Server
  let url: string

  beforeAll(async () => {
    const app = new Koa()
    app.use(compression())
    app.use((ctx) => {
      const value = ctx.path.endsWith('/large') ? LARGE : SMALL
      if (ctx.path.startsWith('/sent')) sendJson(ctx, value)
      else ctx.body = value
    })
    server = http.createServer(app.callback())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it.each([
    ['a small body, no Accept-Encoding', 'small', {}],
    ['a small body, gzip accepted', 'small', { 'accept-encoding': 'gzip' }],
    ['a large body, no Accept-Encoding', 'large', {}],
    ['a large body, gzip accepted (compressed)', 'large', { 'accept-encoding': 'gzip' }],
  ])('answers %s exactly as a Koa JSON body does', async (_what, size, headers) => {
    const koa = await fetchRaw(`${url}/koa/${size}`, headers)
    const sent = await fetchRaw(`${url}/sent/${size}`, headers)
    expect(sent).toEqual(koa)
    expect(sent.status).toBe(200)
    expect(sent.headers).toContain('Content-Type: application/json; charset=utf-8')
  })

  it('compresses a large body when the client accepts it', async () => {
    const sent = await fetchRaw(`${url}/sent/large`, { 'accept-encoding': 'gzip' })
    expect(sent.headers).toContain('Content-Encoding: gzip')
  })
})
