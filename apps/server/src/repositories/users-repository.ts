import type { Kysely } from 'kysely'
import type { Schema } from '../database/schema.ts'

export interface UserRow {
  id: string
  name: string
  email: string
  passwordHash: string
  /** Milliseconds since the epoch. */
  createdAt: number
}

export interface UsersRepository {
  /** Returns false when the e-mail is already taken. */
  insert(user: UserRow): Promise<boolean>
  findById(id: string): Promise<UserRow | undefined>
  /** Whether the account exists: what every signed-in request asks, needing none of the row. */
  exists(id: string): Promise<boolean>
  findByEmail(email: string): Promise<UserRow | undefined>
  rename(id: string, name: string): Promise<boolean>
  /**
   * Locks the user's row until the transaction ends (PostgreSQL; SQLite's transaction holds the only
   * write lock already), so what is counted and written for them under it is exact across instances.
   */
  lock(id: string): Promise<void>
  /** Sessions and updates go with the user (ON DELETE CASCADE). */
  remove(id: string): Promise<boolean>
}

export function createUsersRepository(db: Kysely<Schema>, rowLocks: boolean): UsersRepository {
  const select = () =>
    db.selectFrom('users').select(['id', 'name', 'email', 'password_hash as passwordHash', 'created_at as createdAt'])
  return {
    async lock(id) {
      if (rowLocks) await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute()
    },
    async insert(user) {
      const result = await db
        .insertInto('users')
        .values({
          id: user.id,
          name: user.name,
          email: user.email,
          password_hash: user.passwordHash,
          created_at: user.createdAt,
        })
        // The e-mail's unique constraint, without a dialect's error codes.
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
    },
    findById: (id) => select().where('id', '=', id).executeTakeFirst(),
    async exists(id) {
      return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
    },
    findByEmail: (email) => select().where('email', '=', email).executeTakeFirst(),
    async rename(id, name) {
      const result = await db.updateTable('users').set({ name }).where('id', '=', id).executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
    async remove(id) {
      const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst()
      return result.numDeletedRows > 0n
    },
  }
}
