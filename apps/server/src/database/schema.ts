import type { Generated } from 'kysely'

/**
 * The tables as Kysely sees them, the same on SQLite and PostgreSQL. Every time is a number of
 * milliseconds since the epoch (INTEGER / bigint), whatever the table.
 */
export interface Schema {
  users: UsersTable
  sessions: SessionsTable
  updates: UpdatesTable
  documents: DocumentsTable
  document_tombstones: DocumentTombstonesTable
  document_updates: DocumentUpdatesTable
  update_lists: UpdateListsTable
  vocabulary_terms: VocabularyTermsTable
}

export interface UsersTable {
  id: string
  name: string
  email: string
  password_hash: string
  created_at: number
}

export interface SessionsTable {
  id: string
  user_id: string
  data: string
  created_at: number
  last_seen_at: number
}

export interface UpdatesTable {
  id: string
  user_id: string
  title: string
  template_name: string
  content: string
  entry_count: number
  update_type: 'weekly' | 'quick'
  created_at: number
  updated_at: number
  /** Insertion order within the user's updates: breaks ties between equal creation times. */
  seq: number
}

export interface DocumentsTable {
  name: string
  owner_id: string
  state: Uint8Array | null
  created_at: number
  updated_at: number
}

export interface DocumentTombstonesTable {
  name: string
  owner_id: string
  deleted_at: number
}

export interface DocumentUpdatesTable {
  id: Generated<number>
  name: string
  update: Uint8Array
}

export interface UpdateListsTable {
  user_id: string
  state: Uint8Array
  updated_at: number
}

export interface VocabularyTermsTable {
  id: string
  user_id: string
  term: string
  term_key: string
  /** JSON array of strings. */
  sounds_like: string
  created_at: number
  /** Insertion order within the user's terms (the order the list shows). */
  seq: number
}
