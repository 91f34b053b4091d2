import { listedUpdatesMap, updateListName } from '@sayso/update-doc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { insertTestUser, openTwoInstances, type TestInstance } from '../testing/two-instances.ts'
import { createUpdateListsService } from './update-lists-service.ts'

describe.runIf(process.env.SAYSO_TEST_DATABASE === 'postgres')(
  'given two instances on one PostgreSQL database holding the same update list',
  () => {
    let instances: TestInstance[] = []
    let services: Array<ReturnType<typeof createUpdateListsService>>
    beforeAll(async () => {
      instances = await openTwoInstances()
      services = instances.map(({ store }) =>
        createUpdateListsService({
          store,
          now: Date.now,
        }),
      )
    })
    afterAll(() => Promise.all(instances.map(({ database }) => database.close())))

    it('keeps what each instance stored when both store their copies at once', async () => {
      const userId = await insertTestUser(instances[0]!.database)
      const name = updateListName(userId)
      const copies = services.map(() => new Y.Doc())
      // Each copy gains entries the other has not seen yet, and each instance stores it several times.
      for (let round = 0; round < 5; round++) {
        copies.forEach((copy, instance) => listedUpdatesMap(copy).set(`update-${instance}-${round}`, new Y.Map()))
        await Promise.all(services.map((service, instance) => service.persist(name, copies[instance]!)))
      }

      const stored = await instances[1]!.database.db
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
