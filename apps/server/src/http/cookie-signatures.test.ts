import Keygrip from 'keygrip'
import { describe, expect, it } from 'vitest'
import { signedUpClient, startTestServer } from '../testing/test-server.ts'
import { createCookieSigner } from './cookie-signatures.ts'

describe('cookie signatures', () => {
  it('are the ones Keygrip with SHA-256 made, so cookies signed before stay valid', () => {
    const keygrip = new Keygrip(['new-secret', 'old-secret'], 'sha256')
    const signer = createCookieSigner(['new-secret', 'old-secret'])
    for (const data of ['sayso_sid=abc', 'sayso_sid=Zm9vYmFy-_+/=', '']) {
      expect(signer.sign(data)).toBe(keygrip.sign(data))
    }
    const signedByOldKey = new Keygrip(['old-secret'], 'sha256').sign('sayso_sid=xyz')
    expect(signer.index('sayso_sid=xyz', signedByOldKey)).toBe(1)
    // Twice: the second answer comes from what was remembered, and must be the same.
    expect(signer.index('sayso_sid=xyz', signedByOldKey)).toBe(1)
  })

  it('refuse a tampered value or signature, also after the genuine pair was verified', () => {
    const signer = createCookieSigner(['secret'])
    const digest = signer.sign('sayso_sid=abc')
    expect(signer.verify('sayso_sid=abc', digest)).toBe(true)
    expect(signer.verify('sayso_sid=abd', digest)).toBe(false)
    expect(signer.verify('sayso_sid=abc', `${digest.slice(0, -1)}A`)).toBe(digest.endsWith('A'))
    expect(signer.verify('sayso_sid=abc', '')).toBe(false)
    expect(createCookieSigner(['another-secret']).verify('sayso_sid=abc', digest)).toBe(false)
  })
})

describe('given a signed-in client', () => {
  it('a tampered session cookie signs nobody in; the genuine one still does', async () => {
    const server = await startTestServer()
    try {
      const { client } = await signedUpClient(server.url)
      const genuine = client.cookieHeader()
      const tampered = genuine.replace(
        /sayso_sid=([^;]+)/,
        (_, id: string) => `sayso_sid=${id.slice(0, -1)}${id.endsWith('a') ? 'b' : 'a'}`,
      )
      expect(tampered).not.toBe(genuine)
      const as = (cookie: string) =>
        fetch(`${server.url}/api/updates`, { headers: { cookie } }).then((response) => response.status)
      expect(await as(genuine)).toBe(200)
      expect(await as(tampered)).toBe(401)
      expect(await as(genuine)).toBe(200)
    } finally {
      await server.close()
    }
  })
})
