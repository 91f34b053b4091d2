import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, signedUpClient, startTestServer } from '../../testing/test-server.ts'

describe('POST /api/client-errors', () => {
  const lines: string[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  const reports = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'client error')
  let server: Awaited<ReturnType<typeof startTestServer>>

  beforeAll(async () => {
    server = await startTestServer({ logLevel: 'info' }, { logDestination: destination })
  })
  afterAll(() => server.close())

  it('logs what the error screen reports, with the signed-in user', async () => {
    const { client, user } = await signedUpClient(server.url)
    const response = await client.post('/api/client-errors', {
      message: 'TypeError: x is undefined',
      stack: 'at Settings (settings.tsx:12)',
      path: '/settings',
    })
    expect(response.status).toBe(204)
    expect(reports()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        error: 'TypeError: x is undefined',
        stack: 'at Settings (settings.tsx:12)',
        appPath: '/settings',
        userId: user.id,
      }),
    )
  })

  it('takes reports from signed-out screens too', async () => {
    const response = await createClient(server.url).post('/api/client-errors', { message: 'Landing failed', path: '/' })
    expect(response.status).toBe(204)
    expect(reports().find((entry) => entry.error === 'Landing failed')).not.toHaveProperty('userId')
  })

  it('refuses a malformed report with a message naming the field', async () => {
    const client = createClient(server.url)
    expect(await client.post('/api/client-errors', { message: '', path: '/' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('message') },
    })
    expect(await client.post('/api/client-errors', { message: 'x', path: 'settings' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('path') },
    })
    expect(await client.post('/api/client-errors', { message: 'x'.repeat(2001), path: '/' })).toMatchObject({
      status: 400,
    })
  })

  it('turns a flood away with 429 and Retry-After, and logs none of it', async () => {
    const flood = createClient(server.url, { headers: { 'x-test': 'flood' } })
    const before = reports().length
    const statuses: number[] = []
    for (let i = 0; i < 15; i++)
      statuses.push((await flood.post('/api/client-errors', { message: `loop ${i}`, path: '/app' })).status)
    // Earlier tests in this file used some of this address's ten a minute.
    expect(statuses.filter((status) => status === 204).length).toBeLessThanOrEqual(10)
    expect(statuses.at(-1)).toBe(429)
    const refused = await flood.post('/api/client-errors', { message: 'one more', path: '/app' })
    expect(refused.body).toEqual({ message: 'Too many error reports. Please try again later.' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(reports().length - before).toBe(statuses.filter((status) => status === 204).length)
  })
})
