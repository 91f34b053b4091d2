import Database from 'better-sqlite3'
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely'
import { createWriteGate, type WriteGate } from './write-gate.ts'

// Distinct statements kept prepared; the app has a few dozen queries, so this is room to spare.
const PREPARED_STATEMENTS = 256

/**
 * Kysely prepares every query it runs; preparing costs more than running most of ours (a third of
 * the server's CPU per synced edit, bench:sync, issue 14). Statements are reused by their SQL,
 * which is safe because the driver runs one query at a time on its one connection.
 */
function withStatementCache(database: Database.Database): SqliteDatabase {
  const prepared = new Map<string, Database.Statement>()
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = prepared.get(sql)
      if (statement) {
        prepared.delete(sql) // re-inserted below: the map's order is least recently used first
      } else {
        statement = database.prepare(sql)
        if (prepared.size >= PREPARED_STATEMENTS) prepared.delete(prepared.keys().next().value!)
      }
      prepared.set(sql, statement)
      return statement
    },
  }
}

/**
 * Transactions begin IMMEDIATE: the write lock is taken (waiting its turn) before the first read,
 * because the update log's worker writes to the same file from its own connection, and a read
 * snapshot it outdated could not be upgraded to a write (SQLITE_BUSY). Transactions and writes
 * outside them first pass the process's write gate, so that turn is awaited, never slept.
 */
class GatedSqliteDriver extends SqliteDriver {
  readonly #gate: WriteGate
  #leaveTransaction: (() => void) | null = null
  constructor(config: SqliteDialectConfig, gate: WriteGate) {
    super(config)
    this.#gate = gate
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection()
    return {
      executeQuery: async (query) => {
        // Kysely runs one query at a time on this one connection, so the flag is this query's.
        if (this.#leaveTransaction || SelectQueryNode.is(query.query)) return connection.executeQuery(query)
        const leave = await this.#gate.enter()
        try {
          return await connection.executeQuery(query)
        } finally {
          leave()
        }
      },
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    }
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const leave = await this.#gate.enter()
    try {
      this.#leaveTransaction = leave
      await connection.executeQuery(CompiledQuery.raw('begin immediate'))
    } catch (error) {
      this.#endTransaction()
      throw error
    }
  }
  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('commit'))
    } finally {
      this.#endTransaction()
    }
  }
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'))
    } finally {
      this.#endTransaction()
    }
  }
  #endTransaction(): void {
    const leave = this.#leaveTransaction
    this.#leaveTransaction = null
    leave?.()
  }
}

class GatedSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig
  readonly #gate: WriteGate
  constructor(config: SqliteDialectConfig, gate: WriteGate) {
    super(config)
    this.#config = config
    this.#gate = gate
  }
  override createDriver() {
    return new GatedSqliteDriver(this.#config, this.#gate)
  }
}

/**
 * Opens an SQLite file with the settings every connection to it uses, as a Kysely dialect. Pass the
 * gate shared with this process's other connections to the file (a new one otherwise).
 */
export function sqliteDialect(
  file: string,
  gate: WriteGate = createWriteGate(),
): { dialect: SqliteDialect; connection: Database.Database } {
  const connection = new Database(file)
  // busy_timeout first, so the journal-mode switch itself waits for other connections.
  connection.pragma('busy_timeout = 5000')
  connection.pragma('journal_mode = WAL')
  // FULL: a commit survives power loss too, not only a crash of this process (notes/security.md §4).
  connection.pragma('synchronous = FULL')
  connection.pragma('foreign_keys = ON')
  return { dialect: new GatedSqliteDialect({ database: withStatementCache(connection) }, gate), connection }
}
