import { createRequire } from 'node:module'
import type * as Limiters from 'rate-limiter-flexible'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

// Each class from its own file: the package's index loads all of its two dozen store adapters
// (Redis, Mongo, etcd, …), a noticeable part of the server's start-up.
const require = createRequire(import.meta.url)
const RateLimiterMemory: typeof Limiters.RateLimiterMemory = require('rate-limiter-flexible/lib/RateLimiterMemory.js')
const RateLimiterRes: typeof Limiters.RateLimiterRes = require('rate-limiter-flexible/lib/RateLimiterRes.js')

export interface LimiterOptions {
  keyPrefix: string
  points: number
  durationSeconds: number
  blockDurationSeconds?: number
}

/**
 * Where rate-limit and throttle counters live: the port the login throttle, the client-error reports
 * and the AI service count through, never a database handle. The stores are in database/counter-stores.ts
 * (SQLite beside the app's file, or the app's PostgreSQL), or cluster/redis-counter-store.ts when
 * instances share Redis.
 */
export interface CounterStore {
  /** Counters that may be lost when the process stops: they live in memory. */
  volatileLimiter(options: LimiterOptions): RateLimiterAbstract
  /** Counters that outlive a restart. */
  durableLimiter(options: LimiterOptions): Promise<RateLimiterAbstract>
  close(): void
}

/** Our options as rate-limiter-flexible names them, for any of its stores. */
export const limiterOptions = (options: LimiterOptions) => ({
  keyPrefix: options.keyPrefix,
  points: options.points,
  duration: options.durationSeconds,
  blockDuration: options.blockDurationSeconds ?? 0,
})

/** Counters in this process's memory, whatever the store. */
export const memoryLimiter = (options: LimiterOptions): RateLimiterAbstract =>
  new RateLimiterMemory(limiterOptions(options))

export function retryAfterSeconds(result: Limiters.RateLimiterRes | null): number {
  return Math.max(1, Math.ceil((result?.msBeforeNext ?? 1000) / 1000))
}

export function isRateLimited(error: unknown): error is Limiters.RateLimiterRes {
  return error instanceof RateLimiterRes
}
