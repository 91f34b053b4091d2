import type { VocabularyTerm } from '@sayso/shared'
import { sql, type Kysely } from 'kysely'
import { isUniqueViolation } from '../database/unique-violation.ts'
import type { Schema } from '../database/schema.ts'

/** Two terms are the same when they differ only in case ("Jira", "JIRA"). */
export const termKey = (term: string) => term.toLowerCase()

export interface VocabularyRepository {
  /** In the order added. */
  list(userId: string): Promise<VocabularyTerm[]>
  count(userId: string): Promise<number>
  /** 'duplicate' when the user already has the term. */
  insert(userId: string, term: VocabularyTerm, createdAt: number): Promise<boolean | 'duplicate'>
  /** False when the user has no such term; 'duplicate' when another of their terms has this written form. */
  update(userId: string, term: VocabularyTerm): Promise<boolean | 'duplicate'>
  remove(userId: string, id: string): Promise<boolean>
}

export function createVocabularyRepository(db: Kysely<Schema>): VocabularyRepository {
  return {
    list: async (userId) =>
      (
        await db
          .selectFrom('vocabulary_terms')
          .select(['id', 'term', 'sounds_like'])
          .where('user_id', '=', userId)
          .orderBy('seq')
          .execute()
      ).map((row) => ({ id: row.id, term: row.term, soundsLike: JSON.parse(row.sounds_like) as string[] })),
    async count(userId) {
      const { n } = await db
        .selectFrom('vocabulary_terms')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      return Number(n)
    },
    async insert(userId, term, createdAt) {
      const result = await db
        .insertInto('vocabulary_terms')
        .values((eb) => ({
          id: term.id,
          user_id: userId,
          term: term.term,
          term_key: termKey(term.term),
          sounds_like: JSON.stringify(term.soundsLike),
          created_at: createdAt,
          seq: eb
            .selectFrom('vocabulary_terms')
            .select(sql<number>`coalesce(max(seq), 0) + 1`.as('seq'))
            .where('user_id', '=', userId),
        }))
        // The (user, written form) unique constraint, without a dialect's error codes.
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? true : 'duplicate'
    },
    async update(userId, term) {
      try {
        const result = await db
          .updateTable('vocabulary_terms')
          .set({ term: term.term, term_key: termKey(term.term), sounds_like: JSON.stringify(term.soundsLike) })
          .where('id', '=', term.id)
          .where('user_id', '=', userId)
          .executeTakeFirst()
        return result.numUpdatedRows > 0n
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate'
        throw error
      }
    },
    async remove(userId, id) {
      const result = await db
        .deleteFrom('vocabulary_terms')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return result.numDeletedRows > 0n
    },
  }
}
