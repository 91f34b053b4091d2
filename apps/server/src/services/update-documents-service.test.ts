import crypto from 'node:crypto'
import { applyRestUpdate } from '@sayso/update-doc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { createLogger } from '../logger.ts'
import { ENTRY, weeklyUpdate } from '../testing/test-server.ts'
import { insertTestUser, openTwoInstances, type TestInstance } from '../testing/two-instances.ts'
import { createFreePlan } from './free-plan.ts'
import { createUpdateDocumentsService } from './update-documents-service.ts'

const FREE_UPDATES = 5
// Each instance fills more than the plan allows, so without the lock each alone would keep the limit.
const PER_INSTANCE = 2 * FREE_UPDATES

describe.runIf(process.env.SAYSO_TEST_DATABASE === 'postgres')(
  'given two instances on one PostgreSQL database and a user on the free plan',
  () => {
    let instances: TestInstance[] = []
    let services: Array<ReturnType<typeof createUpdateDocumentsService>>
    beforeAll(async () => {
      instances = await openTwoInstances()
      services = instances.map(({ database, store }) =>
        createUpdateDocumentsService({
          store,
          freePlan: createFreePlan(FREE_UPDATES),
          logger: createLogger('silent'),
          now: Date.now,
          sharedDatabase: database.dialect === 'postgres',
        }),
      )
    })
    afterAll(() => Promise.all(instances.map(({ database }) => database.close())))

    it(`keeps content in exactly ${FREE_UPDATES} of ${2 * PER_INSTANCE} updates stored at once through both`, async () => {
      const userId = await insertTestUser(instances[0]!.database)
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

      const listed = await instances[1]!.database.db
        .selectFrom('updates')
        .select('entry_count')
        .where('user_id', '=', userId)
        .execute()
      expect(listed).toHaveLength(2 * PER_INSTANCE)
      expect(listed.filter((row) => row.entry_count > 0)).toHaveLength(FREE_UPDATES)
    })
  },
)

describe('given a document deleted while a device claimed its name again', () => {
  let database: TestInstance['database']
  let service: ReturnType<typeof createUpdateDocumentsService>
  beforeAll(async () => {
    const [instance] = await openTwoInstances()
    database = instance!.database
    service = createUpdateDocumentsService({
      store: instance!.store,
      freePlan: createFreePlan(FREE_UPDATES),
      logger: createLogger('silent'),
      now: Date.now,
      sharedDatabase: database.dialect === 'postgres',
    })
  })
  afterAll(() => database.close())

  it('never stores it: the tombstone wins over the claim', async () => {
    const userId = await insertTestUser(database)
    const name = crypto.randomUUID()
    await service.authorize(userId, name)
    await service.deleteForever(name, userId)
    // The claim of a device that checked for a tombstone just before the deletion committed.
    await database.db
      .insertInto('documents')
      .values({ name, owner_id: userId, state: null, created_at: 1, updated_at: 1 })
      .execute()
    const doc = new Y.Doc()
    applyRestUpdate(doc, weeklyUpdate('Deleted', [ENTRY]), { ownerId: userId, createdAt: new Date().toISOString() })

    expect(await service.persistAll(new Map([[name, doc]]))).toEqual(new Map())

    const stored = await database.db.selectFrom('documents').select('state').where('name', '=', name).executeTakeFirst()
    expect(stored?.state ?? null).toBeNull()
    expect(await database.db.selectFrom('updates').select('id').where('id', '=', name).execute()).toEqual([])
  })
})
