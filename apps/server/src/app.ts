import Router from '@koa/router'
import Koa from 'koa'
import compress from 'koa-compress'
import Keygrip from 'keygrip'
import type { AiService } from './ai/ai-service.ts'
import type { Logger } from './logger.ts'
import type { AccountsService } from './services/accounts-service.ts'
import type { SessionStore } from './services/session-store.ts'
import type { UpdatesService } from './services/updates-service.ts'
import { isApiPath } from './http/api-path.ts'
import { errorResponses } from './http/errors.ts'
import { rejectCrossSiteWrites, type OriginPolicy } from './http/origin-check.ts'
import { aiRoutes } from './http/routes/ai-routes.ts'
import { authRoutes } from './http/routes/auth-routes.ts'
import { updatesRoutes } from './http/routes/updates-routes.ts'
import { userRoutes } from './http/routes/user-routes.ts'
import { noStoreForApi, securityHeaders } from './http/security-headers.ts'
import { sessionMiddleware } from './http/sessions.ts'
import { serveSpa } from './http/static-spa.ts'

export interface AppDeps {
  accounts: AccountsService
  updates: UpdatesService
  ai: AiService
  sessionStore: SessionStore
  sessionSecrets: string[]
  logger: Logger
  cookieSecure: boolean
  trustProxy: boolean
  sessionAbsoluteTimeoutMs: number
  originPolicy: OriginPolicy
  webDistDir: string | null
}

/** The HTTP application: middleware stays thin, services hold the rules (see services/). */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa()
  app.proxy = deps.trustProxy
  // Behind one proxy: the client address is the last X-Forwarded-For entry, the one the proxy
  // appended; entries before it are whatever the client wrote (and would dodge login throttling).
  app.maxIpsCount = 1
  // HMAC-SHA256 cookie signatures (keygrip's default is SHA-1).
  app.keys = new Keygrip(deps.sessionSecrets, 'sha256') as unknown as string[]
  app.silent = true

  const api = new Router({ prefix: '/api' })
  for (const routes of [
    authRoutes(deps.accounts),
    userRoutes(deps.accounts),
    updatesRoutes(deps.accounts, deps.updates),
    aiRoutes(deps.accounts, deps.ai),
  ]) {
    api.use(routes.routes(), routes.allowedMethods({ throw: true }))
  }

  app.use(errorResponses(deps.logger))
  app.use(securityHeaders({ https: deps.cookieSecure }))
  app.use(noStoreForApi)
  app.use(compress())
  app.use(sessionMiddleware(app, {
    store: deps.sessionStore,
    cookieSecure: deps.cookieSecure,
    absoluteTimeoutMs: deps.sessionAbsoluteTimeoutMs,
  }))
  app.use(rejectCrossSiteWrites(deps.originPolicy))
  app.use(api.routes())
  app.use(async (ctx, next) => {
    if (isApiPath(ctx.path)) ctx.throw(404, 'No such API route')
    await next()
  })
  if (deps.webDistDir) app.use(serveSpa(deps.webDistDir))
  return app
}
