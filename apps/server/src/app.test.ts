import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { THEME_BOOT_SCRIPT } from '@sayso/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, signedUpClient, startTestServer, weeklyUpdate } from './testing/test-server.ts'

describe('given the server with a built web app', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-dist-'))
    fs.mkdirSync(path.join(dist, 'assets'))
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script>',
    )
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`)
    server = await startTestServer({ webDistDir: dist, allowedOrigins: ['http://localhost:5173'] })
  })
  afterAll(() => server.close())

  describe('security headers', () => {
    it.each(['/', '/api/auth/user', '/api/nope', '/assets/app-abc123.js'])('are on %s', async (route) => {
      const response = await fetch(server.url + route)
      const csp = response.headers.get('content-security-policy')!
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain('unsafe-inline')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    })

    it('allow the theme script inline by its hash, and no other inline script', async () => {
      const response = await fetch(`${server.url}/`)
      const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy')!)![1]
      const hash = crypto.createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')
      expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`)
    })

    it('forbid caching of API responses', async () => {
      const response = await fetch(`${server.url}/api/auth/user`)
      expect(response.headers.get('cache-control')).toBe('no-store')
    })
  })

  describe('the web app', () => {
    it('serves index.html, never cached, for the app’s routes (200) and unknown paths (404, the app says Page Not Found)', async () => {
      for (const [route, status] of [
        ['/', 200],
        ['/recent-updates', 200],
        ['/quick-update/0190a3f2-7c1e-7d2a-9b3c-4d5e6f708192', 200],
        ['/no/such/page', 404],
      ] as const) {
        const response = await fetch(server.url + route)
        expect(response.status).toBe(status)
        expect(response.headers.get('content-type')).toMatch(/text\/html/)
        expect(response.headers.get('cache-control')).toBe('no-cache')
        expect(await response.text()).toContain('<div id="root">')
      }
    })

    it('answers a browser revalidating the index with a bodiless 304 until the page changes', async () => {
      // node:http, not fetch: fetch adds Cache-Control: no-cache to conditional requests, browsers do not.
      const get = (route: string, headers: Record<string, string> = {}) =>
        new Promise<{ status: number; etag: string | undefined; body: string }>((resolve, reject) => {
          http
            .get(server.url + route, { headers }, (response) => {
              let body = ''
              response.on('data', (chunk) => (body += chunk))
              response.on('end', () => resolve({ status: response.statusCode!, etag: response.headers.etag, body }))
            })
            .on('error', reject)
        })
      const { etag } = await get('/recent-updates')
      expect(etag).toMatch(/^"[\w-]+"$/)
      expect(await get('/', { 'if-none-match': etag! })).toMatchObject({ status: 304, body: '' })
      const stale = await get('/', { 'if-none-match': '"an-older-build"' })
      expect(stale.status).toBe(200)
      expect(stale.body).toContain('<div id="root">')
    })

    it('serves hashed assets compressed, with long-lived caching', async () => {
      const response = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/)
      expect(response.headers.get('content-encoding')).toBe('gzip')
      expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404)
    })

    it('treats paths that only begin like the API, such as /apiary, as app paths', async () => {
      const response = await fetch(`${server.url}/apiary`)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('<div id="root">')
    })

    it('does not serve files outside the build', async () => {
      const response = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`)
      expect(await response.text()).not.toContain('root:')
    })
  })

  describe('the API', () => {
    it('answers an unknown route with a JSON 404', async () => {
      const response = await createClient(server.url).get('/api/does-not-exist')
      expect(response.status).toBe(404)
      expect(response.body).toEqual({ message: expect.any(String) })
    })

    it('answers malformed JSON with a 400', async () => {
      const response = await createClient(server.url).post('/api/auth/login', '{"email": ', {
        'content-type': 'application/json',
      })
      expect(response.status).toBe(400)
      expect(response.body.message).toBe('Malformed JSON body')
    })

    it('refuses a body that is not JSON with a 415', async () => {
      const response = await createClient(server.url).post('/api/auth/login', 'email=a@b.c&password=x', {
        'content-type': 'text/plain',
      })
      expect(response.status).toBe(415)
    })

    it('refuses a JSON body over 1 MB with a 413 and keeps serving', async () => {
      const { client } = await signedUpClient(server.url)
      const huge = {
        ...weeklyUpdate(),
        content: JSON.stringify([{ sectionId: 'x', headline: 'h', content: 'c'.repeat(1_100_000) }]),
      }
      const response = await client.post('/api/updates', huge)
      expect(response.status).toBe(413)
      expect(response.body.message).toMatch(/1 MB/)
      expect((await client.get('/api/updates')).status).toBe(200)
    })

    it('refuses __proto__ keys (no prototype pollution) with a 400', async () => {
      const response = await createClient(server.url).post(
        '/api/auth/register',
        '{"name":"A","email":"proto@example.com","password":"secret1","__proto__":{"admin":true}}',
      )
      expect(response.status).toBe(400)
      expect(({} as Record<string, unknown>).admin).toBeUndefined()
    })
  })

  describe('cross-site request forgery', () => {
    it('refuses a state-changing request from another origin (403), and changes nothing', async () => {
      const { client } = await signedUpClient(server.url)
      const forged = await client.post('/api/updates', weeklyUpdate('forged'), { origin: 'https://evil.example' })
      expect(forged.status).toBe(403)
      const deleteAll = await client.delete('/api/user', { origin: 'https://evil.example' })
      expect(deleteAll.status).toBe(403)
      expect((await client.get('/api/auth/user')).status).toBe(200)
      expect((await client.get('/api/updates')).body).toEqual([])
    })

    it('refuses a cross-site request without Origin when the browser says it is cross-site', async () => {
      const { client } = await signedUpClient(server.url)
      const forged = await client.delete('/api/user/updates', { 'sec-fetch-site': 'cross-site' })
      expect(forged.status).toBe(403)
    })

    it('accepts the app’s own origin and the configured ALLOWED_ORIGINS', async () => {
      const { client } = await signedUpClient(server.url)
      expect((await client.post('/api/updates', weeklyUpdate(), { origin: server.url })).status).toBe(201)
      expect((await client.post('/api/updates', weeklyUpdate(), { origin: 'http://localhost:5173' })).status).toBe(201)
    })
  })
})

describe('given a build with the landing page rendered in (landing.html)', () => {
  // With a '<', as in media queries' range syntax.
  const LANDING_CSS = '@media (width<=480px){h1{color:#4f46e5}}'
  const styleSrc = (response: Response) =>
    /style-src ([^;]*)/.exec(response.headers.get('content-security-policy')!)![1]
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-dist-'))
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    fs.writeFileSync(
      path.join(dist, 'landing.html'),
      `<!doctype html><style>${LANDING_CSS}</style><div id="root"><h1>Say it once.</h1></div>`,
    )
    server = await startTestServer({ webDistDir: dist })
  })
  afterAll(() => server.close())

  it('gives a visitor’s / the landing page, ready to paint', async () => {
    const response = await fetch(`${server.url}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('vary')).toMatch(/cookie/i)
    expect(await response.text()).toContain('<h1>Say it once.</h1>')
  })

  it('allows exactly the landing page’s inline stylesheet, by its hash, and no inline style elsewhere', async () => {
    const hash = crypto.createHash('sha256').update(LANDING_CSS).digest('base64')
    expect(styleSrc(await fetch(`${server.url}/`))).toBe(`'self' 'sha256-${hash}'`)
    expect(styleSrc(await fetch(`${server.url}/login`))).toBe("'self'")
    expect(styleSrc(await fetch(`${server.url}/`, { headers: { cookie: 'sayso_sid=some-session' } }))).toBe("'self'")
  })

  it('gives / with a session cookie, and every other address, the empty page the app fills', async () => {
    const signedIn = await fetch(`${server.url}/`, { headers: { cookie: 'sayso_sid=some-session' } })
    expect(await signedIn.text()).toBe('<!doctype html><div id="root"></div>')
    expect(await (await fetch(`${server.url}/login`)).text()).toBe('<!doctype html><div id="root"></div>')
  })

  it('revalidates the landing page by its own ETag, which a signed-in request never matches', async () => {
    const etag = (await fetch(`${server.url}/`)).headers.get('etag')!
    // node:http, not fetch: fetch adds Cache-Control: no-cache to conditional requests, browsers do not.
    const status = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        http
          .get(`${server.url}/`, { headers }, (response) => {
            response.resume()
            resolve(response.statusCode!)
          })
          .on('error', reject)
      })
    expect(await status({ 'if-none-match': etag })).toBe(304)
    expect(await status({ 'if-none-match': etag, cookie: 'sayso_sid=some-session' })).toBe(200)
  })
})
