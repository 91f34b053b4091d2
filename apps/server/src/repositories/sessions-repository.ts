import type { Kysely } from 'kysely'
import { isForeignKeyViolation } from '../database/unique-violation.ts'
import type { Schema } from '../database/schema.ts'

export interface SessionRow {
  id: string
  userId: string
  data: string
  createdAt: number
  lastSeenAt: number
}

export interface SessionsRepository {
  findById(id: string): Promise<SessionRow | undefined>
  /** False when the account no longer exists (deleted while signing in): nothing is saved. */
  save(row: SessionRow): Promise<boolean>
  touch(id: string, lastSeenAt: number): Promise<void>
  remove(id: string): Promise<void>
  removeForUser(userId: string): Promise<number>
}

export function createSessionsRepository(db: Kysely<Schema>): SessionsRepository {
  return {
    findById: (id) =>
      db
        .selectFrom('sessions')
        .select(['id', 'user_id as userId', 'data', 'created_at as createdAt', 'last_seen_at as lastSeenAt'])
        .where('id', '=', id)
        .executeTakeFirst(),
    async save(row) {
      // One statement, so no account deletion can come between the check and the write. On PostgreSQL a
      // deletion committing while the statement waits on the user's row fails its foreign key instead.
      const result = await db
        .insertInto('sessions')
        .columns(['id', 'user_id', 'data', 'created_at', 'last_seen_at'])
        .expression(
          db
            .selectNoFrom((eb) => [
              eb.val(row.id).as('id'),
              eb.val(row.userId).as('user_id'),
              eb.val(row.data).as('data'),
              eb.val(row.createdAt).as('created_at'),
              eb.val(row.lastSeenAt).as('last_seen_at'),
            ])
            .where(({ exists, selectFrom }) => exists(selectFrom('users').select('id').where('id', '=', row.userId))),
        )
        .onConflict((conflict) =>
          conflict
            .column('id')
            .doUpdateSet((eb) => ({ data: eb.ref('excluded.data'), last_seen_at: eb.ref('excluded.last_seen_at') })),
        )
        .executeTakeFirst()
        .catch((error: unknown) => {
          if (isForeignKeyViolation(error)) return null
          throw error
        })
      return Number(result?.numInsertedOrUpdatedRows ?? 0) > 0
    },
    async touch(id, lastSeenAt) {
      await db.updateTable('sessions').set({ last_seen_at: lastSeenAt }).where('id', '=', id).execute()
    },
    async remove(id) {
      await db.deleteFrom('sessions').where('id', '=', id).execute()
    },
    async removeForUser(userId) {
      const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
