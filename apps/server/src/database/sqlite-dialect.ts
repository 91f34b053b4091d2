import Database from 'better-sqlite3'
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection } from 'kysely'

/**
 * Transactions begin IMMEDIATE: the write lock is taken (waiting its turn) before the first read,
 * because the update log's worker writes to the same file from its own connection, and a read
 * snapshot it outdated could not be upgraded to a write (SQLITE_BUSY).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: Database.Database
  constructor(database: Database.Database) {
    super({ database })
    this.#database = database
  }
  override createDriver() {
    return new ImmediateSqliteDriver({ database: this.#database })
  }
}

/** Opens an SQLite file with the settings every connection to it uses, as a Kysely dialect. */
export function sqliteDialect(file: string): { dialect: SqliteDialect; connection: Database.Database } {
  const connection = new Database(file)
  // busy_timeout first, so the journal-mode switch itself waits for other connections.
  connection.pragma('busy_timeout = 5000')
  connection.pragma('journal_mode = WAL')
  // FULL: a commit survives power loss too, not only a crash of this process (notes/security.md §4).
  connection.pragma('synchronous = FULL')
  connection.pragma('foreign_keys = ON')
  return { dialect: new ImmediateSqliteDialect(connection), connection }
}
