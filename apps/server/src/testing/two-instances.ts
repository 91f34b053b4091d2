import crypto from 'node:crypto'
import { createDataStore } from '../database/data-store.ts'
import { openDatabase, type AppDatabase } from '../database/open-database.ts'
import { createSessionRevocations } from '../services/session-revocations.ts'
import { testConfig } from './test-server.ts'

export interface TestInstance {
  database: AppDatabase
  store: ReturnType<typeof createDataStore>
}

/**
 * What each of two instances opens on the test's database: its own pool and data store, the same data.
 * Several instances share a database only on PostgreSQL (SQLite has one server process).
 */
export async function openTwoInstances(): Promise<TestInstance[]> {
  const config = testConfig()
  const instances: TestInstance[] = []
  for (let instance = 0; instance < 2; instance++) {
    const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
    instances.push({ database, store: createDataStore(database.db, database.dialect, createSessionRevocations()) })
  }
  return instances
}

/** A user row, straight into the database, for tests below the account service; returns its id. */
export async function insertTestUser(database: AppDatabase): Promise<string> {
  const userId = crypto.randomUUID()
  await database.db
    .insertInto('users')
    .values({ id: userId, name: 'Pat', email: `${userId}@example.com`, password_hash: 'h', created_at: Date.now() })
    .execute()
  return userId
}
