import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { runMigrations } from './migrations.ts'

export type Db = Database.Database

export const DATABASE_FILE_NAME = 'sayso.sqlite'

/** Opens (creating if needed) the app's database under `dataDir` and brings its schema up to date. */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true })
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME))
  // busy_timeout first, so the journal-mode switch itself waits for other connections.
  db.pragma('busy_timeout = 5000')
  db.pragma('journal_mode = WAL')
  // FULL: a commit survives power loss too, not only a crash of this process (notes/security.md §4).
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  runMigrations(db)
  return db
}

/** Throws when the database cannot answer a query (closed, file gone, disk failing). */
export function pingDatabase(db: Db): void {
  db.prepare('SELECT 1').get()
}
