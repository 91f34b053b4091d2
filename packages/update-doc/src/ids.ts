import { digest } from 'lib0/hash/sha256'
import { encodeUtf8 } from 'lib0/string'

/** A random id for entries and new updates (Web Crypto: browsers and Node alike). */
export const newId = (): string => globalThis.crypto.randomUUID()

/**
 * A short text that is the same on every device for the same value (its JSON, keys in the order
 * written), so devices that format the same thing at once can tell. Synchronous: lib0's SHA-256
 * is Node's crypto in Node and plain JavaScript in browsers.
 */
export function stableKey(value: unknown): string {
  const hash = digest(encodeUtf8(JSON.stringify(value)))
  return Array.from(hash.subarray(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
