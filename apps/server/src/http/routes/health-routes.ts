import type { Context, Middleware } from 'koa'
import type { Readiness } from '../../services/readiness.ts'

export const HEALTH_PATHS = ['/api/health', '/api/ready']

// What a router route would match: GET or HEAD, an optional trailing slash; case-sensitive like every
// API route (variant spellings are refused before this, see http/path-variants.ts).
const HEALTH_ROUTE = /^\/api\/(health|ready)\/?$/

/**
 * For load balancers and orchestrators: liveness (the process answers) and readiness (its back ends
 * answer). Mounted before sessions, origin checks and the request log, so probes cost nothing there;
 * a path test rather than a router, so every other request passes by at the cost of one comparison.
 */
export function healthRoutes(readiness: Readiness): Middleware {
  const health = (ctx: Context) => {
    ctx.body = { status: 'ok' }
  }
  const ready = async (ctx: Context) => {
    const { ready, checks } = await readiness.report()
    const unreachable = Object.keys(checks).filter((name) => checks[name] !== 'ok')
    ctx.status = ready ? 200 : 503
    ctx.body = ready
      ? { status: 'ready', checks }
      : { status: 'not-ready', message: `Not ready: ${unreachable.join(', ')} unreachable`, checks }
  }
  return (ctx, next) => {
    const probe = ctx.method === 'GET' || ctx.method === 'HEAD' ? HEALTH_ROUTE.exec(ctx.path) : null
    if (!probe) return next()
    return probe[1] === 'health' ? health(ctx) : ready(ctx)
  }
}
