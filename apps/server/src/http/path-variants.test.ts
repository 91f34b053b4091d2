import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest } from '../testing/raw-request.ts'
import { ENTRY, signedUpClient, startTestServer, weeklyUpdate } from '../testing/test-server.ts'
import { isApiPathVariant, isCanonicalApiPath, isRefusedApiPathVariant } from './path-variants.ts'

const VARIANTS_OF_UPDATES = [
  '/API/updates',
  '/api/UPDATES',
  '/Api/Updates',
  '/api/updates/',
  '//api/updates',
  '/api//updates',
  '/%61pi/updates',
  '/api/%75pdates',
  '/api/updates%2F',
  '/api/./updates',
  '/x/../api/updates',
]

describe('API path variants', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('tells canonical API paths from variant spellings', () => {
    expect(isCanonicalApiPath('/api/updates')).toBe(true)
    expect(isCanonicalApiPath('/api/updates/0b6f0c4e-7a1e-4a39-9c53-5d2b1e6f4a10')).toBe(true)
    for (const path of VARIANTS_OF_UPDATES) {
      expect(isApiPathVariant(path), path).toBe(true)
      // The case of a route's own words is left to the case-sensitive routers (an unknown route).
      if (path.startsWith('/api/') && isCanonicalApiPath(path.toLowerCase())) continue
      expect(isCanonicalApiPath(path), path).toBe(false)
    }
    expect(isApiPathVariant('/apiary')).toBe(false)
    expect(isApiPathVariant('/updates')).toBe(false)
  })

  it('refuses a path exactly when some reading of it is an API path and it is not canonical', () => {
    const segment = fc.oneof(
      fc.constantFrom('api', 'API', 'Api', 'updates', '.', '..', '', '%61pi', '%2F', 'a.b', '.x', '~u', 'x-y_z'),
      fc.stringMatching(/^[\w.~%\\-]{0,6}$/),
    )
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`
        expect(isRefusedApiPathVariant(path)).toBe(isApiPathVariant(path) && !isCanonicalApiPath(path))
      }),
    )
  })

  it('never lists updates to an anonymous visitor, whatever the spelling', async () => {
    for (const path of VARIANTS_OF_UPDATES) {
      const response = await rawRequest(server.url, { method: 'GET', path })
      expect(response.status, path).toBe(404)
      expect(response.json, path).toEqual({ message: expect.any(String) })
      expect(response.headers['cache-control'], path).toBe('no-store')
    }
  })

  it('answers a signed-in write to a variant path with a JSON 404, not a 500, and saves nothing', async () => {
    const { client } = await signedUpClient(server.url)
    const cookie = client.cookieHeader()!
    for (const path of VARIANTS_OF_UPDATES) {
      const response = await rawRequest(server.url, {
        method: 'POST',
        path,
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(weeklyUpdate('variant', [ENTRY])),
      })
      expect(response.status, path).toBe(404)
      expect(response.json, path).toEqual({ message: expect.any(String) })
    }
    expect((await client.get('/api/updates')).body).toEqual([])
  })

  it('never answers 204 to DELETE /API/user while keeping the account', async () => {
    const { client } = await signedUpClient(server.url)
    const cookie = client.cookieHeader()!
    for (const path of ['/API/user', '/api/USER', '/api/user/', '/api//user', '/api/%75ser']) {
      const response = await rawRequest(server.url, { method: 'DELETE', path, headers: { cookie } })
      expect(response.status, path).toBe(404)
    }
    expect((await client.get('/api/auth/user')).status).toBe(200)
  })

  it('keeps the canonical routes working and unknown API routes a JSON 404 with no-store', async () => {
    const { client } = await signedUpClient(server.url)
    expect((await client.post('/api/updates', weeklyUpdate('kept', [ENTRY]))).status).toBe(201)
    expect((await client.get('/api/updates')).body).toHaveLength(1)
    const unknown = await rawRequest(server.url, { method: 'GET', path: '/api/nothing-here' })
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual({ message: 'No such API route' })
    expect(unknown.headers['cache-control']).toBe('no-store')
    // The id keeps its case: only the route's own words are matched exactly.
    const anonymous = await rawRequest(server.url, { method: 'GET', path: '/api/updates' })
    expect(anonymous.status).toBe(401)
  })
})
