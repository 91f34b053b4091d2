import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { createSessionRevocations } from '../services/session-revocations.ts'
import { createDataStore } from './data-store.ts'
import { DATABASE_FILE_NAME, openDatabase, type AppDatabase } from './open-database.ts'

// The schema of the last release before Kysely, statement for statement (user_version 5).
const LEGACY_SCHEMA = `
  CREATE TABLE users (id TEXT PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE sessions (id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, data TEXT NOT NULL,
    created_at INTEGER NOT NULL, last_seen_at INTEGER NOT NULL);
  CREATE INDEX sessions_by_user ON sessions(user_id);
  CREATE TABLE updates (id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, title TEXT NOT NULL,
    template_name TEXT NOT NULL, content TEXT NOT NULL, entry_count INTEGER NOT NULL,
    update_type TEXT NOT NULL CHECK (update_type IN ('weekly', 'quick')), created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
  CREATE INDEX updates_by_user ON updates(user_id, created_at DESC);
  CREATE TABLE documents (name TEXT PRIMARY KEY, owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, state BLOB,
    created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
  CREATE INDEX documents_by_owner ON documents(owner_id);
  CREATE TABLE document_tombstones (name TEXT PRIMARY KEY, owner_id TEXT NOT NULL, deleted_at INTEGER NOT NULL);
  CREATE TABLE document_updates (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL REFERENCES documents(name) ON DELETE CASCADE,
    "update" BLOB NOT NULL);
  CREATE INDEX document_updates_by_name ON document_updates(name, id);
  CREATE TABLE update_lists (user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE, state BLOB NOT NULL, updated_at INTEGER NOT NULL);
  CREATE TABLE vocabulary_terms (id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, term TEXT NOT NULL,
    term_key TEXT NOT NULL, sounds_like TEXT NOT NULL, created_at TEXT NOT NULL, UNIQUE (user_id, term_key));
  PRAGMA user_version = 5;
`

const USER = '0190a000-0000-7000-8000-000000000001'

/** A data directory as the release before Kysely left it: one account, two updates, one term. */
function legacyDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-legacy-'))
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME))
  db.exec(LEGACY_SCHEMA)
  db.prepare('INSERT INTO users VALUES (?, ?, ?, ?, ?)').run(
    USER,
    'Ada',
    'ada@example.com',
    'not-a-real-hash',
    '2026-01-02T03:04:05.678Z',
  )
  const update = db.prepare('INSERT INTO updates VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
  // Created in the same millisecond: the one inserted last is listed first, as before.
  update.run(
    '0190a000-0000-7000-8000-00000000000a',
    USER,
    'Week 1',
    'Weekly Update',
    '[]',
    0,
    'weekly',
    '2026-01-05T09:00:00.000Z',
    '2026-01-05T09:00:00.000Z',
  )
  update.run(
    '0190a000-0000-7000-8000-00000000000b',
    USER,
    'Week 2',
    'Weekly Update',
    '[]',
    0,
    'weekly',
    '2026-01-05T09:00:00.000Z',
    '2026-01-06T10:30:00.250Z',
  )
  db.prepare('INSERT INTO documents VALUES (?, ?, NULL, ?, ?)').run(
    '0190a000-0000-7000-8000-00000000000a',
    USER,
    1767603600000,
    1767603600000,
  )
  db.prepare('INSERT INTO vocabulary_terms VALUES (?, ?, ?, ?, ?, ?)').run(
    'term-1',
    USER,
    'Okta',
    'okta',
    '["ock ta"]',
    '2026-01-03T00:00:00.000Z',
  )
  db.close()
  return dataDir
}

describe('given a data directory made before the Kysely migrations (schema in user_version)', () => {
  const opened: AppDatabase[] = []
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()))
  })

  it('is migrated forward in place: every time in milliseconds, every row kept, the migrations recorded', async () => {
    const dataDir = legacyDataDir()
    const database = await openDatabase({ dataDir, databaseUrl: null })
    opened.push(database)
    expect(database.description).toBe(`SQLite (${path.join(dataDir, DATABASE_FILE_NAME)})`)

    const user = await database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow()
    expect(user.created_at).toBe(Date.parse('2026-01-02T03:04:05.678Z'))
    const updates = await database.db
      .selectFrom('updates')
      .select(['title', 'created_at', 'updated_at', 'seq'])
      .orderBy('seq')
      .execute()
    expect(updates).toEqual([
      {
        title: 'Week 1',
        created_at: Date.parse('2026-01-05T09:00:00.000Z'),
        updated_at: Date.parse('2026-01-05T09:00:00.000Z'),
        seq: 1,
      },
      {
        title: 'Week 2',
        created_at: Date.parse('2026-01-05T09:00:00.000Z'),
        updated_at: Date.parse('2026-01-06T10:30:00.250Z'),
        seq: 2,
      },
    ])
    const term = await database.db
      .selectFrom('vocabulary_terms')
      .select(['term', 'created_at'])
      .executeTakeFirstOrThrow()
    expect(term).toEqual({ term: 'Okta', created_at: Date.parse('2026-01-03T00:00:00.000Z') })
    const migrations = await database.db
      .selectFrom('kysely_migration' as 'users')
      .select('name')
      .execute()
    expect(migrations.map((row) => row.name)).toEqual([
      '001_base',
      '002_documents',
      '003_document_updates',
      '004_update_lists',
      '005_vocabulary_terms',
    ])
  })

  it('opens again unchanged the next time', async () => {
    const dataDir = legacyDataDir()
    await (await openDatabase({ dataDir, databaseUrl: null })).close()
    const again = await openDatabase({ dataDir, databaseUrl: null })
    opened.push(again)
    expect(await again.db.selectFrom('updates').select('title').execute()).toHaveLength(2)
  })

  it('lists its updates as before: newest first, the last inserted first on a tie, with the same times', async () => {
    const database = await openDatabase({ dataDir: legacyDataDir(), databaseUrl: null })
    opened.push(database)
    const { repos } = createDataStore(database.db, database.dialect, createSessionRevocations())
    const listed = await repos.updates.listForUser(USER)
    expect(listed.map(({ title, createdAt, updatedAt }) => ({ title, createdAt, updatedAt }))).toEqual([
      { title: 'Week 2', createdAt: '2026-01-05T09:00:00.000Z', updatedAt: '2026-01-06T10:30:00.250Z' },
      { title: 'Week 1', createdAt: '2026-01-05T09:00:00.000Z', updatedAt: '2026-01-05T09:00:00.000Z' },
    ])
    expect(await repos.vocabulary.list(USER)).toEqual([{ id: 'term-1', term: 'Okta', soundsLike: ['ock ta'] }])
  })
})

describe('given a data directory newer than this server', () => {
  it('refuses to open it rather than guess', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-legacy-'))
    const db = new Database(path.join(dataDir, DATABASE_FILE_NAME))
    db.pragma('user_version = 9')
    db.close()
    await expect(openDatabase({ dataDir, databaseUrl: null })).rejects.toThrow('newer than this server')
  })
})
