import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Context, Middleware } from 'koa'
import { isAppRoute } from '@sayso/shared'
import send from 'koa-send'
import { isApiPath } from './api-path.ts'

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

/**
 * `index.html`, read once: a server serves the build it started with (a new build is a new
 * directory behind the `dist` link), so the page every navigation loads costs no disk access.
 * The ETag lets a browser's revalidation (the page is `no-cache`) end in a bodiless 304.
 */
function loadIndex(distDir: string) {
  const body = fs.readFileSync(path.join(distDir, 'index.html'))
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  return (ctx: Context) => {
    ctx.set('Cache-Control', 'no-cache')
    ctx.type = 'html'
    ctx.body = body
    // An address the app does not know still gets the page (it shows 'Page Not Found'), with a 404.
    if (!isAppRoute(ctx.path)) {
      ctx.status = 404
      return
    }
    ctx.etag = etag
    if (ctx.fresh) ctx.status = 304
  }
}

/**
 * Serves the built web app: hashed assets with long-lived caching, and `index.html` (never cached,
 * so a deploy is picked up at once) for every other path: 200 for the app's routes, 404 for the rest.
 * It needs no session, so it runs before the session middleware.
 */
export function serveSpa(distDir: string): Middleware {
  const sendIndex = loadIndex(distDir)
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next()
    const hashedAsset = ctx.path.startsWith('/assets/')
    // The app's own routes (no file extension) are answered from memory.
    if (!hashedAsset && !path.extname(ctx.path)) return sendIndex(ctx)
    try {
      const served = await send(ctx, ctx.path, {
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
}
