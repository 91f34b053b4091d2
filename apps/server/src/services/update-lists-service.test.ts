import crypto from 'node:crypto'
import { listedUpdatesMap, updateListName } from '@sayso/update-doc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { createDataStore } from '../database/data-store.ts'
import { openDatabase, type AppDatabase } from '../database/open-database.ts'
import { testConfig } from '../testing/test-server.ts'
import { createSessionRevocations } from './session-revocations.ts'
import { createUpdateListsService } from './update-lists-service.ts'

// Several instances share a database only on PostgreSQL (SQLite has one server process). Each
// database below is what one instance opens: its own pool, its own service, the same data.
describe.runIf(process.env.SAYSO_TEST_DATABASE === 'postgres')(
  'given two instances on one PostgreSQL database holding the same update list',
  () => {
    const databases: AppDatabase[] = []
    let services: Array<ReturnType<typeof createUpdateListsService>>
    beforeAll(async () => {
      const config = testConfig()
      for (let instance = 0; instance < 2; instance++)
        databases.push(await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }))
      services = databases.map((database) =>
        createUpdateListsService({
          store: createDataStore(database.db, database.dialect, createSessionRevocations()),
          now: Date.now,
        }),
      )
    })
    afterAll(() => Promise.all(databases.map((database) => database.close())))

    it('keeps what each instance stored when both store their copies at once', async () => {
      const userId = crypto.randomUUID()
      await databases[0]!.db
        .insertInto('users')
        .values({ id: userId, name: 'Pat', email: `${userId}@example.com`, password_hash: 'h', created_at: Date.now() })
        .execute()
      const name = updateListName(userId)
      const copies = services.map(() => new Y.Doc())
      // Each copy gains entries the other has not seen yet, and each instance stores it several times.
      for (let round = 0; round < 5; round++) {
        copies.forEach((copy, instance) => listedUpdatesMap(copy).set(`update-${instance}-${round}`, new Y.Map()))
        await Promise.all(services.map((service, instance) => service.persist(name, copies[instance]!)))
      }

      const stored = await databases[1]!.db
        .selectFrom('update_lists')
        .select('state')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      const reloaded = new Y.Doc()
      Y.applyUpdate(reloaded, new Uint8Array(stored.state))
      expect([...listedUpdatesMap(reloaded).keys()].sort()).toEqual(
        [0, 1].flatMap((instance) => [0, 1, 2, 3, 4].map((round) => `update-${instance}-${round}`)).sort(),
      )
    })
  },
)
