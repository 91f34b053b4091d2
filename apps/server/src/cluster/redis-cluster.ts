import type { Extension } from '@hocuspocus/server'
import type { CounterStore } from '../services/counters/counter-store.ts'
import { createRedisBus, type ClusterBus } from './cluster-bus.ts'
import { createDocumentRelay } from './document-relay.ts'
import { createRedisCounterStore } from './redis-counter-store.ts'
import { connectRedis, type RedisConnection } from './redis-connection.ts'

/** What joins this instance to the others of a deployment, all through one Redis. */
export interface RedisCluster {
  redis: RedisConnection
  /** Cache invalidations and session revocations, told to every instance. */
  bus: ClusterBus
  /** Rate limits and login throttling counted once for all instances. */
  counters: CounterStore
  /** Sync documents open on several instances kept in step. */
  relay: Extension
}

/**
 * Connects to Redis and builds what uses it. server.ts imports this module only when Redis is
 * configured: the clients (ioredis, Hocuspocus's Redis extension) are a noticeable part of start-up
 * that a single instance never needs.
 */
export async function connectRedisCluster(url: string, prefix: string): Promise<RedisCluster> {
  const redis = await connectRedis(url, prefix)
  return {
    redis,
    bus: await createRedisBus(redis),
    counters: createRedisCounterStore(redis),
    relay: createDocumentRelay(redis),
  }
}
