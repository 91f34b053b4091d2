import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReadiness } from '../../services/readiness.ts'
import { testRedis } from '../../testing/test-redis.ts'
import { createClient, startTestServer } from '../../testing/test-server.ts'

describe('health routes', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>

  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('answers liveness without a session, a cookie or caching', async () => {
    const response = await createClient(server.url).get('/api/health')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'ok' })
    expect(response.headers.getSetCookie()).toEqual([])
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('answers ready once the database answers', async () => {
    const response = await createClient(server.url).get('/api/ready')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'ready', checks: { database: 'ok' } })
  })
})

describe('given instances connected by Redis (REDIS_URL)', () => {
  it('answers ready only once Redis answers too', async () => {
    const server = await startTestServer({ redis: testRedis() })
    try {
      const response = await createClient(server.url).get('/api/ready')
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } })
    } finally {
      await server.close()
    }
  })
})

describe('readiness', () => {
  it('is not ready while a back end fails or hangs, and names it', async () => {
    const readiness = createReadiness([
      { name: 'database', probe: () => undefined },
      { name: 'redis', probe: () => Promise.reject(new Error('ECONNREFUSED')) },
    ])
    expect(await readiness.report()).toEqual({ ready: false, checks: { database: 'ok', redis: 'unreachable' } })
  })

  it('counts a probe that does not answer in time as unreachable', async () => {
    const readiness = createReadiness([{ name: 'database', probe: () => new Promise(() => {}) }])
    expect(await readiness.report()).toEqual({ ready: false, checks: { database: 'unreachable' } })
  }, 5000)

  it('answers 503 with a JSON message when the database has gone away', async () => {
    const server = await startTestServer()
    await server.db.destroy()
    try {
      const response = await createClient(server.url).get('/api/ready')
      expect(response.status).toBe(503)
      expect(response.body).toEqual({
        status: 'not-ready',
        message: 'Not ready: database unreachable',
        checks: { database: 'unreachable' },
      })
    } finally {
      await server.close().catch(() => undefined)
    }
  })
})
