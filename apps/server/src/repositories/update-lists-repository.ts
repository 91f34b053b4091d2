import type { Db } from '../database/open-database.ts'

/** The Yjs state of each user's update list document. */
export function createUpdateListsRepository(db: Db) {
  const stateOf = db.prepare('SELECT state FROM update_lists WHERE user_id = ?')
  // A list published just after its account was deleted has no owner left to keep it for.
  const save = db.prepare(`
    INSERT INTO update_lists (user_id, state, updated_at)
      SELECT @userId, @state, @now WHERE EXISTS (SELECT 1 FROM users WHERE id = @userId)
    ON CONFLICT (user_id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at
  `)

  return {
    stateOf: (userId: string) => (stateOf.get(userId) as { state: Buffer } | undefined)?.state ?? null,
    save: (userId: string, state: Uint8Array, now: number) => void save.run({ userId, state, now }),
  }
}

export type UpdateListsRepository = ReturnType<typeof createUpdateListsRepository>
