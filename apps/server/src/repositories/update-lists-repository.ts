import type { Kysely } from 'kysely'
import type { Schema } from '../database/schema.ts'

/** The Yjs state of each user's update list document. */
export interface UpdateListsRepository {
  stateOf(userId: string): Promise<Uint8Array | null>
  save(userId: string, state: Uint8Array, now: number): Promise<void>
}

export function createUpdateListsRepository(db: Kysely<Schema>): UpdateListsRepository {
  return {
    async stateOf(userId) {
      const row = await db.selectFrom('update_lists').select('state').where('user_id', '=', userId).executeTakeFirst()
      return row ? new Uint8Array(row.state) : null
    },
    async save(userId, state, now) {
      // A list published just after its account was deleted has no owner left to keep it for.
      await db
        .insertInto('update_lists')
        .columns(['user_id', 'state', 'updated_at'])
        .expression(
          db
            .selectNoFrom((eb) => [
              eb.val(userId).as('user_id'),
              eb.val(state).as('state'),
              eb.val(now).as('updated_at'),
            ])
            .where(({ exists, selectFrom }) => exists(selectFrom('users').select('id').where('id', '=', userId))),
        )
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet((eb) => ({ state: eb.ref('excluded.state'), updated_at: eb.ref('excluded.updated_at') })),
        )
        .execute()
    },
  }
}
