import type { Db } from '../database/open-database.ts'

export interface LoggedUpdate {
  name: string
  update: Uint8Array
}

/**
 * The append-only log of the Yjs updates devices sent for each document since its state was last
 * stored (see collab/update-journal.ts): replayed on load, emptied when the state is stored.
 */
export function createDocumentLogRepository(db: Db) {
  // A document deleted meanwhile gets no row (and no foreign-key failure that would sink the batch).
  const append = db.prepare(
    'INSERT INTO document_updates (name, "update") SELECT ?, ? WHERE EXISTS (SELECT 1 FROM documents WHERE name = ?)',
  )
  const updatesOf = db.prepare('SELECT "update" FROM document_updates WHERE name = ? ORDER BY id')
  const clear = db.prepare('DELETE FROM document_updates WHERE name = ?')
  const names = db.prepare('SELECT DISTINCT name FROM document_updates')

  return {
    /** Appends the updates in one transaction: one commit (one fsync) for all of them. */
    appendAll: db.transaction((entries: readonly LoggedUpdate[]) => {
      for (const { name, update } of entries) append.run(name, update, name)
    }),
    updatesOf: (name: string) => (updatesOf.all(name) as { update: Buffer }[]).map((row) => new Uint8Array(row.update)),
    /** Called in the transaction that stores the state holding every update logged so far. */
    clear: (name: string) => void clear.run(name),
    /** Documents with updates not yet folded into their stored state (after a crash). */
    namesWithUpdates: () => (names.all() as { name: string }[]).map((row) => row.name),
  }
}

export type DocumentLogRepository = ReturnType<typeof createDocumentLogRepository>
