import { afterEach, describe, expect, it } from 'vitest'
import { startServer } from '../../server.ts'
import { createClient, signedUpClient, testConfig } from '../../testing/test-server.ts'
import { createLocalCounterStore, isRateLimited } from './counter-store.ts'

describe('the login throttle', () => {
  const running: Array<{ close(): Promise<void> }> = []
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()))
  })

  it('still blocks after a restart once the configured failures are spent', async () => {
    const config = testConfig({ loginMaxConsecutiveFailures: 3 })
    const first = await startServer(config)
    const { email, password } = await signedUpClient(`http://127.0.0.1:${first.port}`)
    const guesser = createClient(`http://127.0.0.1:${first.port}`)
    for (let i = 0; i < 3; i++) expect((await guesser.post('/api/auth/login', { email, password: `guess-${i}` })).status).toBe(401)
    expect((await guesser.post('/api/auth/login', { email, password })).status).toBe(429)
    await first.close()

    const second = await startServer(config)
    running.push(second)
    const afterRestart = await createClient(`http://127.0.0.1:${second.port}`).post('/api/auth/login', { email, password })
    expect(afterRestart.status).toBe(429)
    expect(Number(afterRestart.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('a local counter store', () => {
  it('refuses the request past the limit, in memory and on disk alike', async () => {
    const store = createLocalCounterStore(testConfig().dataDir)
    try {
      const limiters = [
        store.volatileLimiter({ keyPrefix: 'volatile', points: 2, durationSeconds: 60 }),
        await store.durableLimiter({ keyPrefix: 'durable', points: 2, durationSeconds: 60 }),
      ]
      for (const limiter of limiters) {
        await limiter.consume('user-1')
        await limiter.consume('user-1')
        const refused = await limiter.consume('user-1').catch((error: unknown) => error)
        expect(isRateLimited(refused)).toBe(true)
        // Another key has its own count.
        await expect(limiter.consume('user-2')).resolves.toMatchObject({ remainingPoints: 1 })
      }
    } finally {
      store.close()
    }
  })

  it('forgets volatile counts and keeps durable ones when reopened', async () => {
    const dataDir = testConfig().dataDir
    const options = { keyPrefix: 'k', points: 1, durationSeconds: 60 }
    const before = createLocalCounterStore(dataDir)
    await before.volatileLimiter(options).consume('ip')
    await (await before.durableLimiter(options)).consume('ip')
    before.close()

    const after = createLocalCounterStore(dataDir)
    try {
      await expect(after.volatileLimiter(options).consume('ip')).resolves.toMatchObject({ remainingPoints: 0 })
      const refused = await (await after.durableLimiter(options)).consume('ip').catch((error: unknown) => error)
      expect(isRateLimited(refused)).toBe(true)
    } finally {
      after.close()
    }
  })
})
