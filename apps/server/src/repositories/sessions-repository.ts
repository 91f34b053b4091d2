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
  const upsert = db.prepare(`
    INSERT INTO sessions (id, user_id, data, created_at, last_seen_at) VALUES (@id, @userId, @data, @createdAt, @lastSeenAt)
    ON CONFLICT (id) DO UPDATE SET data = excluded.data, last_seen_at = excluded.last_seen_at
  `)
  const touch = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?')
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?')
  const removeForUser = db.prepare('DELETE FROM sessions WHERE user_id = ?')

  return {
    findById: (id: string) => byId.get(id) as SessionRow | undefined,
    save: (row: SessionRow) => void upsert.run(row),
    touch: (id: string, lastSeenAt: number) => void touch.run(lastSeenAt, id),
    remove: (id: string) => void remove.run(id),
    removeForUser: (userId: string) => removeForUser.run(userId).changes,
  }
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>
