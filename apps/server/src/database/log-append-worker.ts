// The worker thread behind createSqliteLogAppender (log-appender.ts): its own connection to the
// app's database, so the fsync of each commit (synchronous=FULL) blocks this thread, not the one
// serving devices. It runs the repository's append statement prepared, in one transaction a batch.
import { parentPort, workerData } from 'node:worker_threads'
import { Kysely } from 'kysely'
import { compileAppend, type LoggedUpdate } from '../repositories/document-log-repository.ts'
import { decodeBatch } from './logged-update-batch.ts'
import type { Schema } from './schema.ts'
import { sqliteDialect } from './sqlite-dialect.ts'

const { dialect, connection } = sqliteDialect((workerData as { file: string }).file)
const append = compileAppend(new Kysely<Schema>({ dialect }))
const insert = connection.prepare(append.sql)
const appendAll = connection.transaction((entries: LoggedUpdate[]) => {
  for (const entry of entries) insert.run(...append.parametersOf(entry))
})

// The app's own connection leaves checkpoints to this thread (open-database.ts). Its commits run
// them past the usual threshold; this also checkpoints what other writes add while no update comes.
// It runs between batches (each is committed synchronously); one that fails is tried again later.
const CHECKPOINT_EVERY_MS = 5000
setInterval(() => {
  try {
    connection.pragma('wal_checkpoint(PASSIVE)')
  } catch {
    // busy: the next interval tries again
  }
}, CHECKPOINT_EVERY_MS).unref()

parentPort!.on('message', ({ batch, bytes }: { batch: number; bytes: Uint8Array }) => {
  try {
    // IMMEDIATE: the write lock is taken before the insert reads (see sqlite-dialect.ts).
    appendAll.immediate(decodeBatch(bytes))
    parentPort!.postMessage({ batch })
  } catch (error) {
    parentPort!.postMessage({ batch, error: String(error) })
  }
})
