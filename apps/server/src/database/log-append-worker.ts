// The worker thread behind createSqliteLogAppender (log-appender.ts): its own connection to the
// app's database, so the fsync of each commit (synchronous=FULL) blocks this thread, not the one
// serving devices. The same repository as everywhere else writes the rows.
import { parentPort, workerData } from 'node:worker_threads'
import { Kysely, sql } from 'kysely'
import { createDocumentLogRepository, type LoggedUpdate } from '../repositories/document-log-repository.ts'
import type { Schema } from './schema.ts'
import { sqliteDialect } from './sqlite-dialect.ts'

const db = new Kysely<Schema>({ dialect: sqliteDialect((workerData as { file: string }).file).dialect })

// The app's own connection leaves checkpoints to this thread (open-database.ts). Its commits run
// them past the usual threshold; this also checkpoints what other writes add while no update comes.
const CHECKPOINT_EVERY_MS = 5000
// Through Kysely, which runs it between transactions; one that fails is simply tried again later.
setInterval(() => void sql`pragma wal_checkpoint(PASSIVE)`.execute(db).catch(() => {}), CHECKPOINT_EVERY_MS).unref()

parentPort!.on('message', ({ batch, entries }: { batch: number; entries: LoggedUpdate[] }) => {
  db.transaction()
    .execute((trx) => createDocumentLogRepository(trx).appendAll(entries))
    .then(
      () => parentPort!.postMessage({ batch }),
      (error: unknown) => parentPort!.postMessage({ batch, error: String(error) }),
    )
})
