import { createRequire } from 'node:module'
import type * as Limiters from 'rate-limiter-flexible'
import {
  limiterOptions,
  memoryLimiter,
  type CounterStore,
  type LimiterOptions,
} from '../services/counters/counter-store.ts'
import type { RedisConnection } from './redis-connection.ts'

const require = createRequire(import.meta.url)
const RateLimiterRedis: typeof Limiters.RateLimiterRedis = require('rate-limiter-flexible/lib/RateLimiterRedis.js')

/**
 * Every counter in Redis when instances share it: login throttling and the AI per-user limit count
 * a user's attempts on all instances as one (a round-robin proxy would otherwise multiply them).
 */
export function createRedisCounterStore(redis: RedisConnection): CounterStore {
  const limiter = (options: LimiterOptions) =>
    new RateLimiterRedis({
      storeClient: redis.client,
      ...limiterOptions({ ...options, keyPrefix: `${redis.prefix}:limits:${options.keyPrefix}` }),
      // While Redis does not answer, each instance counts alone in memory: limits still hold, no error reaches users.
      insuranceLimiter: memoryLimiter(options),
    })
  return {
    volatileLimiter: limiter,
    durableLimiter: async (options) => limiter(options),
    // The connection is the app's, closed with it.
    close() {},
  }
}
