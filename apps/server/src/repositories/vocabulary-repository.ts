import type { VocabularyTerm } from '@sayso/shared'
import type { Db } from '../database/open-database.ts'

interface TermRow {
  id: string
  term: string
  soundsLike: string
}

/** Two terms are the same when they differ only in case ("Jira", "JIRA"). */
export const termKey = (term: string) => term.toLowerCase()

const toTerm = (row: TermRow): VocabularyTerm => ({ id: row.id, term: row.term, soundsLike: JSON.parse(row.soundsLike) as string[] })

export function createVocabularyRepository(db: Db) {
  const list = db.prepare(
    'SELECT id, term, sounds_like AS soundsLike FROM vocabulary_terms WHERE user_id = ? ORDER BY created_at, rowid',
  )
  const count = db.prepare('SELECT COUNT(*) AS n FROM vocabulary_terms WHERE user_id = ?')
  const insert = db.prepare(
    'INSERT INTO vocabulary_terms (id, user_id, term, term_key, sounds_like, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const update = db.prepare('UPDATE vocabulary_terms SET term = ?, term_key = ?, sounds_like = ? WHERE id = ? AND user_id = ?')
  const remove = db.prepare('DELETE FROM vocabulary_terms WHERE id = ? AND user_id = ?')

  /** Runs a write; false when the user already has the term. */
  const unlessDuplicate = (write: () => boolean): boolean | 'duplicate' => {
    try {
      return write()
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return 'duplicate'
      throw error
    }
  }

  return {
    list: (userId: string) => (list.all(userId) as TermRow[]).map(toTerm),
    count: (userId: string) => (count.get(userId) as { n: number }).n,
    insert: (userId: string, term: VocabularyTerm, createdAt: string) =>
      unlessDuplicate(() => insert.run(term.id, userId, term.term, termKey(term.term), JSON.stringify(term.soundsLike), createdAt).changes > 0),
    /** False when the user has no such term; 'duplicate' when another of their terms has this written form. */
    update: (userId: string, term: VocabularyTerm) =>
      unlessDuplicate(() => update.run(term.term, termKey(term.term), JSON.stringify(term.soundsLike), term.id, userId).changes > 0),
    remove: (userId: string, id: string) => remove.run(id, userId).changes > 0,
  }
}

export type VocabularyRepository = ReturnType<typeof createVocabularyRepository>
