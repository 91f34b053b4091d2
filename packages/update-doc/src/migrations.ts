import { isTrackedSection } from '@sayso/shared'
import * as Y from 'yjs'
import { SCHEMA_VERSION, entriesArray, isMap, metaMap } from './schema.ts'
import { newId } from './ids.ts'

/**
 * Append-only: entry N moves a document from schema version N to N + 1. Each step must be
 * idempotent, because two replicas may run it concurrently before they sync; the server runs
 * them when it loads a document, so clients normally receive documents that are already current.
 */
const MIGRATIONS: ReadonlyArray<(doc: Y.Doc) => void> = [
  // 0 → 1: documents from before versioning may hold entries without a stable id.
  (doc) => {
    for (const entry of entriesArray(doc).toArray()) {
      if (isMap(entry) && typeof entry.get('id') !== 'string') entry.set('id', newId())
    }
  },
  // 1 → 2 (issue 17): risks, blockers and asks already written are open items, new this week.
  (doc) => {
    for (const entry of entriesArray(doc).toArray()) {
      const sectionId = isMap(entry) ? entry.get('sectionId') : undefined
      if (!isMap(entry) || typeof sectionId !== 'string' || !isTrackedSection(sectionId)) continue
      if (!entry.has('status')) entry.set('status', 'open')
      if (!entry.has('openSince')) entry.set('openSince', 1)
    }
  },
]

export type MigrationResult = 'current' | 'migrated' | 'newer'

/** The document's schema version; 0 for a document that never recorded one. */
export function schemaVersionOf(doc: Y.Doc): number {
  const version = metaMap(doc).get('schemaVersion')
  return typeof version === 'number' ? version : 0
}

/**
 * Brings the document up to SCHEMA_VERSION in one transaction. `newer` means another app version
 * wrote it: callers must not write to it (this code would not understand what it changes).
 */
export function migrateUpdateDoc(doc: Y.Doc, origin?: unknown): MigrationResult {
  const from = schemaVersionOf(doc)
  if (from > SCHEMA_VERSION) return 'newer'
  if (from === SCHEMA_VERSION) return 'current'
  doc.transact(() => {
    for (let version = from; version < SCHEMA_VERSION; version++) MIGRATIONS[version]!(doc)
    metaMap(doc).set('schemaVersion', SCHEMA_VERSION)
  }, origin)
  return 'migrated'
}
