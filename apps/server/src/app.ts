import Koa from 'koa'
import type { AiService } from './ai/ai-service.ts'
import type { Logger } from './logger.ts'
import type { AccountsService } from './services/accounts-service.ts'
import type { ClientErrorReports } from './services/client-error-reports.ts'
import type { Readiness } from './services/readiness.ts'
import type { SessionStore } from './services/session-store.ts'
import type { UpdatesService } from './services/updates-service.ts'
import type { VocabularyService } from './services/vocabulary-service.ts'
import { isApiPath } from './http/api-path.ts'
import { compression } from './http/compression.ts'
import { createCookieSigner } from './http/cookie-signatures.ts'
import { errorResponses } from './http/errors.ts'
import { rejectCrossSiteWrites, type OriginPolicy } from './http/origin-check.ts'
import { aiRoutes } from './http/routes/ai-routes.ts'
import { authRoutes } from './http/routes/auth-routes.ts'
import { clientErrorRoutes } from './http/routes/client-error-routes.ts'
import { HEALTH_PATHS, healthRoutes } from './http/routes/health-routes.ts'
import { updatesRoutes } from './http/routes/updates-routes.ts'
import { userRoutes } from './http/routes/user-routes.ts'
import { requestLog } from './http/request-log.ts'
import { vocabularyRoutes } from './http/routes/vocabulary-routes.ts'
import { securityHeaders } from './http/security-headers.ts'
import { sessionCookieName, sessionMiddleware } from './http/sessions.ts'
import { serveSpa } from './http/static-spa.ts'
import { serveStorybook } from './http/storybook.ts'
import { refuseApiPathVariants } from './http/path-variants.ts'
import { routeTable } from './http/router.ts'

export interface AppDeps {
  accounts: AccountsService
  updates: UpdatesService
  vocabulary: VocabularyService
  ai: AiService
  sessionStore: SessionStore
  readiness: Readiness
  clientErrors: ClientErrorReports
  sessionSecrets: string[]
  logger: Logger
  cookieSecure: boolean
  trustProxy: boolean
  sessionAbsoluteTimeoutMs: number
  originPolicy: OriginPolicy
  webDistDir: string | null
  /** recorder-ui's built Storybook, served at /storybook/ when present. */
  storybookDir?: string | null
}

/** The HTTP application: middleware stays thin, services hold the rules (see services/). */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa()
  app.proxy = deps.trustProxy
  // Behind one proxy: the client address is the last X-Forwarded-For entry, the one the proxy
  // appended; entries before it are whatever the client wrote (and would dodge login throttling).
  app.maxIpsCount = 1
  // HMAC-SHA256 cookie signatures (keygrip's default is SHA-1), verified ones remembered.
  app.keys = createCookieSigner(deps.sessionSecrets) as unknown as string[]
  app.silent = true

  // Case-sensitive like the sign-in checks' paths; variant spellings never get here (path-variants.ts).
  const api = routeTable('/api', [
    authRoutes(deps.accounts),
    vocabularyRoutes(deps.accounts, deps.vocabulary),
    userRoutes(deps.accounts),
    updatesRoutes(deps.accounts, deps.updates),
    aiRoutes(deps.accounts, deps.ai),
    clientErrorRoutes(deps.accounts, deps.clientErrors),
  ])

  const health = healthRoutes(deps.readiness)
  app.use(requestLog(deps.logger, { skip: (path) => HEALTH_PATHS.includes(path) }))
  app.use(errorResponses(deps.logger))
  app.use(securityHeaders({ https: deps.cookieSecure }))
  app.use(refuseApiPathVariants)
  app.use(health)
  app.use(compression())
  // The web app's files need no session: served before the session is looked up.
  if (deps.storybookDir) app.use(serveStorybook(deps.storybookDir))
  if (deps.webDistDir) app.use(serveSpa(deps.webDistDir, { sessionCookie: sessionCookieName(deps.cookieSecure) }))
  app.use(
    sessionMiddleware({
      store: deps.sessionStore,
      cookieSecure: deps.cookieSecure,
      absoluteTimeoutMs: deps.sessionAbsoluteTimeoutMs,
    }),
  )
  app.use(rejectCrossSiteWrites(deps.originPolicy))
  app.use(api)
  app.use(async (ctx, next) => {
    if (isApiPath(ctx.path)) ctx.throw(404, 'No such API route')
    await next()
  })
  return app
}
