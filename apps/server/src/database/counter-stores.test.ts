import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { isRateLimited } from '../services/counters/counter-store.ts'
import { freshTestDatabaseUrl } from '../testing/test-database.ts'
import { testConfig } from '../testing/test-server.ts'
import { COUNTERS_FILE_NAME, createLocalCounterStore, createPostgresCounterStore } from './counter-stores.ts'

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

  it('sweeps counters expired an hour ago, and leaves nothing running on the closed file', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    const dataDir = testConfig().dataDir
    const store = createLocalCounterStore(dataDir)
    const counters = new Database(path.join(dataDir, COUNTERS_FILE_NAME), { readonly: true })
    try {
      await (await store.durableLimiter({ keyPrefix: 'old', points: 5, durationSeconds: 60 })).consume('ip')
      const rows = () => counters.prepare('SELECT count(*) AS n FROM rate_limits').get() as { n: number }
      expect(rows().n).toBe(1)
      vi.advanceTimersByTime(2 * 60 * 60_000)
      expect(rows().n).toBe(0)
      store.close()
      // A sweep due after close() would fail on the closed database.
      expect(() => vi.advanceTimersByTime(60 * 60_000)).not.toThrow()
    } finally {
      counters.close()
      vi.useRealTimers()
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

describe.runIf(process.env.SAYSO_TEST_DATABASE === 'postgres')('a PostgreSQL counter store', () => {
  it('keeps durable counts in the database, for the next pool (a restart, another instance) to see', async () => {
    const url = freshTestDatabaseUrl()!
    const options = { keyPrefix: 'k', points: 1, durationSeconds: 60 }
    const first = new pg.Pool({ connectionString: url })
    await (await createPostgresCounterStore(first).durableLimiter(options)).consume('ip')
    await first.end()

    const second = new pg.Pool({ connectionString: url })
    try {
      const refused = await (
        await createPostgresCounterStore(second).durableLimiter(options)
      )
        .consume('ip')
        .catch((error: unknown) => error)
      expect(isRateLimited(refused)).toBe(true)
    } finally {
      await second.end()
    }
  })
})
