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
  // Keyed by digest and data together, so a remembered entry vouches for exactly that pair.
  const verified = new Map<string, number>()

  function index(data: string, digest: string): number {
    if (typeof data !== 'string' || typeof digest !== 'string') return -1
    const remembered = `${digest}\n${data}`
    const known = verified.get(remembered)
    if (known !== undefined) return known
    const given = Buffer.from(digest)
    for (let i = 0; i < hmacs.length; i++) {
      const expected = Buffer.from(hmacs[i]!(data))
      if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) {
        if (verified.size >= REMEMBERED_SIGNATURES) verified.delete(verified.keys().next().value!)
        verified.set(remembered, i)
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
