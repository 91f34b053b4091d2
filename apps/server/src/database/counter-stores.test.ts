import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { isRateLimited } from '../services/counters/counter-store.ts'
import { freshTestDatabaseUrl } from '../testing/test-database.ts'
import { testConfig } from '../testing/test-server.ts'
import { createLocalCounterStore, createPostgresCounterStore } from './counter-stores.ts'

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
