import fs from 'node:fs'
import path from 'node:path'
import { Kysely, PostgresDialect, sql } from 'kysely'
import type { UpdateLog } from '../repositories/document-log-repository.ts'
import type { CounterStore } from '../services/counters/counter-store.ts'
import { createLocalCounterStore, createPostgresCounterStore } from './counter-stores.ts'
import { adoptLegacySqliteSchema } from './legacy-sqlite.ts'
import type { Logger } from '../logger.ts'
import { createDirectLogAppender } from './log-appender.ts'
import { MIGRATION_NAMES, migrationProvider, type Dialect } from './migrations.ts'
import type { Schema } from './schema.ts'
import { sqliteDialect } from './sqlite-dialect.ts'
import { createUpdateLogFile } from './update-log-file.ts'

export const DATABASE_FILE_NAME = 'sayso.sqlite'
/** A server on SQLite logs acknowledged updates to files in this directory beside the database. */
export const UPDATE_LOG_DIRECTORY = 'update-log'

/** The app's database, SQLite or PostgreSQL, with what differs between the two behind it. */
export interface AppDatabase {
  dialect: Dialect
  db: Kysely<Schema>
  /** For the start-up line: the SQLite file, or the PostgreSQL server and database (no password). */
  description: string
  /** Resolves when the database answers a query. */
  ping(): Promise<void>
  /** The durable log acknowledged updates are written to before their acknowledgement. */
  createUpdateLog(logger: Logger): UpdateLog
  /** Where the login throttle and rate limiters count. */
  createCounterStore(): CounterStore
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** SQLite's directory (also the counters' and the session secret's, whatever the database). */
  dataDir: string
  /** A `postgres://` URL selects PostgreSQL; null keeps SQLite in dataDir. */
  databaseUrl: string | null
}

/** Whether the database has run exactly this server's migrations (false too when it has never migrated). */
async function isUpToDate(db: Kysely<Schema>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db)
    const ran = new Set(rows.map((row) => row.name))
    return ran.size === MIGRATION_NAMES.length && MIGRATION_NAMES.every((name) => ran.has(name))
  } catch {
    return false
  }
}

/** Opens (creating if needed) the app's database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<AppDatabase> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.dataDir)
    : openSqlite(options.dataDir)
  try {
    // Every start but the first after an upgrade finds the schema up to date: one read says so,
    // without the Migrator's lock table, transaction and commit.
    if (!(await isUpToDate(database.db))) {
      const { Migrator } = await import('kysely/migration')
      const { error } = await new Migrator({
        db: database.db,
        provider: migrationProvider(database.dialect),
      }).migrateToLatest()
      if (error) throw error
    }
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}

/**
 * Documents' states are committed without waiting for the disk (data-store.ts, waitForDisk): this
 * makes them durable, on a libuv thread, before the update log drops what they hold. A separate
 * descriptor of the -wal file is safe to close: SQLite locks the database and -shm files, never it.
 */
async function syncWriteAheadLog(databaseFile: string): Promise<void> {
  const handle = await fs.promises.open(`${databaseFile}-wal`, 'r')
  try {
    await handle.datasync()
  } finally {
    await handle.close()
  }
}

function openSqlite(dataDir: string): AppDatabase {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, DATABASE_FILE_NAME)
  const { dialect, connection } = sqliteDialect(file)
  adoptLegacySqliteSchema(connection)
  const db = new Kysely<Schema>({ dialect })
  return {
    dialect: 'sqlite',
    db,
    description: `SQLite (${file})`,
    ping: async () => void (await sql`select 1`.execute(db)),
    createUpdateLog: (logger) =>
      createUpdateLogFile({
        directory: path.join(dataDir, UPDATE_LOG_DIRECTORY),
        syncStoredStates: () => syncWriteAheadLog(file),
        onCleanupError: (error) => logger.warn('sync: update log not cleaned up', { error: String(error) }),
      }),
    createCounterStore: () => createLocalCounterStore(dataDir),
    close: () => db.destroy(),
  }
}

/** Loaded only for PostgreSQL: a server on SQLite never needs its client. */
async function openPostgres(url: string, dataDir: string): Promise<AppDatabase> {
  const { default: pg } = await import('pg')
  // PostgreSQL's bigint (OID 20: our millisecond times, COUNT(*)) read as a number, as SQLite gives
  // it: every value it holds is far below 2^53.
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === 20
        ? (value: string) => Number(value)
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  }
  const pool = new pg.Pool({ connectionString: url, types })
  // An idle client losing its connection (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) })
  const shown = new URL(url)
  fs.mkdirSync(dataDir, { recursive: true })
  return {
    dialect: 'postgres',
    db,
    description: `PostgreSQL (${shown.host}${shown.pathname})`,
    ping: async () => void (await sql`select 1`.execute(db)),
    createUpdateLog: () => createDirectLogAppender(db),
    createCounterStore: () => createPostgresCounterStore(pool),
    close: () => db.destroy(),
  }
}
