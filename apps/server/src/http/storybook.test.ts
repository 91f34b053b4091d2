import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../testing/test-server.ts'

const INLINE = 'window.CONFIG_TYPE = "PRODUCTION"'

describe('given the server with a built Storybook', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-storybook-'))
    fs.mkdirSync(path.join(dir, 'assets'))
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><script>${INLINE}</script><script type="module" src="./assets/manager-1.js"></script>`,
    )
    fs.writeFileSync(path.join(dir, 'iframe.html'), '<!doctype html><div id="storybook-root"></div>')
    fs.writeFileSync(path.join(dir, 'assets', 'manager-1.js'), 'export {}')
    server = await startTestServer({ storybookDir: dir })
  })
  afterAll(() => server.close())

  it('serves it at /storybook/ (and sends /storybook there)', async () => {
    const redirect = await fetch(`${server.url}/storybook`, { redirect: 'manual' })
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe('/storybook/')
    const page = await fetch(`${server.url}/storybook/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(INLINE)
    expect(page.headers.get('cache-control')).toBe('no-cache')
    const asset = await fetch(`${server.url}/storybook/assets/manager-1.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect((await fetch(`${server.url}/storybook/nope.js`)).status).toBe(404)
    expect((await fetch(`${server.url}/storybook/../package.json`)).status).toBe(404)
  })

  it('allows its inline scripts by hash only, and its preview framed by its own origin only', async () => {
    const response = await fetch(`${server.url}/storybook/iframe.html`)
    const csp = response.headers.get('content-security-policy')!
    const hash = crypto.createHash('sha256').update(INLINE).digest('base64')
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'self'")
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('leaves the app’s own strict policy everywhere else', async () => {
    const csp = (await fetch(`${server.url}/api/health`)).headers.get('content-security-policy')!
    expect(csp).toContain("frame-ancestors 'none'")
    // The app allows its own theme script by hash, never Storybook's.
    expect(csp).not.toContain(crypto.createHash('sha256').update(INLINE).digest('base64'))
  })
})
