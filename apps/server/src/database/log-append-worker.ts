// The worker thread behind log-appender.ts: its own connection to the app's database, so the
// fsync of each commit (synchronous=FULL) blocks this thread, not the one serving devices.
import { parentPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'
import { createDocumentLogRepository, type LoggedUpdate } from '../repositories/document-log-repository.ts'

const db = new Database((workerData as { file: string }).file)
db.pragma('busy_timeout = 5000')
db.pragma('synchronous = FULL')
db.pragma('foreign_keys = ON')
const log = createDocumentLogRepository(db)

parentPort!.on('message', ({ batch, entries }: { batch: number; entries: LoggedUpdate[] }) => {
  try {
    log.appendAll.immediate(entries)
    parentPort!.postMessage({ batch })
  } catch (error) {
    parentPort!.postMessage({ batch, error: String(error) })
  }
})
