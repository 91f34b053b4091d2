import type Database from 'better-sqlite3'

/** Append-only: each entry moves the schema one version up; `user_version` records where a file is. */
const MIGRATIONS: ReadonlyArray<(db: Database.Database) => void> = [
  (db) =>
    db.exec(`
      CREATE TABLE users (
        id            TEXT PRIMARY KEY,
        name          TEXT NOT NULL,
        email         TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at    TEXT NOT NULL
      );
      CREATE TABLE sessions (
        id           TEXT PRIMARY KEY,
        user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        data         TEXT NOT NULL,
        created_at   INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_by_user ON sessions(user_id);
      CREATE TABLE updates (
        id            TEXT PRIMARY KEY,
        user_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title         TEXT NOT NULL,
        template_name TEXT NOT NULL,
        content       TEXT NOT NULL,
        entry_count   INTEGER NOT NULL,
        update_type   TEXT NOT NULL CHECK (update_type IN ('weekly', 'quick')),
        created_at    TEXT NOT NULL,
        updated_at    TEXT NOT NULL
      );
      CREATE INDEX updates_by_user ON updates(user_id, created_at DESC);
    `),
  // Every update is a Yjs document (issue 3). `updates` stays the index the REST list reads.
  (db) =>
    db.exec(`
      CREATE TABLE documents (
        name       TEXT PRIMARY KEY,
        owner_id   TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        state      BLOB,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX documents_by_owner ON documents(owner_id);
      -- No foreign key: a tombstone outlives the account, so no device can bring the document back.
      CREATE TABLE document_tombstones (
        name       TEXT PRIMARY KEY,
        owner_id   TEXT NOT NULL,
        deleted_at INTEGER NOT NULL
      );
      INSERT INTO documents (name, owner_id, state, created_at, updated_at)
        SELECT id, user_id, NULL, CAST(strftime('%s', created_at) AS INTEGER) * 1000, CAST(strftime('%s', updated_at) AS INTEGER) * 1000
        FROM updates;
    `),
  // Issue 14: every acknowledged Yjs update is appended here before its acknowledgement, and folded
  // into documents.state by the debounced store, so a crash between the two loses nothing.
  (db) =>
    db.exec(`
      CREATE TABLE document_updates (
        id     INTEGER PRIMARY KEY AUTOINCREMENT,
        name   TEXT NOT NULL REFERENCES documents(name) ON DELETE CASCADE,
        "update" BLOB NOT NULL
      );
      CREATE INDEX document_updates_by_name ON document_updates(name, id);
    `),
  // Each user's live list of updates is a Yjs document too (issue 13), kept so it reloads with its history.
  (db) =>
    db.exec(`
      CREATE TABLE update_lists (
        user_id    TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        state      BLOB NOT NULL,
        updated_at INTEGER NOT NULL
      );
    `),
  // Issue 16: each user's custom vocabulary; 'sounds like' hints are a JSON array of strings.
  (db) =>
    db.exec(`
      CREATE TABLE vocabulary_terms (
        id          TEXT PRIMARY KEY,
        user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        term        TEXT NOT NULL,
        term_key    TEXT NOT NULL,
        sounds_like TEXT NOT NULL,
        created_at  TEXT NOT NULL,
        UNIQUE (user_id, term_key)
      );
    `),
]

export function runMigrations(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number
  if (current > MIGRATIONS.length) {
    throw new Error(`The database is at schema version ${current}, newer than this server (${MIGRATIONS.length}).`)
  }
  for (let version = current; version < MIGRATIONS.length; version++) {
    const migrate = MIGRATIONS[version]!
    db.transaction(() => {
      migrate(db)
      db.pragma(`user_version = ${version + 1}`)
    })()
  }
}
