import {
  initializeUpdate,
  putListedUpdate,
  readUpdateList,
  replaceAllEntries,
  setTitle,
  updateListName,
} from '@sayso/update-doc'
import { afterEach, describe, expect, it } from 'vitest'
import { ENTRY, signedUpClient, startTestServer, weeklyUpdate } from '../testing/test-server.ts'
import { eventually, testDevice, type TestDevice } from '../testing/sync-clients.ts'

const QUICK = {
  title: 'Quick Update – March 3',
  templateId: 'quick-update',
  templateName: 'Quick Update',
  updateType: 'quick' as const,
  createdAt: '2026-03-03T09:00:00.000Z',
}

const titlesIn = (list: { doc: import('yjs').Doc }) => readUpdateList(list.doc).map((update) => update.title)

describe('given a user signed in on two devices, each with the live list of their updates open', () => {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined
  const devices: TestDevice[] = []
  afterEach(async () => {
    devices.splice(0).forEach((device) => device.destroy())
    await server?.close()
    server = undefined
  })

  async function twoDevices(overrides: Parameters<typeof startTestServer>[0] = {}) {
    server = await startTestServer(overrides)
    const account = await signedUpClient(server.url)
    const laptop = testDevice(server.url, account.client.cookieHeader())
    const phone = testDevice(server.url, account.client.cookieHeader())
    devices.push(laptop, phone)
    const phoneList = phone.open(updateListName(account.user.id))
    await phoneList.synced
    return { ...account, laptop, phone, phoneList }
  }

  it('shows an update created, retitled and deleted over REST on the other device within seconds', async () => {
    const { client, phoneList } = await twoDevices()
    const created = (await client.post('/api/updates', weeklyUpdate('Week 12', [ENTRY]))).body
    await eventually(() => expect(readUpdateList(phoneList.doc)).toEqual([created]))

    const renamed = (await client.put(`/api/updates/${created.id}`, weeklyUpdate('Week 12 – final', [ENTRY]))).body
    await eventually(() => expect(readUpdateList(phoneList.doc)).toEqual([renamed]))

    expect((await client.delete(`/api/updates/${created.id}`)).status).toBe(204)
    await eventually(() => expect(readUpdateList(phoneList.doc)).toEqual([]))
  })

  it('lists an update made on a device at once, before its store debounce', async () => {
    const { client, user, laptop, phoneList } = await twoDevices({
      // A store debounce longer than any wait below: whatever the list shows came with the change itself.
      sync: { storeDebounceMs: 60_000, maxMessageBytes: 2 * 1024 * 1024 },
    })
    const made = laptop.open(crypto.randomUUID())
    await made.synced
    initializeUpdate(made.doc, { ...QUICK, ownerId: user.id })
    await eventually(() => expect(titlesIn(phoneList)).toEqual([QUICK.title]))
    expect((await client.get('/api/updates')).body.map((update: { id: string }) => update.id)).toEqual([
      made.provider.configuration.name,
    ])
  })

  it('stores the list on the store debounce, not again for every update that changes in it', async () => {
    const { client, user, phoneList } = await twoDevices({
      sync: { storeDebounceMs: 60_000, maxMessageBytes: 2 * 1024 * 1024 },
    })
    const storedList = async () =>
      (await server!.db.selectFrom('update_lists').select('state').where('user_id', '=', user.id).executeTakeFirst())
        ?.state
    const stored = await storedList() // when the phone opened it
    await client.post('/api/updates', weeklyUpdate('One', [ENTRY]))
    await client.post('/api/updates', weeklyUpdate('Two', []))
    await eventually(() => expect(titlesIn(phoneList).sort()).toEqual(['One', 'Two']))
    expect(stored).toBeDefined()
    expect(await storedList()).toEqual(stored)
  })

  it('follows the title and content of an update made on a device', async () => {
    const { user, laptop, phoneList } = await twoDevices()
    const made = laptop.open(crypto.randomUUID())
    await made.synced
    initializeUpdate(made.doc, { ...QUICK, ownerId: user.id })
    await eventually(() => expect(titlesIn(phoneList)).toEqual([QUICK.title]))

    setTitle(made.doc, 'Launch notes')
    replaceAllEntries(made.doc, [{ sectionId: 'tldr', headline: 'On track', content: 'Ships Friday.' }])
    await eventually(() => {
      const [listed] = readUpdateList(phoneList.doc)
      expect(listed).toMatchObject({ title: 'Launch notes', updateType: 'quick' })
      expect(JSON.parse(listed!.content)).toMatchObject([
        { sectionId: 'tldr', headline: 'On track', content: 'Ships Friday.' },
      ])
    })
  })

  it('empties the list when every update is deleted at once', async () => {
    const { client, phoneList } = await twoDevices()
    await client.post('/api/updates', weeklyUpdate('One', [ENTRY]))
    await client.post('/api/updates', weeklyUpdate('Two', []))
    await eventually(() => expect(titlesIn(phoneList).sort()).toEqual(['One', 'Two']))
    expect((await client.delete('/api/user/updates')).body).toEqual({ deleted: 2 })
    await eventually(() => expect(readUpdateList(phoneList.doc)).toEqual([]))
  })

  it('shows the list a device opens later with every update already in it', async () => {
    const { client, laptop, user } = await twoDevices()
    const created = (await client.post('/api/updates', weeklyUpdate('Before the list was opened', [ENTRY]))).body
    const laptopList = laptop.open(updateListName(user.id))
    await laptopList.synced
    expect(readUpdateList(laptopList.doc)).toEqual([created])
  })

  it('refuses and forgets what a device writes into its list', async () => {
    const { client, user, laptop, phoneList } = await twoDevices()
    const created = (await client.post('/api/updates', weeklyUpdate('Real', [ENTRY]))).body
    const laptopList = laptop.open(updateListName(user.id))
    await laptopList.synced
    await eventually(() => expect(titlesIn(phoneList)).toEqual(['Real']))

    putListedUpdate(laptopList.doc, { ...created, id: crypto.randomUUID(), title: 'Forged' })
    putListedUpdate(laptopList.doc, { ...created, title: 'Renamed by a device' })
    await eventually(() => expect(laptopList.provider.hasUnsyncedChanges).toBe(true))
    // A server-side change after the device's writes arrives; the device's writes never do.
    await client.post('/api/updates', weeklyUpdate('Later', []))
    await eventually(() => expect(titlesIn(phoneList).sort()).toEqual(['Later', 'Real']))
    const fresh = testDevice(server!.url, client.cookieHeader())
    devices.push(fresh)
    const freshList = fresh.open(updateListName(user.id))
    await freshList.synced
    expect(titlesIn(freshList).sort()).toEqual(['Later', 'Real'])
  })

  it('refuses to open another user’s list', async () => {
    const { user } = await twoDevices()
    const mallory = await signedUpClient(server!.url)
    const malloryDevice = testDevice(server!.url, mallory.client.cookieHeader())
    devices.push(malloryDevice)
    const stolen = malloryDevice.open(updateListName(user.id))
    await expect(stolen.refusal).resolves.toBe('forbidden')
    expect(readUpdateList(stolen.doc)).toEqual([])
  })

  it('keeps the list across a server restart, so a device connected through it still sees deletions', async () => {
    const { client, phoneList } = await twoDevices()
    const kept = (await client.post('/api/updates', weeklyUpdate('Kept', [ENTRY]))).body
    const doomed = (await client.post('/api/updates', weeklyUpdate('Deleted after the restart', []))).body
    await eventually(() => expect(readUpdateList(phoneList.doc)).toHaveLength(2))

    const { dataDir } = server!.config
    const port = server!.port
    await server!.close()
    server = await startTestServer({ dataDir, port })
    expect((await client.delete(`/api/updates/${doomed.id}`)).status).toBe(204)
    await eventually(() => expect(readUpdateList(phoneList.doc)).toEqual([kept]))
    expect(await server.db.selectFrom('update_lists').select('user_id').execute()).toHaveLength(1)
  })

  it('removes the list with the account', async () => {
    const { client, phoneList } = await twoDevices()
    await client.post('/api/updates', weeklyUpdate('Mine', [ENTRY]))
    await eventually(() => expect(titlesIn(phoneList)).toEqual(['Mine']))
    expect((await client.delete('/api/user')).status).toBe(204)
    await eventually(async () =>
      expect(await server!.db.selectFrom('update_lists').select('user_id').execute()).toHaveLength(0),
    )
  })
})
