import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Context, Middleware } from 'koa'
import { isAppRoute } from '@sayso/shared'
import type send from 'koa-send'
import { isApiPath } from './api-path.ts'
import { inlineSource, withInlineStyles } from './security-headers.ts'

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

// Loaded with the first file that is not the app's page: start-up and the page need none of it.
let sender: Promise<typeof send> | undefined
const loadSend = () => (sender ??= import('koa-send').then((module) => module.default))

interface Page {
  body: Buffer
  etag: string
  /** CSP sources for the page's inline `<style>` elements (the landing page inlines its stylesheet). */
  inlineStyles: string[]
  /** The response's CSP → the same with `inlineStyles` allowed. */
  cspWithStyles: Map<string, string>
}

/** Adds the page's inline styles to the response's CSP (the same on every response, so worked out once). */
function allowInlineStyles(ctx: Context, page: Page): void {
  const csp = ctx.res.getHeader('Content-Security-Policy')
  if (typeof csp !== 'string') return
  let allowed = page.cspWithStyles.get(csp)
  if (allowed === undefined) {
    allowed = withInlineStyles(csp, page.inlineStyles)
    page.cspWithStyles.set(csp, allowed)
  }
  ctx.res.setHeader('Content-Security-Policy', allowed)
}

function readPage(file: string): Page {
  const body = fs.readFileSync(file)
  const inlineStyles = [...body.toString('utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) =>
    inlineSource(match[1]!),
  )
  return {
    body,
    etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    inlineStyles,
    cspWithStyles: new Map(),
  }
}

/**
 * `index.html`, read once: a server serves the build it started with (a new build is a new
 * directory behind the `dist` link), so the page every navigation loads costs no disk access.
 * The ETag lets a browser's revalidation (the page is `no-cache`) end in a bodiless 304.
 * `landing.html`, when the build made one, is the same page with the landing page rendered in: '/'
 * gets it when the request carries no session cookie (a visitor, as far as a cookie can tell; the app
 * still asks the server and takes over for a signed-in user), so the hero paints before any script runs.
 */
function loadIndex(distDir: string, sessionCookie: string) {
  const index = readPage(path.join(distDir, 'index.html'))
  const landingFile = path.join(distDir, 'landing.html')
  const landing = fs.existsSync(landingFile) ? readPage(landingFile) : null
  return (ctx: Context) => {
    ctx.set('Cache-Control', 'no-cache')
    // Named in full: `ctx.type = 'html'` looks the type up on every request.
    ctx.set('Content-Type', 'text/html; charset=utf-8')
    // An address the app does not know still gets the page (it shows 'Page Not Found'), with a 404.
    if (!isAppRoute(ctx.path)) {
      ctx.body = index.body
      ctx.status = 404
      return
    }
    let page = index
    if (landing && ctx.path === '/') {
      ctx.vary('Cookie')
      if (!ctx.cookies.get(sessionCookie)) page = landing
    }
    if (page.inlineStyles.length > 0) allowInlineStyles(ctx, page)
    ctx.body = page.body
    ctx.etag = page.etag
    // Only a revalidation can be fresh: other requests skip the check (it copies every response header).
    if (ctx.req.headers['if-none-match'] && ctx.fresh) ctx.status = 304
  }
}

/**
 * Serves the built web app: hashed assets with long-lived caching, and `index.html` (never cached,
 * so a deploy is picked up at once) for every other path: 200 for the app's routes, 404 for the rest.
 * It needs no session, so it runs before the session middleware.
 */
export function serveSpa(distDir: string, options: { sessionCookie: string }): Middleware {
  const sendIndex = loadIndex(distDir, options.sessionCookie)
  const sendFile = async (ctx: Context, hashedAsset: boolean) => {
    try {
      const served = await (
        await loadSend()
      )(ctx, ctx.path, {
        root: distDir,
        immutable: hashedAsset,
        maxage: hashedAsset ? YEAR_MS : 0,
        setHeaders: (res) => {
          if (!hashedAsset) res.setHeader('Cache-Control', 'no-cache')
        },
      })
      if (served) return
    } catch (error) {
      const status = (error as { status?: number }).status
      if (status !== 404 && status !== 400 && status !== 403) throw error
    }
    ctx.status = 404
  }
  // Not async: the API's requests and the app's page pass by without a promise of their own.
  return (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next()
    const hashedAsset = ctx.path.startsWith('/assets/')
    // The app's own routes (no file extension) are answered from memory.
    if (!hashedAsset && !path.extname(ctx.path)) return sendIndex(ctx)
    return sendFile(ctx, hashedAsset)
  }
}
