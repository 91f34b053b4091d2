import type { UpdateType } from '@sayso/shared'
import { sql, type Kysely } from 'kysely'
import type { Schema } from '../database/schema.ts'

export interface UpdateRow {
  id: string
  userId: string
  title: string
  templateName: string
  content: string
  /** Entries in `content`; an update with none does not count against the free plan. */
  entryCount: number
  updateType: UpdateType
  /** ISO 8601, as the API shows it (stored as milliseconds). */
  createdAt: string
  updatedAt: string
}

export interface UpdatesRepository {
  /** Newest first; updates created in the same millisecond, the last inserted first. */
  listForUser(userId: string): Promise<UpdateRow[]>
  findForUser(id: string, userId: string): Promise<UpdateRow | undefined>
  /** Inserts the row, or replaces it when another store of the same document wrote it meanwhile. */
  insert(row: UpdateRow): Promise<void>
  update(row: UpdateRow): Promise<boolean>
  removeForUser(id: string, userId: string): Promise<boolean>
  countWithContent(userId: string): Promise<number>
}

/** A time the API or a device wrote (ISO 8601) as stored; `fallback` when it is no time at all. */
export function toMilliseconds(iso: string, fallback: number): number {
  const parsed = Date.parse(iso)
  return Number.isFinite(parsed) ? parsed : fallback
}

export function createUpdatesRepository(db: Kysely<Schema>): UpdatesRepository {
  const select = () =>
    db
      .selectFrom('updates')
      .select([
        'id',
        'user_id as userId',
        'title',
        'template_name as templateName',
        'content',
        'entry_count as entryCount',
        'update_type as updateType',
        'created_at',
        'updated_at',
      ])
  type Selected = Omit<UpdateRow, 'createdAt' | 'updatedAt'> & { created_at: number; updated_at: number }
  const toRow = ({ created_at, updated_at, ...rest }: Selected): UpdateRow => ({
    ...rest,
    createdAt: new Date(created_at).toISOString(),
    updatedAt: new Date(updated_at).toISOString(),
  })
  const changes = (row: UpdateRow) => ({
    title: row.title,
    template_name: row.templateName,
    content: row.content,
    entry_count: row.entryCount,
    update_type: row.updateType,
    updated_at: toMilliseconds(row.updatedAt, Date.now()),
  })

  return {
    listForUser: async (userId) =>
      (await select().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('seq', 'desc').execute()).map(
        toRow,
      ),
    async findForUser(id, userId) {
      const row = await select().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
      return row && toRow(row)
    },
    async insert(row) {
      const updatedAt = toMilliseconds(row.updatedAt, Date.now())
      await db
        .insertInto('updates')
        .values((eb) => ({
          id: row.id,
          user_id: row.userId,
          ...changes(row),
          created_at: toMilliseconds(row.createdAt, updatedAt),
          seq: eb
            .selectFrom('updates')
            .select(sql<number>`coalesce(max(seq), 0) + 1`.as('seq'))
            .where('user_id', '=', row.userId),
        }))
        // Never another user's row: a document name has one owner (documents.claim).
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet(changes(row)).where('updates.user_id', '=', row.userId),
        )
        .execute()
    },
    async update(row) {
      const result = await db
        .updateTable('updates')
        .set(changes(row))
        .where('id', '=', row.id)
        .where('user_id', '=', row.userId)
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
    async removeForUser(id, userId) {
      const result = await db
        .deleteFrom('updates')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return result.numDeletedRows > 0n
    },
    async countWithContent(userId) {
      // countsAgainstPlan (@sayso/shared) in SQL: only updates with content count.
      const { n } = await db
        .selectFrom('updates')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('entry_count', '>', 0)
        .executeTakeFirstOrThrow()
      return Number(n)
    },
  }
}
