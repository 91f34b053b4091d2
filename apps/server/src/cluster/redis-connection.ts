import { Redis } from 'ioredis'

/** The Redis server that connects the instances, opened once at start-up. */
export interface RedisConnection {
  /** Commands (rate-limit counters, publishing); a subscriber needs a connection of its own: `duplicate()`. */
  client: Redis
  /** Every key and channel of this deployment starts with it, so several may share one Redis. */
  prefix: string
  /** For the start-up line: host, port and database number, never the password. */
  description: string
  ping(): Promise<void>
  duplicate(): Redis
  close(): Promise<void>
}

/** Connects to `url`, failing at start-up (not at the first request) when Redis does not answer. */
export async function connectRedis(url: string, prefix: string): Promise<RedisConnection> {
  const client = new Redis(url, {
    lazyConnect: true,
    // A command waits at most this many reconnection attempts, then fails: requests get an error, not a hang.
    maxRetriesPerRequest: 2,
  })
  // Reconnection is ioredis's; an error event without a listener would crash the process.
  client.on('error', () => {})
  await client.connect()
  const shown = new URL(url)
  const duplicates: Redis[] = []
  return {
    client,
    prefix,
    description: `Redis (${shown.host}${shown.pathname.length > 1 ? shown.pathname : ''}, prefix ${prefix})`,
    ping: async () => void (await client.ping()),
    duplicate() {
      const copy = client.duplicate()
      copy.on('error', () => {})
      duplicates.push(copy)
      return copy
    },
    async close() {
      for (const copy of duplicates) copy.disconnect()
      await client.quit().catch(() => client.disconnect())
    },
  }
}
