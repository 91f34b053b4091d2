import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Middleware } from 'koa'
import send from 'koa-send'

export const STORYBOOK_PATH = '/storybook'

/** The sha256 sources of every inline <script> of Storybook's two pages, for the CSP. */
function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>()
  for (const page of ['index.html', 'iframe.html']) {
    const html = fs.readFileSync(path.join(dir, page), 'utf8')
    for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.add(
        `'sha256-${crypto
          .createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
      )
    }
  }
  return [...hashes]
}

/**
 * recorder-ui's built Storybook at /storybook/, for designers (issue 19), behind the app's security
 * headers with the two differences Storybook needs: its manager frames its preview (same origin only),
 * and it runs a few inline scripts (allowed by hash, not wholesale) and injects its own styles.
 */
export function serveStorybook(dir: string): Middleware {
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(dir).join(' ')}`,
    // Storybook's manager styles itself at run time (CSS-in-JS).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
  return async (ctx, next) => {
    if (ctx.path !== STORYBOOK_PATH && !ctx.path.startsWith(`${STORYBOOK_PATH}/`)) return next()
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    if (ctx.path === STORYBOOK_PATH) return ctx.redirect(`${STORYBOOK_PATH}/`)
    ctx.set('Content-Security-Policy', policy)
    ctx.set('X-Frame-Options', 'SAMEORIGIN')
    const file = ctx.path.slice(STORYBOOK_PATH.length) || '/'
    const hashedAsset = file.startsWith('/assets/')
    try {
      const served = await send(ctx, file, {
        root: dir,
        index: 'index.html',
        immutable: hashedAsset,
        maxage: hashedAsset ? 365 * 24 * 60 * 60 * 1000 : 0,
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
    ctx.body = 'Not found'
  }
}
