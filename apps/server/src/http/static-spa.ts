import path from 'node:path'
import type { Middleware } from 'koa'
import send from 'koa-send'
import { isApiPath } from './api-path.ts'

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

/**
 * Serves the built web app: hashed assets with long-lived caching, and `index.html` (never cached,
 * so a deploy is picked up at once) for every other path, where the client router shows its own 404.
 */
export function serveSpa(distDir: string): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next()
    const hashedAsset = ctx.path.startsWith('/assets/')
    try {
      const served = await send(ctx, ctx.path, {
        root: distDir,
        index: 'index.html',
        immutable: hashedAsset,
        maxage: hashedAsset ? YEAR_MS : 0,
        setHeaders: (res, file) => {
          if (path.basename(file) === 'index.html' || !hashedAsset) res.setHeader('Cache-Control', 'no-cache')
        },
      })
      if (served) return
    } catch (error) {
      const status = (error as { status?: number }).status
      if (status !== 404 && status !== 400 && status !== 403) throw error
    }
    if (hashedAsset || path.extname(ctx.path)) {
      ctx.status = 404
      return
    }
    await send(ctx, 'index.html', { root: distDir, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') })
  }
}
