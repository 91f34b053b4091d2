import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createApp } from './app.ts'
import type { ServerConfig } from './config.ts'
import { openDatabase, type Db } from './database/open-database.ts'
import { createLogger, type Logger } from './logger.ts'
import { createSessionsRepository } from './repositories/sessions-repository.ts'
import { createUpdatesRepository } from './repositories/updates-repository.ts'
import { createUsersRepository } from './repositories/users-repository.ts'
import { createAccountsService } from './services/accounts-service.ts'
import { createLoginThrottle } from './services/login-throttle.ts'
import { createPasswordHasher } from './services/password-hasher.ts'
import { resolveSessionSecrets } from './services/session-secret.ts'
import { createSessionStore } from './services/session-store.ts'
import { createUpdatesService } from './services/updates-service.ts'

export interface RunningServer {
  url: string
  port: number
  db: Db
  logger: Logger
  /** Stops accepting requests, finishes those in flight, then closes the database. */
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
  const updates = createUpdatesService(createUpdatesRepository(db), { freeUpdateLimit: config.freeUpdateLimit, now })
  const accounts = createAccountsService({
    users: createUsersRepository(db),
    sessions,
    updates,
    hasher: await createPasswordHasher(),
    loginThrottle: await createLoginThrottle(db, {
      maxConsecutiveFailures: config.loginMaxConsecutiveFailures,
      maxFailuresPerIpPerDay: config.loginMaxFailuresPerIpPerDay,
    }),
    logger,
    now,
  })
  const app = createApp({
    accounts,
    updates,
    sessionStore: createSessionStore(sessions, {
      idleTimeoutMs: config.sessionIdleTimeoutMs,
      absoluteTimeoutMs: config.sessionAbsoluteTimeoutMs,
      now,
    }),
    sessionSecrets: resolveSessionSecrets(config.sessionSecrets, config.dataDir),
    logger,
    cookieSecure: config.cookieSecure,
    trustProxy: config.trustProxy,
    sessionAbsoluteTimeoutMs: config.sessionAbsoluteTimeoutMs,
    originPolicy: { publicUrl: config.publicUrl, allowedOrigins: config.allowedOrigins },
    webDistDir: config.webDistDir,
  })

  const server = http.createServer(app.callback())
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
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
      })
      db.close()
    },
  }
}
