import { entriesArray, initializeUpdate, readUpdate, replaceAllEntries, setTitle } from '@sayso/update-doc'
import { afterEach, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { ENTRY, signedUpClient, startTestServer, weeklyUpdate } from '../testing/test-server.ts'
import { eventually, testDevice, type TestDevice } from '../testing/sync-clients.ts'

const WEEKLY = {
  title: 'Weekly Update – March 3',
  templateId: 'weekly-update',
  templateName: 'Weekly Update',
  updateType: 'weekly' as const,
  createdAt: '2026-03-03T09:00:00.000Z',
}

describe('given devices of two users syncing through one server', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  const devices: TestDevice[] = []
  afterEach(async () => {
    devices.splice(0).forEach((device) => device.destroy())
    await server?.close()
  })

  it('keeps one user’s edits when another user’s device pushes wrongly typed content', async () => {
    server = await startTestServer()
    const mallory = await signedUpClient(server.url)
    const bob = await signedUpClient(server.url)
    const bobsUpdate = (await bob.client.post('/api/updates', weeklyUpdate('Before', [ENTRY]))).body
    const malloryDevice = testDevice(server.url, mallory.client.cookieHeader())
    const bobDevice = testDevice(server.url, bob.client.cookieHeader())
    devices.push(malloryDevice, bobDevice)

    const poisoned = malloryDevice.open(crypto.randomUUID())
    const bobs = bobDevice.open(bobsUpdate.id)
    await Promise.all([poisoned.synced, bobs.synced])
    initializeUpdate(poisoned.doc, { ...WEEKLY, ownerId: mallory.user.id })
    // Valid Yjs, wrong shape: a number where an entry map belongs.
    entriesArray(poisoned.doc).push([42 as never])
    setTitle(bobs.doc, 'After')

    await eventually(async () => {
      const list = (await bob.client.get('/api/updates')).body
      expect(list[0].title).toBe('After')
    })
    const malloryList = (await mallory.client.get('/api/updates')).body
    expect(malloryList).toHaveLength(1)
    expect(malloryList[0].content).toBe('[]')
    // The document stays usable over REST too.
    const put = await mallory.client.put(`/api/updates/${malloryList[0].id}`, weeklyUpdate('Cleaned', [ENTRY]))
    expect(put.status).toBe(200)
  })

  it('never lets devices fill more new updates than the free plan allows', async () => {
    server = await startTestServer({ freeUpdateLimit: 2 })
    const { client, user } = await signedUpClient(server.url)
    const device = testDevice(server.url, client.cookieHeader())
    devices.push(device)
    const opened = Array.from({ length: 4 }, () => device.open(crypto.randomUUID()))
    await Promise.all(opened.map((update) => update.synced))
    for (const update of opened) {
      initializeUpdate(update.doc, { ...WEEKLY, ownerId: user.id })
      replaceAllEntries(update.doc, [{ sectionId: 'key-updates_1', headline: 'Shipped', content: 'Done.' }])
    }

    // Each update is listed as soon as its document exists, so wait for the stores of their content.
    await eventually(async () => {
      const stored = await server.db.selectFrom('documents').select('state').where('owner_id', '=', user.id).execute()
      const entries = stored.map(({ state }) => {
        const doc = new Y.Doc()
        if (state) Y.applyUpdate(doc, state)
        return readUpdate(doc).entries.length
      })
      expect(entries).toEqual([1, 1, 1, 1])
    })
    expect((await client.get('/api/updates')).body).toHaveLength(4)
    const me = (await client.get('/api/auth/user')).body
    expect(me).toMatchObject({ updatesUsed: 2, updatesLimit: 2 })
    const listed = (await client.get('/api/updates')).body as { content: string }[]
    expect(listed.filter((update) => update.content !== '[]')).toHaveLength(2)
    // Nothing a device wrote is thrown away: every document still holds its entry.
    for (const update of opened) expect(readUpdate(update.doc).entries).toHaveLength(1)
  })
})
