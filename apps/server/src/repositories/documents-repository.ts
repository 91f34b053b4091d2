import type { Kysely } from 'kysely'
import type { Schema } from '../database/schema.ts'

export interface Tombstone {
  name: string
  ownerId: string
  deletedAt: number
}

/** The Yjs state of each update's document, who owns it, and the names of deleted documents. */
export interface DocumentsRepository {
  ownerOf(name: string): Promise<string | undefined>
  /**
   * The owner, with the document's row locked until the transaction ends: on PostgreSQL, other
   * instances' stores of it and appends to its log (their foreign-key check) wait; SQLite's
   * transaction already holds the database's only write lock. Undefined for a deleted document
   * (a tombstone), even one a device claimed again in the instant it was deleted.
   */
  lockForWrite(name: string): Promise<string | undefined>
  /** Records `ownerId` as the owner unless the name is taken; returns the owner either way. */
  claim(name: string, ownerId: string, now: number): Promise<string>
  /** The stored state, or null while the document has never been stored. */
  stateOf(name: string): Promise<Uint8Array | null>
  saveState(name: string, state: Uint8Array, now: number): Promise<boolean>
  namesOwnedBy(ownerId: string): Promise<string[]>
  remove(name: string): Promise<void>
  tombstoneOf(name: string): Promise<Tombstone | undefined>
  addTombstone(name: string, ownerId: string, now: number): Promise<void>
}

export function createDocumentsRepository(db: Kysely<Schema>, rowLocks: boolean): DocumentsRepository {
  const ownerOf = async (name: string) =>
    (await db.selectFrom('documents').select('owner_id').where('name', '=', name).executeTakeFirst())?.owner_id

  return {
    ownerOf,
    lockForWrite: async (name) =>
      (
        await db
          .selectFrom('documents')
          .select('owner_id')
          .where('name', '=', name)
          // One statement for both: this runs for every document of every store.
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('document_tombstones')
                  .select('document_tombstones.name')
                  .where('document_tombstones.name', '=', name),
              ),
            ),
          )
          .$if(rowLocks, (query) => query.forUpdate())
          .executeTakeFirst()
      )?.owner_id,
    async claim(name, ownerId, now) {
      await db
        .insertInto('documents')
        .values({ name, owner_id: ownerId, state: null, created_at: now, updated_at: now })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute()
      return (await ownerOf(name))!
    },
    async stateOf(name) {
      const row = await db.selectFrom('documents').select('state').where('name', '=', name).executeTakeFirst()
      return row?.state ? new Uint8Array(row.state) : null
    },
    async saveState(name, state, now) {
      const result = await db
        .updateTable('documents')
        .set({ state, updated_at: now })
        .where('name', '=', name)
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
    namesOwnedBy: async (ownerId) =>
      (await db.selectFrom('documents').select('name').where('owner_id', '=', ownerId).execute()).map(
        (row) => row.name,
      ),
    async remove(name) {
      await db.deleteFrom('documents').where('name', '=', name).execute()
    },
    tombstoneOf: (name) =>
      db
        .selectFrom('document_tombstones')
        .select(['name', 'owner_id as ownerId', 'deleted_at as deletedAt'])
        .where('name', '=', name)
        .executeTakeFirst(),
    async addTombstone(name, ownerId, now) {
      await db
        .insertInto('document_tombstones')
        .values({ name, owner_id: ownerId, deleted_at: now })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute()
    },
  }
}
