import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import Database from 'better-sqlite3'
import type * as Limiters from 'rate-limiter-flexible'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import {
  limiterOptions,
  memoryLimiter,
  type CounterStore,
  type LimiterOptions,
} from '../services/counters/counter-store.ts'

const require = createRequire(import.meta.url)
const RateLimiterSQLite: typeof Limiters.RateLimiterSQLite = require('rate-limiter-flexible/lib/RateLimiterSQLite.js')
// Loaded only on PostgreSQL.
const loadRateLimiterPostgres = (): typeof Limiters.RateLimiterPostgres =>
  require('rate-limiter-flexible/lib/RateLimiterPostgres.js')

export const COUNTERS_FILE_NAME = 'counters.sqlite'
// Expired counters are swept by this store, not by each limiter's own timer: a limiter's timer outlives
// close() and then fails on the closed database, taking down a process that runs several servers.
const SWEEP_EVERY_MS = 5 * 60_000
const KEEP_EXPIRED_MS = 60 * 60_000

/**
 * SQLite: volatile counters in this process's memory; durable ones in `DATA_DIR/counters.sqlite`, in WAL
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
  let sweep: NodeJS.Timeout | undefined
  return {
    volatileLimiter: memoryLimiter,
    async durableLimiter(options) {
      const limiter = await rateLimitsTable(RateLimiterSQLite, {
        storeClient: db,
        storeType: 'better-sqlite3',
        clearExpiredByTimeout: false,
      })(options)
      // Started once the table exists: the first limiter creates it.
      sweep ??= setInterval(
        () => db.prepare('DELETE FROM rate_limits WHERE expire < ?').run(Date.now() - KEEP_EXPIRED_MS),
        SWEEP_EVERY_MS,
      ).unref()
      return limiter
    },
    close() {
      clearInterval(sweep)
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
  return {
    volatileLimiter: memoryLimiter,
    durableLimiter: rateLimitsTable(loadRateLimiterPostgres(), { storeClient: pool, storeType: 'pool' }),
    // The pool is the app database's, closed with it.
    close() {},
  }
}

type TableLimiter = new (
  options: Limiters.IRateLimiterStoreNoAutoExpiryOptions & { tableName: string; storeType: string },
  ready: (error?: Error) => void,
) => RateLimiterAbstract

/** Limiters counting in the table `rate_limits` of `store`, each resolved once the table exists. */
function rateLimitsTable(
  Limiter: TableLimiter,
  store: { storeClient: unknown; storeType: string; clearExpiredByTimeout?: boolean },
) {
  return (options: LimiterOptions) =>
    new Promise<RateLimiterAbstract>((resolve, reject) => {
      const limiter: RateLimiterAbstract = new Limiter(
        { clearExpiredByTimeout: true, ...store, tableName: 'rate_limits', ...limiterOptions(options) },
        (error?: Error) => (error ? reject(error) : resolve(limiter)),
      )
    })
}
