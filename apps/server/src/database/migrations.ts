import { sql, type Kysely } from 'kysely'
import type { Migration, MigrationProvider } from 'kysely/migration'

export type Dialect = 'sqlite' | 'postgres'

/**
 * The schema's history, one Kysely migration per step, the same steps on SQLite and PostgreSQL.
 * Append only: a migration that has run is never edited. Written against no table types (`unknown`):
 * each step sees the schema as it was then, not as schema.ts describes it now. Kysely's Migrator records each one that
 * ran in `kysely_migration`; data directories from before Kysely are adopted by legacy-sqlite.ts.
 */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  // The only differences between the two: the binary type, and an auto-numbered key.
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob'
  const time = 'bigint'

  return {
    '001_base': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('users')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull())
          .execute()
        await db.schema
          .createTable('sessions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('data', 'text', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull())
          .addColumn('last_seen_at', time, (c) => c.notNull())
          .execute()
        await db.schema.createIndex('sessions_by_user').on('sessions').column('user_id').execute()
        await db.schema
          .createTable('updates')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('template_name', 'text', (c) => c.notNull())
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('entry_count', 'integer', (c) => c.notNull())
          .addColumn('update_type', 'text', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull())
          .addColumn('updated_at', time, (c) => c.notNull())
          .addColumn('seq', 'integer', (c) => c.notNull())
          .addCheckConstraint('updates_update_type', sql`update_type in ('weekly', 'quick')`)
          .execute()
        await db.schema.createIndex('updates_by_user').on('updates').columns(['user_id', 'created_at desc']).execute()
      },
    },
    // Every update is a Yjs document (issue 3). `updates` stays the index the REST list reads.
    '002_documents': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('documents')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('state', bytes)
          .addColumn('created_at', time, (c) => c.notNull())
          .addColumn('updated_at', time, (c) => c.notNull())
          .execute()
        await db.schema.createIndex('documents_by_owner').on('documents').column('owner_id').execute()
        // No foreign key: a tombstone outlives the account, so no device can bring the document back.
        await db.schema
          .createTable('document_tombstones')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('owner_id', 'text', (c) => c.notNull())
          .addColumn('deleted_at', time, (c) => c.notNull())
          .execute()
        // Updates saved before documents existed are seeded from their REST row when first loaded.
        await sql`insert into documents (name, owner_id, created_at, updated_at) select id, user_id, created_at, updated_at from updates`.execute(
          db,
        )
      },
    },
    // Issue 14: every acknowledged Yjs update is appended here before its acknowledgement, and folded
    // into documents.state by the debounced store, so a crash between the two loses nothing.
    '003_document_updates': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('document_updates')
          .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('name', 'text', (c) => c.notNull().references('documents.name').onDelete('cascade'))
          .addColumn('update', bytes, (c) => c.notNull())
          .execute()
        await db.schema.createIndex('document_updates_by_name').on('document_updates').columns(['name', 'id']).execute()
      },
    },
    // Each user's live list of updates is a Yjs document too (issue 13), kept so it reloads with its history.
    '004_update_lists': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('update_lists')
          .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
          .addColumn('state', bytes, (c) => c.notNull())
          .addColumn('updated_at', time, (c) => c.notNull())
          .execute()
      },
    },
    // Issue 16: each user's custom vocabulary; 'sounds like' hints are a JSON array of strings.
    '005_vocabulary_terms': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('vocabulary_terms')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('term', 'text', (c) => c.notNull())
          .addColumn('term_key', 'text', (c) => c.notNull())
          .addColumn('sounds_like', 'text', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull())
          .addColumn('seq', 'integer', (c) => c.notNull())
          .addUniqueConstraint('vocabulary_terms_user_term', ['user_id', 'term_key'])
          .execute()
      },
    },
  }
}

export const MIGRATION_NAMES = Object.keys(migrationsFor('sqlite'))

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrationsFor(dialect) }
}
