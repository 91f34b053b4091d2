import crypto from 'node:crypto'
import { applyRestUpdate } from '@sayso/update-doc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { createDataStore } from '../database/data-store.ts'
import { openDatabase, type AppDatabase } from '../database/open-database.ts'
import { createLogger } from '../logger.ts'
import { ENTRY, testConfig, weeklyUpdate } from '../testing/test-server.ts'
import { createFreePlan } from './free-plan.ts'
import { createSessionRevocations } from './session-revocations.ts'
import { createUpdateDocumentsService } from './update-documents-service.ts'

const FREE_UPDATES = 5
// Each instance fills more than the plan allows, so without the lock each alone would keep the limit.
const PER_INSTANCE = 2 * FREE_UPDATES

// Several instances share a database only on PostgreSQL (SQLite has one server process). Each
// database below is what one instance opens: its own pool, its own services, the same data.
describe.runIf(process.env.SAYSO_TEST_DATABASE === 'postgres')(
  'given two instances on one PostgreSQL database and a user on the free plan',
  () => {
    const databases: AppDatabase[] = []
    let services: Array<ReturnType<typeof createUpdateDocumentsService>>
    beforeAll(async () => {
      const config = testConfig()
      for (let instance = 0; instance < 2; instance++)
        databases.push(await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }))
      services = databases.map((database) =>
        createUpdateDocumentsService({
          store: createDataStore(database.db, database.dialect, createSessionRevocations()),
          freePlan: createFreePlan(FREE_UPDATES),
          logger: createLogger('silent'),
          now: Date.now,
          sharedDatabase: database.dialect === 'postgres',
        }),
      )
    })
    afterAll(() => Promise.all(databases.map((database) => database.close())))

    it(`keeps content in exactly ${FREE_UPDATES} of ${2 * PER_INSTANCE} updates stored at once through both`, async () => {
      const userId = crypto.randomUUID()
      await databases[0]!.db
        .insertInto('users')
        .values({ id: userId, name: 'Pat', email: `${userId}@example.com`, password_hash: 'h', created_at: Date.now() })
        .execute()
      // Each instance stores its documents as one batch (one transaction), as its store debounce does.
      const batches = await Promise.all(
        services.map(async (service, instance) => {
          const batch = new Map<string, Y.Doc>()
          for (let n = 0; n < PER_INSTANCE; n++) {
            const name = crypto.randomUUID()
            await service.authorize(userId, name)
            const doc = new Y.Doc()
            applyRestUpdate(doc, weeklyUpdate(`Instance ${instance}, week ${n}`, [ENTRY]), {
              ownerId: userId,
              createdAt: new Date().toISOString(),
            })
            batch.set(name, doc)
          }
          return batch
        }),
      )

      await Promise.all(services.map((service, instance) => service.persistAll(batches[instance]!)))

      const listed = await databases[1]!.db
        .selectFrom('updates')
        .select('entry_count')
        .where('user_id', '=', userId)
        .execute()
      expect(listed).toHaveLength(2 * PER_INSTANCE)
      expect(listed.filter((row) => row.entry_count > 0)).toHaveLength(FREE_UPDATES)
    })
  },
)
