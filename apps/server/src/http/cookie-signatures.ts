import crypto from 'node:crypto'

/** Verified `name=value` strings remembered; past this many the oldest is forgotten. */
const REMEMBERED_SIGNATURES = 10_000

/** What the `cookies` package (under Koa's `ctx.cookies`) calls on `app.keys` for signed cookies. */
export interface CookieSigner {
  sign(data: string): string
  verify(data: string, digest: string): boolean
  /** The index of the key that made `digest`, or -1 when none did. */
  index(data: string, digest: string): number
}

/**
 * HMAC-SHA256 cookie signatures, byte for byte those `new Keygrip(keys, 'sha256')` makes (base64
 * made URL-safe, padding dropped), so cookies signed before stay valid. The first key signs, every
 * key verifies. A session cookie arrives with every request, so a verified pair is remembered and
 * the next request with it costs a map look-up instead of an HMAC per key.
 */
export function createCookieSigner(keys: readonly string[]): CookieSigner {
  if (keys.length === 0) throw new Error('At least one cookie signing key is required')
  const hmacs = keys.map((key) => (data: string) => crypto.createHmac('sha256', key).update(data).digest('base64url'))
  // By data, with the digest that was verified for it: an entry vouches for exactly that pair.
  const verified = new Map<string, { digest: string; index: number }>()

  function index(data: string, digest: string): number {
    if (typeof data !== 'string' || typeof digest !== 'string') return -1
    const known = verified.get(data)
    if (known?.digest === digest) return known.index
    const given = Buffer.from(digest)
    for (let i = 0; i < hmacs.length; i++) {
      const expected = Buffer.from(hmacs[i]!(data))
      if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) {
        verified.delete(data)
        if (verified.size >= REMEMBERED_SIGNATURES) verified.delete(verified.keys().next().value!)
        verified.set(data, { digest, index: i })
        return i
      }
    }
    return -1
  }

  return {
    sign: (data) => hmacs[0]!(data),
    verify: (data, digest) => index(data, digest) > -1,
    index,
  }
}
