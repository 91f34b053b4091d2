import { digest } from 'lib0/hash/sha256'
import { encodeUtf8 } from 'lib0/string'

/**
 * The one id generator for updates, entries, recordings and accounts: a UUIDv7 (RFC 9562) made on the
 * device, so an update has its id offline. It starts with the time in milliseconds, so ids sort by
 * when they were made (SPEC §3: recording ids are timestamp-based), and ends in 74 random bits from
 * Web Crypto (browsers and Node alike).
 */
export function newId(at: number = Date.now()): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  let time = Math.max(0, Math.floor(at))
  for (let index = 5; index >= 0; index--) {
    bytes[index] = time % 256
    time = Math.floor(time / 256)
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70 // version 7
  bytes[8] = (bytes[8]! & 0x3f) | 0x80 // RFC 9562 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * A short text that is the same on every device for the same value (its JSON, keys in the order
 * written), so devices that format the same thing at once can tell. Synchronous: lib0's SHA-256
 * is Node's crypto in Node and plain JavaScript in browsers.
 */
export function stableKey(value: unknown): string {
  const hash = digest(encodeUtf8(JSON.stringify(value)))
  return Array.from(hash.subarray(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
