import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rawRequest } from '../testing/raw-request.ts'
import { createClient, signedUpClient, startTestServer } from '../testing/test-server.ts'

/** Collects the server's JSON log lines. */
function logCollector() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  /** The first entry that matches, once it has been written: request lines may wait a moment for others (logger.ts). */
  const written = (matches: (entry: Record<string, unknown>) => boolean) =>
    vi.waitFor(
      () => {
        const entry = entries().find(matches)
        if (!entry) throw new Error('not written yet')
        return entry
      },
      { timeout: 10_000, interval: 20 },
    )
  return { stream, lines, entries, written }
}

describe('request log', () => {
  const log = logCollector()
  let server: Awaited<ReturnType<typeof startTestServer>>

  beforeAll(async () => {
    server = await startTestServer({ logLevel: 'info' }, { logDestination: log.stream })
  })
  afterAll(() => server.close())

  it('writes one JSON line a request with method, path, status, duration and user id', async () => {
    const { client, user } = await signedUpClient(server.url)
    await client.get('/api/updates?secret-query=1')
    const request = await log.written((entry) => entry.msg === 'request' && entry.path === '/api/updates')
    expect(request).toMatchObject({ level: 'info', method: 'GET', path: '/api/updates', status: 200, userId: user.id })
    expect(request!.durationMs).toEqual(expect.any(Number))
    expect(typeof request!.time).toBe('string')
  })

  it('logs the status an error ends with', async () => {
    await createClient(server.url).get('/api/updates')
    await log.written((entry) => entry.msg === 'request' && entry.path === '/api/updates' && entry.status === 401)
  })

  it('never writes a password, a session cookie or note text', async () => {
    const password = 'Tr0ub4dor-unique-password'
    const { client, email } = await signedUpClient(server.url, password)
    const login = await client.post('/api/auth/login', { email, password })
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!.split('=').slice(1).join('='))
      .join(' ')
    expect(cookie.length).toBeGreaterThan(20)
    await client.post('/api/process-text', { text: 'Zanzibar-confidential launch date moved', updateType: 'quick' })
    await client.post('/api/auth/login', { email, password: 'wrong-but-also-secret' })
    await log.written((entry) => entry.path === '/api/auth/login' && entry.status === 401)
    const all = log.lines.join('\n')
    expect(all).toContain('"path":"/api/process-text"')
    for (const secret of [password, 'wrong-but-also-secret', 'Zanzibar-confidential', ...cookie.split(' ')]) {
      expect(all).not.toContain(secret)
    }
  })

  it('writes any path the client sent as valid JSON, unaltered', async () => {
    const path = '/odd/"quoted"/back\\slash/%E2%80%A8/{x}'
    const response = await rawRequest(server.url, { method: 'GET', path, headers: {} })
    // Koa's ctx.path is the path as sent, escapes and all.
    const request = await log.written((entry) => entry.msg === 'request' && entry.path === path)
    expect(request).toMatchObject({ method: 'GET', status: response.status })
  })

  it('leaves health probes out of the log', async () => {
    await createClient(server.url).get('/api/health')
    await createClient(server.url).get('/api/ready')
    // Lines go out in order: once a later request's line is written, the probes' would have been too.
    await createClient(server.url).get('/after-the-probes')
    await log.written((entry) => entry.path === '/after-the-probes')
    expect(
      log.entries().filter((entry) => String(entry.path).startsWith('/api/health') || entry.path === '/api/ready'),
    ).toEqual([])
  })
})
