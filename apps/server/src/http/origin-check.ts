import type { Context, Middleware } from 'koa'

export interface OriginPolicy {
  /** The app's public origin when it differs from the request's (behind a proxy); null = the request's own. */
  publicUrl: string | null
  allowedOrigins: readonly string[]
}

/** This server's own origin as the request reached it. (Koa 3's `ctx.origin` is the Origin header.) */
export function ownOrigin(ctx: Context): string {
  return `${ctx.protocol}://${ctx.host}`
}

export function isAllowedOrigin(origin: string, ownOrigin: string, policy: OriginPolicy): boolean {
  return origin === (policy.publicUrl ?? ownOrigin) || policy.allowedOrigins.includes(origin)
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF defence for cookie authentication: a state-changing request from another site is refused.
 * SameSite=Lax alone does not cover same-site subdomains or multipart "simple" requests.
 */
export function rejectCrossSiteWrites(policy: OriginPolicy): Middleware {
  return (ctx: Context, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('Origin')
      const crossSite = origin
        ? !isAllowedOrigin(origin, ownOrigin(ctx), policy)
        : ctx.get('Sec-Fetch-Site') === 'cross-site'
      if (crossSite) ctx.throw(403, 'Cross-site request refused')
    }
    return next()
  }
}
