// The worker thread behind createSqliteLogAppender (log-appender.ts): its own connection to the
// app's database, so the fsync of each commit (synchronous=FULL) blocks this thread, not the one
// serving devices. The same repository as everywhere else writes the rows.
import { parentPort, workerData } from 'node:worker_threads'
import { Kysely } from 'kysely'
import { createDocumentLogRepository, type LoggedUpdate } from '../repositories/document-log-repository.ts'
import type { Schema } from './schema.ts'
import { sqliteDialect } from './sqlite-dialect.ts'

const db = new Kysely<Schema>({ dialect: sqliteDialect((workerData as { file: string }).file).dialect })

parentPort!.on('message', ({ batch, entries }: { batch: number; entries: LoggedUpdate[] }) => {
  db.transaction()
    .execute((trx) => createDocumentLogRepository(trx).appendAll(entries))
    .then(
      () => parentPort!.postMessage({ batch }),
      (error: unknown) => parentPort!.postMessage({ batch, error: String(error) }),
    )
})
