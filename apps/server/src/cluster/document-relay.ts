import { Redis as RedisExtension } from '@hocuspocus/extension-redis'
import type { RedisConnection } from './redis-connection.ts'

/**
 * Hocuspocus's Redis extension: a change made through any instance reaches the devices connected
 * to every other instance holding the document, and one instance at a time stores it. Its
 * connections are the app's Redis connection's duplicates (same server, same error handling).
 */
export function createDocumentRelay(redis: RedisConnection): RedisExtension {
  return new RedisExtension({
    createClient: () => redis.duplicate(),
    prefix: `${redis.prefix}:collab`,
  })
}
