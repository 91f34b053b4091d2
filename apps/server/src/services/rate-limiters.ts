import { RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible'
import type { Db } from '../database/open-database.ts'

export interface LimiterOptions {
  keyPrefix: string
  points: number
  durationSeconds: number
  blockDurationSeconds?: number
}

/** A rate limiter whose counters live in the app's SQLite database, so they survive restarts. */
export function createSqliteLimiter(db: Db, options: LimiterOptions): Promise<RateLimiterSQLite> {
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterSQLite = new RateLimiterSQLite(
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
  })
}

export function retryAfterSeconds(result: RateLimiterRes | null): number {
  return Math.max(1, Math.ceil((result?.msBeforeNext ?? 1000) / 1000))
}

export function isRateLimited(error: unknown): error is RateLimiterRes {
  return error instanceof RateLimiterRes
}
