import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import Database from 'better-sqlite3'
import type * as Limiters from 'rate-limiter-flexible'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

// The three classes used, each from its own file: the package's index loads all of its two dozen
// store adapters (Redis, Mongo, etcd, …), a noticeable part of the server's start-up.
const require = createRequire(import.meta.url)
const RateLimiterMemory: typeof Limiters.RateLimiterMemory = require('rate-limiter-flexible/lib/RateLimiterMemory.js')
const RateLimiterSQLite: typeof Limiters.RateLimiterSQLite = require('rate-limiter-flexible/lib/RateLimiterSQLite.js')
const RateLimiterRes: typeof Limiters.RateLimiterRes = require('rate-limiter-flexible/lib/RateLimiterRes.js')
const loadRateLimiterPostgres = (): typeof Limiters.RateLimiterPostgres => require('rate-limiter-flexible/lib/RateLimiterPostgres.js')

export interface LimiterOptions {
  keyPrefix: string
  points: number
  durationSeconds: number
  blockDurationSeconds?: number
}

/**
 * Where rate-limit and throttle counters live, away from the fsync of every commit the app's own
 * database makes (`synchronous = FULL`). One small interface, so that a store shared by several
 * server processes (PostgreSQL below; Redis, issue 15) can take this one's place.
 */
export interface CounterStore {
  /** Counters that may be lost when the process stops: they live in memory. */
  volatileLimiter(options: LimiterOptions): RateLimiterAbstract
  /** Counters that outlive a restart (written without waiting for the disk; see createLocalCounterStore). */
  durableLimiter(options: LimiterOptions): Promise<RateLimiterAbstract>
  close(): void
}

const volatileLimiter = (options: LimiterOptions): RateLimiterAbstract =>
  new RateLimiterMemory({
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
    blockDuration: options.blockDurationSeconds ?? 0,
  })

export const COUNTERS_FILE_NAME = 'counters.sqlite'

/**
 * Volatile counters in this process's memory; durable ones in `DATA_DIR/counters.sqlite`, in WAL
 * mode with `synchronous = NORMAL`: a commit survives a crash of this process, and only a power
 * loss or an OS crash can take back the last second or so of counts. The login throttle keeps its
 * counters there, and losing its last few failed attempts gives a guesser no more than those few
 * tries again, which is no reason to make every sign-in wait for the disk.
 */
export function createLocalCounterStore(dataDir: string): CounterStore {
  fs.mkdirSync(dataDir, { recursive: true })
  const db = new Database(path.join(dataDir, COUNTERS_FILE_NAME))
  db.pragma('busy_timeout = 5000')
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  return {
    volatileLimiter,
    durableLimiter: (options) =>
      new Promise((resolve, reject) => {
        const limiter = new RateLimiterSQLite(
          {
            storeClient: db,
            storeType: 'better-sqlite3',
            tableName: 'rate_limits',
            keyPrefix: options.keyPrefix,
            points: options.points,
            duration: options.durationSeconds,
            blockDuration: options.blockDurationSeconds ?? 0,
            clearExpiredByTimeout: true,
          },
          (error?: Error) => (error ? reject(error) : resolve(limiter)),
        )
      }),
    close() {
      db.close()
    },
  }
}

/**
 * Durable counters in the PostgreSQL database the app uses (rate-limiter-flexible's own table,
 * `rate_limits`, which it creates), so they outlive a restart like the SQLite file's; volatile ones
 * stay in memory. `pool` is the app's pool: the counters are its queries, not a database of their own.
 */
export function createPostgresCounterStore(pool: unknown): CounterStore {
  const RateLimiterPostgres = loadRateLimiterPostgres()
  return {
    volatileLimiter,
    durableLimiter: (options) =>
      new Promise((resolve, reject) => {
        const limiter = new RateLimiterPostgres(
          {
            storeClient: pool,
            storeType: 'pool',
            tableName: 'rate_limits',
            keyPrefix: options.keyPrefix,
            points: options.points,
            duration: options.durationSeconds,
            blockDuration: options.blockDurationSeconds ?? 0,
            clearExpiredByTimeout: true,
          },
          (error?: Error) => (error ? reject(error) : resolve(limiter)),
        )
      }),
    // The pool is the app database's, closed with it.
    close() {},
  }
}

export function retryAfterSeconds(result: Limiters.RateLimiterRes | null): number {
  return Math.max(1, Math.ceil((result?.msBeforeNext ?? 1000) / 1000))
}

export function isRateLimited(error: unknown): error is Limiters.RateLimiterRes {
  return error instanceof RateLimiterRes
}
