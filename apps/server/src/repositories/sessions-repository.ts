import type { Db } from '../database/open-database.ts'

export interface SessionRow {
  id: string
  userId: string
  data: string
  createdAt: number
  lastSeenAt: number
}

export function createSessionsRepository(db: Db) {
  const byId = db.prepare(
    'SELECT id, user_id AS userId, data, created_at AS createdAt, last_seen_at AS lastSeenAt FROM sessions WHERE id = ?',
  )
  // One statement, so no account deletion can come between the check and the write.
  const upsert = db.prepare(`
    INSERT INTO sessions (id, user_id, data, created_at, last_seen_at)
      SELECT @id, @userId, @data, @createdAt, @lastSeenAt WHERE EXISTS (SELECT 1 FROM users WHERE id = @userId)
    ON CONFLICT (id) DO UPDATE SET data = excluded.data, last_seen_at = excluded.last_seen_at
  `)
  const touch = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?')
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?')
  const removeForUser = db.prepare('DELETE FROM sessions WHERE user_id = ?')

  return {
    findById: (id: string) => byId.get(id) as SessionRow | undefined,
    /** False when the account no longer exists (deleted while signing in): nothing is saved. */
    save: (row: SessionRow) => upsert.run(row).changes > 0,
    touch: (id: string, lastSeenAt: number) => void touch.run(lastSeenAt, id),
    remove: (id: string) => void remove.run(id),
    removeForUser: (userId: string) => removeForUser.run(userId).changes,
  }
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>
