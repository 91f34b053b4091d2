import Database from 'better-sqlite3'
import { SqliteDialect, type SqliteDatabase } from 'kysely'

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

/** Opens an SQLite file with the app's settings, as a Kysely dialect. */
export function sqliteDialect(file: string): { dialect: SqliteDialect; connection: Database.Database } {
  const connection = new Database(file)
  // busy_timeout first, so the journal-mode switch itself waits for other connections.
  connection.pragma('busy_timeout = 5000')
  connection.pragma('journal_mode = WAL')
  // FULL: a commit survives power loss too, not only a crash of this process (notes/security.md §4).
  connection.pragma('synchronous = FULL')
  connection.pragma('foreign_keys = ON')
  return { dialect: new SqliteDialect({ database: withStatementCache(connection) }), connection }
}
