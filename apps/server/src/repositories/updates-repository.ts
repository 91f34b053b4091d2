import type { UpdateType } from '@sayso/shared'
import type { Db } from '../database/open-database.ts'

export interface UpdateRow {
  id: string
  userId: string
  title: string
  templateName: string
  content: string
  /** Entries in `content`; an update with none does not count against the free plan. */
  entryCount: number
  updateType: UpdateType
  createdAt: string
  updatedAt: string
}

const COLUMNS = `id, user_id AS userId, title, template_name AS templateName, content, entry_count AS entryCount,
  update_type AS updateType, created_at AS createdAt, updated_at AS updatedAt`

export function createUpdatesRepository(db: Db) {
  const listForUser = db.prepare(
    `SELECT ${COLUMNS} FROM updates WHERE user_id = ? ORDER BY created_at DESC, rowid DESC`,
  )
  const byIdForUser = db.prepare(`SELECT ${COLUMNS} FROM updates WHERE id = ? AND user_id = ?`)
  const insert = db.prepare(`
    INSERT INTO updates (id, user_id, title, template_name, content, entry_count, update_type, created_at, updated_at)
    VALUES (@id, @userId, @title, @templateName, @content, @entryCount, @updateType, @createdAt, @updatedAt)
  `)
  const update = db.prepare(`
    UPDATE updates SET title = @title, template_name = @templateName, content = @content, entry_count = @entryCount,
      update_type = @updateType, updated_at = @updatedAt
    WHERE id = @id AND user_id = @userId
  `)
  const removeForUser = db.prepare('DELETE FROM updates WHERE id = ? AND user_id = ?')
  // countsAgainstPlan (@sayso/shared) in SQL: only updates with content count.
  const countWithContent = db.prepare('SELECT COUNT(*) AS n FROM updates WHERE user_id = ? AND entry_count > 0')

  return {
    listForUser: (userId: string) => listForUser.all(userId) as UpdateRow[],
    findForUser: (id: string, userId: string) => byIdForUser.get(id, userId) as UpdateRow | undefined,
    insert: (row: UpdateRow) => void insert.run(row),
    update: (row: UpdateRow) => update.run(row).changes > 0,
    removeForUser: (id: string, userId: string) => removeForUser.run(id, userId).changes > 0,
    countWithContent: (userId: string) => (countWithContent.get(userId) as { n: number }).n,
  }
}

export type UpdatesRepository = ReturnType<typeof createUpdatesRepository>
