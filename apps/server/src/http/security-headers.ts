import crypto from 'node:crypto'
import { THEME_BOOT_SCRIPT } from '@sayso/shared'
import type { Middleware } from 'koa'
import helmet from 'koa-helmet'
import { isApiPath } from './api-path.ts'

/** The one inline script the web app's pages hold, allowed by its hash and nothing else inline. */
const THEME_BOOT_HASH = inlineSource(THEME_BOOT_SCRIPT)

/**
 * A strict CSP the built SPA satisfies (Vite emits no inline scripts; the theme script is allowed by
 * hash), clickjacking and sniffing protection, and HSTS when the app is served over HTTPS. API
 * responses carry user data: they are never cached by browsers or proxies (`no-store`, set before
 * the handler runs, so error responses carry it too).
 */
export function securityHeaders(options: { https: boolean }): Middleware {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_BOOT_HASH],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  })
  // Straight onto the response in one loop: for fixed strings Koa's ctx.set only adds checks.
  const pairs = Object.entries(headers)
  return (ctx, next) => {
    const { res } = ctx
    for (const [name, value] of pairs) res.setHeader(name, value)
    if (isApiPath(ctx.path)) res.setHeader('Cache-Control', 'no-store')
    return next()
  }
}

/** The CSP source that allows one inline `<style>` or `<script>` element by its text. */
export function inlineSource(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`
}

/**
 * The response's CSP with `sources` added to its style-src: a page that inlines its stylesheet (the
 * prerendered landing page) allows exactly that text, and nothing else inline.
 */
export function withInlineStyles(csp: string, sources: readonly string[]): string {
  return sources.length === 0 ? csp : csp.replace(/(^|;)(\s*style-src [^;]*)/, `$1$2 ${sources.join(' ')}`)
}

/**
 * The headers helmet sets, worked out once: with no nonces or per-request directives they are the
 * same on every response, so no request pays for running helmet (a promise and its checks) again.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  }
  // helmet sets every header synchronously before it calls next (which koa-helmet defers).
  void (helmet(options) as Middleware)({ req: {}, res: response } as never, async () => undefined)
  if (Object.keys(headers).length === 0) throw new Error('helmet set no headers')
  return headers
}
