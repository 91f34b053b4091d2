import type { Db } from '../database/open-database.ts'

export interface Tombstone {
  name: string
  ownerId: string
  deletedAt: number
}

/** The Yjs state of each update's document, who owns it, and the names of deleted documents. */
export function createDocumentsRepository(db: Db) {
  const ownerOf = db.prepare('SELECT owner_id AS ownerId FROM documents WHERE name = ?')
  const claim = db.prepare(
    'INSERT INTO documents (name, owner_id, state, created_at, updated_at) VALUES (?, ?, NULL, ?, ?) ON CONFLICT (name) DO NOTHING',
  )
  const stateOf = db.prepare('SELECT state FROM documents WHERE name = ?')
  const saveState = db.prepare('UPDATE documents SET state = ?, updated_at = ? WHERE name = ?')
  const namesOf = db.prepare('SELECT name FROM documents WHERE owner_id = ?')
  const remove = db.prepare('DELETE FROM documents WHERE name = ?')
  const tombstoneOf = db.prepare(
    'SELECT name, owner_id AS ownerId, deleted_at AS deletedAt FROM document_tombstones WHERE name = ?',
  )
  const addTombstone = db.prepare(
    'INSERT INTO document_tombstones (name, owner_id, deleted_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
  )

  return {
    ownerOf: (name: string) => (ownerOf.get(name) as { ownerId: string } | undefined)?.ownerId,
    /** Records `ownerId` as the owner unless the name is taken; returns the owner either way. */
    claim(name: string, ownerId: string, now: number): string {
      claim.run(name, ownerId, now, now)
      return (ownerOf.get(name) as { ownerId: string }).ownerId
    },
    /** The stored state, or null while the document has never been stored. */
    stateOf: (name: string) => (stateOf.get(name) as { state: Buffer | null } | undefined)?.state ?? null,
    saveState: (name: string, state: Uint8Array, now: number) => saveState.run(state, now, name).changes > 0,
    namesOwnedBy: (ownerId: string) => (namesOf.all(ownerId) as { name: string }[]).map((row) => row.name),
    remove: (name: string) => void remove.run(name),
    tombstoneOf: (name: string) => tombstoneOf.get(name) as Tombstone | undefined,
    addTombstone: (name: string, ownerId: string, now: number) => void addTombstone.run(name, ownerId, now),
  }
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>
