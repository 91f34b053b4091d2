import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Kysely } from 'kysely'
import type { DestinationStream } from 'pino'
import { createConfiguredAiService } from './ai/create-ai-service.ts'
import type { AiService } from './ai/ai-service.ts'
import { createApp } from './app.ts'
import { createSyncServer } from './collab/sync-server.ts'
import { createUpdateJournal } from './collab/update-journal.ts'
import { createUpgradeAuth } from './collab/upgrade-auth.ts'
import type { ServerConfig } from './config.ts'
import { createDataStore } from './database/data-store.ts'
import { openDatabase } from './database/open-database.ts'
import type { Schema } from './database/schema.ts'
import { createLogger, type Logger } from './logger.ts'
import { aloneBus } from './cluster/cluster-bus.ts'
import { createAccountsService } from './services/accounts-service.ts'
import { createClientErrorReports } from './services/client-error-reports.ts'
import { createFreePlan } from './services/free-plan.ts'
import { createLoginThrottle } from './services/login-throttle.ts'
import { createPasswordHasher } from './services/password-hasher.ts'
import { createReadiness } from './services/readiness.ts'
import { resolveSessionSecrets } from './services/session-secret.ts'
import { createSessionRevocations } from './services/session-revocations.ts'
import { createSessionStore } from './services/session-store.ts'
import { createUpdateDocumentsService } from './services/update-documents-service.ts'
import { createUpdateListsService } from './services/update-lists-service.ts'
import { createUpdatesService } from './services/updates-service.ts'
import { createVocabularyService } from './services/vocabulary-service.ts'
import { sessionCookieName } from './http/sessions.ts'

export interface RunningServer {
  url: string
  port: number
  /** The app's database (SQLite or PostgreSQL); tests read and change rows through it. */
  db: Kysely<Schema>
  /** Names the database in use, for the start-up line. */
  database: string
  /** Names what connects this instance to the others (Redis), for the start-up line. */
  cluster: string
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
  /** Where the JSON log lines go (stdout when absent); tests read them. */
  logDestination?: DestinationStream
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const now = options.now ?? Date.now
  const logger = createLogger(config.logLevel, options.logDestination)
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  // Loaded only when configured: a single instance never needs the Redis clients (redis-cluster.ts).
  const redisCluster = config.redis
    ? await (await import('./cluster/redis-cluster.ts')).connectRedisCluster(config.redis.url, config.redis.prefix)
    : null
  const redis = redisCluster?.redis ?? null
  const bus = redisCluster?.bus ?? aloneBus
  const counters = redisCluster?.counters ?? database.createCounterStore()

  const revocations = createSessionRevocations(bus)
  const store = createDataStore(database.db, database.dialect, revocations, bus)
  const { repos } = store
  const freePlan = createFreePlan(config.freeUpdateLimit)
  const sessionStore = createSessionStore(repos.sessions, {
    idleTimeoutMs: config.sessionIdleTimeoutMs,
    absoluteTimeoutMs: config.sessionAbsoluteTimeoutMs,
    now,
    revocations,
  })
  const originPolicy = { publicUrl: config.publicUrl, allowedOrigins: config.allowedOrigins }
  const updateDocuments = createUpdateDocumentsService({
    store,
    freePlan,
    logger,
    now,
    sharedDatabase: database.dialect === 'postgres',
  })
  const updateLog = database.createUpdateLog(logger)
  const recovered = await updateLog.recover((leftovers) => updateDocuments.recoverLoggedUpdates(leftovers))
  if (recovered > 0)
    logger.info('stored the acknowledged updates of documents left unstored by the last run', { documents: recovered })
  const sync = createSyncServer({
    // Bound below, once the app exists: only upgrade requests, which arrive after listen(), call it.
    authenticateUpgrade: (request) => authenticateUpgrade(request),
    documents: updateDocuments,
    relay: redisCluster?.relay ?? null,
    journal: createUpdateJournal(updateLog, logger),
    lists: createUpdateListsService({ store, now }),
    revocations,
    sessionStore,
    logger,
    storeDebounceMs: config.sync.storeDebounceMs,
    maxMessageBytes: config.sync.maxMessageBytes,
    now,
  })
  const updates = createUpdatesService(repos.updates, { freePlan, documents: sync.updateDocuments, now })
  const accounts = createAccountsService({
    repos,
    updates,
    hasher: createPasswordHasher(),
    loginThrottle: await createLoginThrottle(counters, {
      maxConsecutiveFailures: config.loginMaxConsecutiveFailures,
      maxFailuresPerIpPerDay: config.loginMaxFailuresPerIpPerDay,
    }),
    logger,
    now,
    revocations,
  })
  // The recogniser for a user's new vocabulary starts as soon as it changes, ahead of their next recording.
  const vocabulary = createVocabularyService(repos.vocabulary, now, (userId) => ai.vocabularyChanged(userId))
  const ai = await createConfiguredAiService(config.ai, counters, logger, vocabulary)
  const app = createApp({
    accounts,
    updates,
    vocabulary,
    ai,
    sessionStore,
    clientErrors: createClientErrorReports(counters, logger),
    readiness: createReadiness([
      { name: 'database', probe: () => database.ping() },
      ...(redis ? [{ name: 'redis', probe: () => redis.ping() }] : []),
    ]),
    sessionSecrets: resolveSessionSecrets(config.sessionSecrets, config.dataDir),
    logger,
    cookieSecure: config.cookieSecure,
    trustProxy: config.trustProxy,
    sessionAbsoluteTimeoutMs: config.sessionAbsoluteTimeoutMs,
    originPolicy,
    webDistDir: config.webDistDir,
    storybookDir: config.storybookDir,
  })
  const authenticateUpgrade = createUpgradeAuth({
    app,
    sessionStore,
    sessionCookieName: sessionCookieName(config.cookieSecure),
    originPolicy,
    userExists: accounts.userExists,
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
    db: database.db,
    database: database.description,
    cluster: redis?.description ?? 'none (one instance)',
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
      counters.close()
      await bus.close()
      await redis?.close()
      await database.close()
    },
  }
}
