import type { Middleware } from 'koa'
import helmet from 'koa-helmet'
import { isApiPath } from './api-path.ts'

/**
 * A strict CSP the built SPA satisfies (Vite emits no inline scripts), clickjacking and sniffing
 * protection, and HSTS when the app is served over HTTPS.
 */
export function securityHeaders(options: { https: boolean }): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  }) as Middleware
}

/** API responses carry user data: never cached by browsers or proxies. */
export const noStoreForApi: Middleware = async (ctx, next) => {
  // Set before the handler runs, so error responses carry it too.
  if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store')
  await next()
}
