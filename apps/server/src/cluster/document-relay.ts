import { Redis as RedisExtension } from '@hocuspocus/extension-redis'
import { isTransactionOrigin, OutgoingMessage, type onChangePayload } from '@hocuspocus/server'
import type { RedisConnection } from './redis-connection.ts'

/**
 * Hocuspocus's Redis extension, plus each change published as it is. The extension alone announces
 * a change with its state vector, and an instance holding the document asks back for what it lacks:
 * three trips through Redis before a device on another instance sees an edit (cross-instance p99
 * 3.1× same-instance, bench:scale, issue 15). Published as a Yjs update, the change arrives in one;
 * the extension's exchange still runs behind it and brings whatever a lost message left out.
 */
class UpdatePublishingRelay extends RedisExtension {
  override async onChange(data: onChangePayload): Promise<void> {
    await super.onChange(data)
    const origin = data.transactionOrigin
    if (isTransactionOrigin(origin) && origin.source === 'redis') return
    const message = new OutgoingMessage(data.documentName).createSyncMessage().writeUpdate(data.update).toUint8Array()
    // The extension's channel for the document and its framing (sender first, so it ignores its own).
    const channel = `${this.configuration.prefix}:${data.documentName}`
    this.pub.publish(channel, Buffer.concat([this.messagePrefix, message])).catch(() => {})
  }
}

/**
 * A change made through any instance reaches the devices connected to every other instance holding
 * the document, and one instance at a time stores it. Its connections are the app's Redis
 * connection's duplicates (same server, same error handling).
 */
export function createDocumentRelay(redis: RedisConnection): RedisExtension {
  return new UpdatePublishingRelay({
    createClient: () => redis.duplicate(),
    prefix: `${redis.prefix}:collab`,
  })
}
