import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createConfiguredAiService } from './ai/create-ai-service.ts'
import type { AiService } from './ai/ai-service.ts'
import { createApp } from './app.ts'
import { createSyncServer } from './collab/sync-server.ts'
import { createUpgradeAuth } from './collab/upgrade-auth.ts'
import type { ServerConfig } from './config.ts'
import { openDatabase, type Db } from './database/open-database.ts'
import { createLogger, type Logger } from './logger.ts'
import { createDocumentsRepository } from './repositories/documents-repository.ts'
import { createSessionsRepository } from './repositories/sessions-repository.ts'
import { createUpdatesRepository } from './repositories/updates-repository.ts'
import { createUsersRepository } from './repositories/users-repository.ts'
import { createAccountsService } from './services/accounts-service.ts'
import { createFreePlan } from './services/free-plan.ts'
import { createLoginThrottle } from './services/login-throttle.ts'
import { createPasswordHasher } from './services/password-hasher.ts'
import { resolveSessionSecrets } from './services/session-secret.ts'
import { createSessionRevocations } from './services/session-revocations.ts'
import { createSessionStore } from './services/session-store.ts'
import { createUpdateDocumentsService } from './services/update-documents-service.ts'
import { createUpdatesService } from './services/updates-service.ts'
import { sessionCookieName } from './http/sessions.ts'

export interface RunningServer {
  url: string
  port: number
  db: Db
  logger: Logger
  /** Transcription and formatting: `describe()` names the active back ends, `warmUp()` loads models. */
  ai: Pick<AiService, 'describe' | 'warmUp'>
  /**
   * Stops accepting requests, closes the sync sockets and stores every open document, finishes
   * requests in flight, then closes the database.
   */
  close(): Promise<void>
}

export interface StartOptions {
  /** The clock sessions and timestamps use; tests move it forward. */
  now?: () => number
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const now = options.now ?? Date.now
  const logger = createLogger(config.logLevel)
  const db = openDatabase(config.dataDir)

  const sessions = createSessionsRepository(db)
  const users = createUsersRepository(db)
  const updatesRepository = createUpdatesRepository(db)
  const freePlan = createFreePlan(updatesRepository, config.freeUpdateLimit)
  const revocations = createSessionRevocations()
  const sessionStore = createSessionStore(sessions, {
    idleTimeoutMs: config.sessionIdleTimeoutMs,
    absoluteTimeoutMs: config.sessionAbsoluteTimeoutMs,
    now,
    revocations,
  })
  const originPolicy = { publicUrl: config.publicUrl, allowedOrigins: config.allowedOrigins }
  const sync = createSyncServer({
    // Bound below, once the app exists: only upgrade requests, which arrive after listen(), call it.
    authenticateUpgrade: (request) => authenticateUpgrade(request),
    documents: createUpdateDocumentsService({ db, documents: createDocumentsRepository(db), updates: updatesRepository, freePlan, logger, now }),
    revocations,
    sessionStore,
    logger,
    storeDebounceMs: config.sync.storeDebounceMs,
    maxMessageBytes: config.sync.maxMessageBytes,
  })
  const updates = createUpdatesService(updatesRepository, { freePlan, documents: sync.updateDocuments, now })
  const accounts = createAccountsService({
    users,
    sessions,
    updates,
    hasher: await createPasswordHasher(),
    loginThrottle: await createLoginThrottle(db, {
      maxConsecutiveFailures: config.loginMaxConsecutiveFailures,
      maxFailuresPerIpPerDay: config.loginMaxFailuresPerIpPerDay,
    }),
    logger,
    now,
    revocations,
  })
  const ai = await createConfiguredAiService(config.ai, db, logger)
  const app = createApp({
    accounts,
    updates,
    ai,
    sessionStore,
    sessionSecrets: resolveSessionSecrets(config.sessionSecrets, config.dataDir),
    logger,
    cookieSecure: config.cookieSecure,
    trustProxy: config.trustProxy,
    sessionAbsoluteTimeoutMs: config.sessionAbsoluteTimeoutMs,
    originPolicy,
    webDistDir: config.webDistDir,
  })
  const authenticateUpgrade = createUpgradeAuth({
    app,
    sessionStore,
    sessionCookieName: sessionCookieName(config.cookieSecure),
    originPolicy,
    userExists: (userId) => users.findById(userId) !== undefined,
  })

  const server = http.createServer(app.callback())
  server.on('upgrade', (request, socket, head) => void sync.handleUpgrade(request, socket, head))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const url = config.publicUrl ?? `http://localhost:${port}`

  return {
    url,
    port,
    db,
    logger,
    ai,
    async close() {
      const httpClosed = new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
      })
      await sync.shutdown()
      await httpClosed
      await ai.close()
      db.close()
    },
  }
}
