import crypto from 'node:crypto'
import type { RedisConnection } from './redis-connection.ts'

/**
 * Messages between the instances of one deployment (session revocations, cache invalidations):
 * each is delivered to every other instance, never back to its sender. Alone, an instance has no
 * one to tell, and `aloneBus` drops them.
 */
export interface ClusterBus {
  publish(topic: string, message: string): void
  subscribe(topic: string, handler: (message: string) => void): void
  close(): Promise<void>
}

export const aloneBus: ClusterBus = {
  publish() {},
  subscribe() {},
  close: async () => {},
}

/** The bus over Redis pub/sub: one channel `<prefix>:bus`, messages tagged with their sender. */
export async function createRedisBus(redis: RedisConnection): Promise<ClusterBus> {
  const channel = `${redis.prefix}:bus`
  const sender = crypto.randomUUID()
  const handlers = new Map<string, Array<(message: string) => void>>()
  const subscriber = redis.duplicate()
  subscriber.on('message', (_channel: string, raw: string) => {
    let parsed: { from?: unknown; topic?: unknown; message?: unknown }
    try {
      parsed = JSON.parse(raw) as typeof parsed
    } catch {
      return // not ours: another program publishing on the channel
    }
    if (parsed.from === sender || typeof parsed.topic !== 'string' || typeof parsed.message !== 'string') return
    for (const handler of handlers.get(parsed.topic) ?? []) handler(parsed.message)
  })
  await subscriber.subscribe(channel)
  return {
    publish(topic, message) {
      // Lost only while Redis is down, when the instances cannot serve one another's sockets either.
      redis.client.publish(channel, JSON.stringify({ from: sender, topic, message })).catch(() => {})
    },
    subscribe(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler])
    },
    async close() {
      subscriber.disconnect()
    },
  }
}
