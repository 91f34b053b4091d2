import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest } from '../testing/raw-request.ts'
import { ENTRY, signedUpClient, startTestServer, weeklyUpdate } from '../testing/test-server.ts'

const builtWebApp = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist')

/** The built web app when there is one (npm test builds it first), else a stand-in with a large script. */
function webDist(): { dir: string; largestScript: string } {
  const assets = path.join(builtWebApp, 'assets')
  if (fs.existsSync(assets)) {
    const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'))
    const largest = scripts.sort(
      (a, b) => fs.statSync(path.join(assets, b)).size - fs.statSync(path.join(assets, a)).size,
    )[0]
    if (largest) return { dir: builtWebApp, largestScript: `/assets/${largest}` }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-dist-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Sayso</title>')
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), 'console.log("sayso");\n'.repeat(20_000))
  return { dir, largestScript: '/assets/app-abc123.js' }
}

const REFUSING_EVERY_CODING = [
  'identity;q=0',
  '*;q=0',
  'identity;q=0, *;q=0',
  'foo, identity;q=0',
  'gzip;q=0, identity;q=0',
]

describe('Accept-Encoding that refuses every coding', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  let dist: ReturnType<typeof webDist>
  beforeAll(async () => {
    dist = webDist()
    server = await startTestServer({ webDistDir: dist.dir })
  })
  afterAll(() => server.close())

  it('gets a JSON response over 1 KB uncompressed, never a 500', async () => {
    const { client } = await signedUpClient(server.url)
    for (let n = 0; n < 4; n++) await client.post('/api/updates', weeklyUpdate(`Week ${n}`, [ENTRY, ENTRY, ENTRY]))
    const cookie = client.cookieHeader()!
    for (const acceptEncoding of REFUSING_EVERY_CODING) {
      const response = await rawRequest(server.url, {
        method: 'GET',
        path: '/api/updates',
        headers: { cookie, 'accept-encoding': acceptEncoding },
      })
      expect(response.status, acceptEncoding).toBe(200)
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined()
      expect(response.text.length).toBeGreaterThan(1024)
      expect(response.json).toHaveLength(4)
    }
  })

  it('gets the largest web script uncompressed, never a 500', async () => {
    const onDisk = fs.readFileSync(path.join(dist.dir, dist.largestScript))
    for (const acceptEncoding of REFUSING_EVERY_CODING) {
      const response = await rawRequest(server.url, {
        method: 'GET',
        path: dist.largestScript,
        headers: { 'accept-encoding': acceptEncoding },
      })
      expect(response.status, acceptEncoding).toBe(200)
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined()
      expect(response.text).toBe(onDisk.toString('utf8'))
    }
  })

  it('still compresses for clients that accept it', async () => {
    const response = await rawRequest(server.url, {
      method: 'GET',
      path: dist.largestScript,
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers.vary).toMatch(/Accept-Encoding/)
  })

  it('answers a client that names no coding uncompressed, saying the answer varies with it', async () => {
    const onDisk = fs.readFileSync(path.join(dist.dir, dist.largestScript))
    const response = await rawRequest(server.url, { method: 'GET', path: dist.largestScript, headers: {} })
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers.vary).toBe('Accept-Encoding')
    expect(response.text).toBe(onDisk.toString('utf8'))
  })
})
