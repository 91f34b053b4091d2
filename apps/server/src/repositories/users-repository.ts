import type { Db } from '../database/open-database.ts'

export interface UserRow {
  id: string
  name: string
  email: string
  passwordHash: string
  createdAt: string
}

const COLUMNS = 'id, name, email, password_hash AS passwordHash, created_at AS createdAt'

export function createUsersRepository(db: Db) {
  const insert = db.prepare(
    'INSERT INTO users (id, name, email, password_hash, created_at) VALUES (@id, @name, @email, @passwordHash, @createdAt)',
  )
  const byId = db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ?`)
  const byEmail = db.prepare(`SELECT ${COLUMNS} FROM users WHERE email = ?`)
  const rename = db.prepare('UPDATE users SET name = ? WHERE id = ?')
  const remove = db.prepare('DELETE FROM users WHERE id = ?')

  return {
    /** Returns false when the e-mail is already taken. */
    insert(user: UserRow): boolean {
      try {
        insert.run(user)
        return true
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return false
        throw error
      }
    },
    findById: (id: string) => byId.get(id) as UserRow | undefined,
    findByEmail: (email: string) => byEmail.get(email) as UserRow | undefined,
    rename: (id: string, name: string) => rename.run(name, id).changes > 0,
    /** Sessions and updates go with the user (ON DELETE CASCADE). */
    remove: (id: string) => remove.run(id).changes > 0,
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
