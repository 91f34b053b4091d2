import type Database from 'better-sqlite3'
import { MIGRATION_NAMES } from './migrations.ts'

/** Text times of the schema before Kysely, by table (the others were already milliseconds). */
const TEXT_TIMES: ReadonlyArray<{ table: string; column: string; since: number }> = [
  { table: 'users', column: 'created_at', since: 1 },
  { table: 'updates', column: 'created_at', since: 1 },
  { table: 'updates', column: 'updated_at', since: 1 },
  { table: 'vocabulary_terms', column: 'created_at', since: 5 },
]

const toMilliseconds = (text: unknown, fallback: number) => {
  const parsed = typeof text === 'string' ? Date.parse(text) : Number.NaN
  return Number.isFinite(parsed) ? parsed : fallback
}

/**
 * Data directories made before Kysely (schema version in `PRAGMA user_version`, 1 to 5) are
 * brought to the Kysely schema in place, in one transaction: ISO-text times become milliseconds,
 * the insertion-order columns are filled from the rowid, and the migrations they had are recorded
 * as run in `kysely_migration`, so the Migrator carries on from there. Returns the old version (0: none).
 */
export function adoptLegacySqliteSchema(db: Database.Database): number {
  const version = db.pragma('user_version', { simple: true }) as number
  if (version === 0) return 0
  if (version > MIGRATION_NAMES.length) {
    throw new Error(`The database is at schema version ${version}, newer than this server (${MIGRATION_NAMES.length}).`)
  }
  const now = Date.now()
  db.transaction(() => {
    // The index on updates(user_id, created_at) would keep the old column from being dropped.
    db.exec('DROP INDEX updates_by_user')
    for (const { table, column, since } of TEXT_TIMES) {
      if (version < since) continue
      db.exec(`ALTER TABLE ${table} ADD COLUMN ${column}_ms bigint NOT NULL DEFAULT 0`)
      const write = db.prepare(`UPDATE ${table} SET ${column}_ms = ? WHERE rowid = ?`)
      for (const row of db.prepare(`SELECT rowid AS rowid, ${column} AS value FROM ${table}`).all() as {
        rowid: number
        value: unknown
      }[]) {
        write.run(toMilliseconds(row.value, now), row.rowid)
      }
      db.exec(`ALTER TABLE ${table} DROP COLUMN ${column}`)
      db.exec(`ALTER TABLE ${table} RENAME COLUMN ${column}_ms TO ${column}`)
    }
    db.exec('CREATE INDEX updates_by_user ON updates (user_id, created_at desc)')
    db.exec('ALTER TABLE updates ADD COLUMN seq integer NOT NULL DEFAULT 0')
    db.exec('UPDATE updates SET seq = rowid')
    if (version >= 5) {
      db.exec('ALTER TABLE vocabulary_terms ADD COLUMN seq integer NOT NULL DEFAULT 0')
      db.exec('UPDATE vocabulary_terms SET seq = rowid')
    }
    // Kysely's own bookkeeping table, as its Migrator creates it.
    db.exec('CREATE TABLE kysely_migration (name varchar(255) NOT NULL PRIMARY KEY, timestamp varchar(255) NOT NULL)')
    const record = db.prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)')
    for (const name of MIGRATION_NAMES.slice(0, version)) record.run(name, new Date(now).toISOString())
    db.pragma('user_version = 0')
  })()
  return version
}
