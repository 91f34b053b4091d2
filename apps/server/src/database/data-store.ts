import { sql, type Kysely } from 'kysely'
import { aloneBus, type ClusterBus } from '../cluster/cluster-bus.ts'
import type { SessionRevocations } from '../services/session-revocations.ts'
import { createSessionsCache } from '../repositories/cached/cached-sessions-repository.ts'
import { createUpdatesCache } from '../repositories/cached/cached-updates-repository.ts'
import { createUsersCache } from '../repositories/cached/cached-users-repository.ts'
import { createVocabularyCache } from '../repositories/cached/cached-vocabulary-repository.ts'
import type { WriteScope } from '../repositories/cached/read-through.ts'
import { createDocumentLogRepository } from '../repositories/document-log-repository.ts'
import { createDocumentsRepository } from '../repositories/documents-repository.ts'
import type { DataStore, Repositories } from '../repositories/repositories.ts'
import { createSessionsRepository } from '../repositories/sessions-repository.ts'
import { createUpdateListsRepository } from '../repositories/update-lists-repository.ts'
import { createUpdatesRepository } from '../repositories/updates-repository.ts'
import { createUsersRepository } from '../repositories/users-repository.ts'
import { createVocabularyRepository } from '../repositories/vocabulary-repository.ts'
import type { Dialect } from './migrations.ts'
import type { Schema } from './schema.ts'

/**
 * The repositories over one Kysely connection or transaction, uncached. `rowLocks`: take row locks
 * where writers on other connections could interleave (PostgreSQL, where several instances write).
 */
export function createRepositories(db: Kysely<Schema>, rowLocks: boolean): Repositories {
  return {
    users: createUsersRepository(db, rowLocks),
    sessions: createSessionsRepository(db),
    updates: createUpdatesRepository(db),
    documents: createDocumentsRepository(db, rowLocks),
    documentLog: createDocumentLogRepository(db),
    updateLists: createUpdateListsRepository(db),
    vocabulary: createVocabularyRepository(db),
  }
}

/**
 * Runs `work` on the one SQLite connection at synchronous=NORMAL (a WAL commit without fsync),
 * which SQLite lets change only outside a transaction; the connection is held throughout, so no
 * other write commits at NORMAL.
 */
function withoutSqliteSync<T>(db: Kysely<Schema>, work: (connection: Kysely<Schema>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = normal`.execute(connection)
    try {
      return await work(connection)
    } finally {
      await sql`pragma synchronous = full`.execute(connection)
    }
  })
}

/**
 * The transaction port over Kysely, the same on SQLite and PostgreSQL. Sessions, accounts, update
 * lists and vocabularies are read through memory caches (repositories/cached), which writes made directly
 * or in a transaction keep true, on this instance and (through `bus`) on the others.
 */
export function createDataStore(
  db: Kysely<Schema>,
  dialect: Dialect,
  revocations: SessionRevocations,
  bus: ClusterBus = aloneBus,
): DataStore {
  const rowLocks = dialect === 'postgres'
  const caches = {
    users: createUsersCache({ bus, topic: 'users-cache' }),
    sessions: createSessionsCache(revocations, { bus, topic: 'sessions-cache' }),
    updates: createUpdatesCache({ bus, topic: 'updates-cache' }),
    vocabulary: createVocabularyCache({ bus, topic: 'vocabulary-cache' }),
  }
  const cached = (repos: Repositories, scope: WriteScope): Repositories => ({
    ...repos,
    users: caches.users.wrap(repos.users, scope),
    sessions: caches.sessions.wrap(repos.sessions, scope),
    updates: caches.updates.wrap(repos.updates, scope),
    vocabulary: caches.vocabulary.wrap(repos.vocabulary, scope),
  })
  return {
    repos: cached(createRepositories(db, rowLocks), { kind: 'direct' }),
    async transaction(work, options = {}) {
      const ended: Array<() => void> = []
      const scope: WriteScope = { kind: 'transaction', whenEnded: (forget) => ended.push(forget) }
      const waitForDisk = options.waitForDisk ?? true
      const run = (on: Kysely<Schema>) =>
        on.transaction().execute(async (trx) => {
          if (!waitForDisk && dialect === 'postgres') await sql`set local synchronous_commit = off`.execute(trx)
          const repos = cached(createRepositories(trx, rowLocks), scope)
          return work({
            ...repos,
            async savepoint(part) {
              // One name for every savepoint (SQL releases or rolls back the innermost of that name), so
              // the statements are the same each time and stay prepared.
              const name = sql.id('part')
              await sql`savepoint ${name}`.execute(trx)
              try {
                const result = await part(repos)
                await sql`release savepoint ${name}`.execute(trx)
                return result
              } catch (error) {
                await sql`rollback to savepoint ${name}`.execute(trx)
                throw error
              }
            },
          })
        })
      try {
        return await (waitForDisk || dialect !== 'sqlite' ? run(db) : withoutSqliteSync(db, run))
      } finally {
        for (const forget of ended) forget()
      }
    },
  }
}
