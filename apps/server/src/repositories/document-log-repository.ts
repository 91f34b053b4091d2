import type { Kysely } from 'kysely'
import type { Schema } from '../database/schema.ts'

export interface LoggedUpdate {
  name: string
  update: Uint8Array
}

/**
 * Where logged updates go: `append` resolves once the update is durable (SQLite: the log file,
 * database/update-log-file.ts; PostgreSQL: this repository's table, database/log-appender.ts).
 */
export interface UpdateLog {
  append(entry: LoggedUpdate): Promise<void>
  /**
   * Hands what a run that ended before storing it left in the log to `replay`, which stores it, then
   * forgets it. Called once at start-up, before the first append.
   */
  recover<T>(replay: (leftovers: LoggedUpdate[]) => Promise<T>): Promise<T>
  /** Called as documents' states are about to be encoded for storing. */
  compaction(): Promise<LogCompaction>
  /** Writes what was appended so far, then refuses more. */
  close(): Promise<void>
}

export interface LogCompaction {
  /** The documents whose states were then stored: the log may drop the updates those states hold. */
  stored(names: readonly string[]): Promise<void>
}

/**
 * The append-only log of the Yjs updates devices sent for each document since its state was last
 * stored (see collab/update-journal.ts): replayed on load, emptied when the state is stored. The
 * update log of a server on PostgreSQL; on SQLite it holds only what a version that logged there
 * left, folded in at start-up (the log is a file there, database/update-log-file.ts).
 */
export interface DocumentLogRepository {
  /** Appends the updates; run it in one transaction so they cost one commit (one fsync). */
  appendAll(entries: readonly LoggedUpdate[]): Promise<void>
  updatesOf(name: string): Promise<Uint8Array[]>
  /** The newest entry's id (null when there is none); read before the state that holds it is encoded. */
  lastId(name: string): Promise<number | null>
  /** Removes the entries up to `upToId`, in the transaction that stores a state holding them all. */
  clear(name: string, upToId: number): Promise<void>
  /** Documents with updates not yet folded into their stored state (after a crash). */
  namesWithUpdates(): Promise<string[]>
}

/**
 * The append of one entry. A document deleted meanwhile gets no row (and no foreign-key failure that
 * would sink the batch).
 */
function appendQuery(db: Kysely<Schema>, { name, update }: LoggedUpdate) {
  return db
    .insertInto('document_updates')
    .columns(['name', 'update'])
    .expression(
      db
        .selectNoFrom((eb) => [eb.val(name).as('name'), eb.val(update).as('update')])
        .where(({ exists, selectFrom }) => exists(selectFrom('documents').select('name').where('name', '=', name))),
    )
}

export function createDocumentLogRepository(db: Kysely<Schema>): DocumentLogRepository {
  return {
    async appendAll(entries) {
      for (const entry of entries) await appendQuery(db, entry).execute()
    },
    updatesOf: async (name) =>
      (await db.selectFrom('document_updates').select('update').where('name', '=', name).orderBy('id').execute()).map(
        (row) => new Uint8Array(row.update),
      ),
    async lastId(name) {
      const row = await db
        .selectFrom('document_updates')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('name', '=', name)
        .executeTakeFirst()
      return row?.id == null ? null : Number(row.id)
    },
    async clear(name, upToId) {
      await db.deleteFrom('document_updates').where('name', '=', name).where('id', '<=', upToId).execute()
    },
    namesWithUpdates: async () =>
      (await db.selectFrom('document_updates').select('name').distinct().execute()).map((row) => row.name),
  }
}
