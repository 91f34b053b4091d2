import type { Kysely } from 'kysely'
import { createDocumentLogRepository, type UpdateLog } from '../repositories/document-log-repository.ts'
import { createGroupCommit } from './group-commit.ts'
import type { Schema } from './schema.ts'

/**
 * PostgreSQL: each batch is one awaited INSERT transaction on the pool; the server does the fsync.
 * The table is emptied in the transaction that stores a state, and what a crash leaves in it is
 * found by recoverLoggedUpdates (update-documents-service.ts).
 */
export function createDirectLogAppender(db: Kysely<Schema>): UpdateLog {
  const group = createGroupCommit((entries) =>
    db.transaction().execute((trx) => createDocumentLogRepository(trx).appendAll(entries)),
  )
  return {
    append: (entry) => group.append(entry),
    recover: (replay) => replay([]),
    compaction: async () => ({ stored: async () => {} }),
    close: () => group.drain(),
  }
}
