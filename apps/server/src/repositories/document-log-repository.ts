import type { Kysely } from 'kysely'
import type { Schema } from '../database/schema.ts'

export interface LoggedUpdate {
  name: string
  update: Uint8Array
}

/** Where logged updates go: `append` resolves once the update is committed (database/log-appender.ts). */
export interface UpdateLog {
  append(entry: LoggedUpdate): Promise<void>
  /** Commits what was appended so far, then stops. */
  close(): Promise<void>
}

/**
 * The append-only log of the Yjs updates devices sent for each document since its state was last
 * stored (see collab/update-journal.ts): replayed on load, emptied when the state is stored.
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

/**
 * The append of one entry compiled once, with any entry's parameters in its order: a connection
 * that prepares it appends without building the query each time (log-append-worker.ts, where
 * building it cost the thread more than committing, bench:sync, issue 14).
 */
export function compileAppend(db: Kysely<Schema>): { sql: string; parametersOf(entry: LoggedUpdate): unknown[] } {
  const placeholder: LoggedUpdate = { name: 'placeholder-name', update: new Uint8Array(0) }
  const { sql, parameters } = appendQuery(db, placeholder).compile()
  return {
    sql,
    parametersOf: (entry) =>
      parameters.map((value) =>
        value === placeholder.name ? entry.name : value === placeholder.update ? entry.update : value,
      ),
  }
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
