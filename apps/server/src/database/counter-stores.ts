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
  return {
    volatileLimiter: memoryLimiter,
    durableLimiter: rateLimitsTable(RateLimiterSQLite, { storeClient: db, storeType: 'better-sqlite3' }),
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
function rateLimitsTable(Limiter: TableLimiter, store: { storeClient: unknown; storeType: string }) {
  return (options: LimiterOptions) =>
    new Promise<RateLimiterAbstract>((resolve, reject) => {
      const limiter: RateLimiterAbstract = new Limiter(
        { ...store, tableName: 'rate_limits', ...limiterOptions(options), clearExpiredByTimeout: true },
        (error?: Error) => (error ? reject(error) : resolve(limiter)),
      )
    })
}
