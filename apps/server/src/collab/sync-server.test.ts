import {
  OPEN_EXISTING_TOKEN,
  readUpdate,
  replaceAllEntries,
  setTitle,
  toRestUpdate,
  initializeUpdate,
  addRecording,
} from '@sayso/update-doc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY, signedUpClient, startTestServer, weeklyUpdate } from '../testing/test-server.ts'
import { eventually, testDevice, type TestDevice } from '../testing/sync-clients.ts'

const QUICK = {
  title: 'Quick Update – March 3',
  templateId: 'quick-update',
  templateName: 'Quick Update',
  updateType: 'quick' as const,
  createdAt: '2026-03-03T09:00:00.000Z',
}

describe('given a signed-in user with two devices', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  const devices: TestDevice[] = []
  const device = (cookie: string | null, origin?: string) => {
    const created = testDevice(server.url, cookie, origin)
    devices.push(created)
    return created
  }
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    devices.forEach((created) => created.destroy())
    await server.close()
  })

  it('shows an edit on one device live on the other', async () => {
    const { client, user } = await signedUpClient(server.url)
    const id = crypto.randomUUID()
    const laptop = device(client.cookieHeader()).open(id)
    const phone = device(client.cookieHeader()).open(id)
    await Promise.all([laptop.synced, phone.synced])
    initializeUpdate(laptop.doc, { ...QUICK, ownerId: user.id })
    replaceAllEntries(laptop.doc, [{ sectionId: 'tldr', headline: 'On track', content: 'Ships Friday.' }])
    await eventually(() => expect(readUpdate(phone.doc).entries.map((entry) => entry.headline)).toEqual(['On track']))
  })

  it('merges edits both devices made offline, on both and on the server, without duplicates', async () => {
    const { client, user } = await signedUpClient(server.url)
    const id = crypto.randomUUID()
    const laptopDevice = device(client.cookieHeader())
    const phoneDevice = device(client.cookieHeader())
    const laptop = laptopDevice.open(id)
    const phone = phoneDevice.open(id)
    await Promise.all([laptop.synced, phone.synced])
    initializeUpdate(laptop.doc, { ...QUICK, ownerId: user.id })
    await eventually(() => expect(readUpdate(phone.doc).meta.title).toBe(QUICK.title))

    laptopDevice.socket.disconnect()
    phoneDevice.socket.disconnect()
    await eventually(() =>
      expect([laptopDevice.socket.status, phoneDevice.socket.status]).toEqual(['disconnected', 'disconnected']),
    )
    addRecording(laptop.doc, {
      id: 'r-laptop',
      transcription: 'from the laptop',
      timestamp: '2026-03-03T09:01:00.000Z',
      duration: 4,
    })
    setTitle(laptop.doc, 'Renamed on the laptop')
    addRecording(phone.doc, {
      id: 'r-phone',
      transcription: 'from the phone',
      timestamp: '2026-03-03T09:02:00.000Z',
      duration: 6,
    })
    replaceAllEntries(phone.doc, [{ sectionId: 'tldr', headline: 'Written on the phone', content: '' }])
    await Promise.all([laptopDevice.socket.connect(), phoneDevice.socket.connect()])

    await eventually(() => {
      expect(readUpdate(laptop.doc)).toEqual(readUpdate(phone.doc))
      expect(laptop.provider.hasUnsyncedChanges || phone.provider.hasUnsyncedChanges).toBe(false)
    })
    const merged = readUpdate(laptop.doc)
    expect(merged.meta.title).toBe('Renamed on the laptop')
    expect(merged.recordings.map((recording) => recording.id)).toEqual(['r-laptop', 'r-phone'])
    expect(merged.entries.map((entry) => entry.headline)).toEqual(['Written on the phone'])
    await eventually(async () => {
      const listed = (await client.get('/api/updates')).body
      expect(listed).toHaveLength(1)
      expect(listed[0]).toMatchObject({
        id,
        title: 'Renamed on the laptop',
        content: toRestUpdate(laptop.doc)!.content,
      })
    })
  })

  it('seeds an update saved before documents existed from its row once, on the server only', async () => {
    const { client } = await signedUpClient(server.url)
    const saved = (await client.post('/api/updates', weeklyUpdate('Saved long ago', [ENTRY]))).body
    // What a row migrated from before this version looks like: an owner, but no document state yet.
    await server.db.updateTable('documents').set({ state: null }).where('name', '=', saved.id).execute()

    const first = device(client.cookieHeader())
    const opened = first.open(saved.id)
    await opened.synced
    const entries = readUpdate(opened.doc).entries
    expect(entries.map((entry) => entry.headline)).toEqual([ENTRY.headline])
    first.destroy()
    await new Promise((resolve) => setTimeout(resolve, 300)) // unloaded: the next open reads the stored state

    const second = device(client.cookieHeader()).open(saved.id, opened.doc)
    await second.synced
    expect(readUpdate(second.doc).entries).toEqual(entries)
  })

  it('refuses an address nobody owns as not found, without creating an update under it', async () => {
    const { client } = await signedUpClient(server.url)
    const id = crypto.randomUUID()
    const refused = device(client.cookieHeader()).open(id, undefined, OPEN_EXISTING_TOKEN)
    expect(await refused.refusal).toBe('not-found')
    // Nothing was claimed: the same name is still free for a device that creates an update under it.
    const { client: other, user: otherUser } = await signedUpClient(server.url)
    const created = device(other.cookieHeader()).open(id)
    await created.synced
    initializeUpdate(created.doc, { ...QUICK, ownerId: otherUser.id })
    await eventually(async () => expect((await other.get('/api/updates')).body).toHaveLength(1))
    expect((await client.get('/api/updates')).body).toEqual([])
  })

  it('opens an update the user owns from its address', async () => {
    const { client } = await signedUpClient(server.url)
    const saved = (await client.post('/api/updates', weeklyUpdate('Saved', [ENTRY]))).body as { id: string }
    const opened = device(client.cookieHeader()).open(saved.id, undefined, OPEN_EXISTING_TOKEN)
    await opened.synced
    expect(readUpdate(opened.doc).meta.title).toBe('Saved')
  })

  it('counts an update created on a device against the free plan', async () => {
    const { client } = await signedUpClient(server.url)
    for (let n = 0; n < 5; n++) await client.post('/api/updates', weeklyUpdate(`Update ${n}`, [ENTRY]))
    const refused = device(client.cookieHeader()).open(crypto.randomUUID())
    expect(await refused.refusal).toBe('free-plan-limit')
    expect((await client.get('/api/updates')).body).toHaveLength(5)
  })

  it('opens an empty draft read-only while the free plan is full, as PUT would refuse it content', async () => {
    const { client } = await signedUpClient(server.url)
    const draft = (await client.post('/api/updates', weeklyUpdate('Empty draft'))).body
    for (let n = 0; n < 5; n++) await client.post('/api/updates', weeklyUpdate(`Update ${n}`, [ENTRY]))
    const open = device(client.cookieHeader()).open(draft.id)
    await open.synced
    expect(open.provider.authorizedScope).toBe('readonly')
    replaceAllEntries(open.doc, [{ sectionId: 'tldr', headline: 'Sneaked in', content: '' }])
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(
      (await client.get('/api/updates')).body.find((update: { id: string }) => update.id === draft.id).content,
    ).toBe('[]')
  })

  describe('and the REST API', () => {
    it('shows a REST PUT live on a connected device', async () => {
      const { client } = await signedUpClient(server.url)
      const created = (await client.post('/api/updates', weeklyUpdate('Week 12'))).body
      const open = device(client.cookieHeader()).open(created.id)
      await open.synced
      expect(readUpdate(open.doc).meta.title).toBe('Week 12')
      const put = await client.put(`/api/updates/${created.id}`, weeklyUpdate('Week 12 (final)', [ENTRY]))
      expect(put.status).toBe(200)
      await eventually(() => {
        const snapshot = readUpdate(open.doc)
        expect(snapshot.meta.title).toBe('Week 12 (final)')
        expect(snapshot.entries.map((entry) => entry.headline)).toEqual([ENTRY.headline])
      })
    })

    it('lists an edit made over the socket after the store debounce', async () => {
      const { client } = await signedUpClient(server.url)
      const created = (await client.post('/api/updates', weeklyUpdate('Week 12', [ENTRY]))).body
      const open = device(client.cookieHeader()).open(created.id)
      await open.synced
      setTitle(open.doc, 'Edited on a device')
      await eventually(async () => expect((await client.get('/api/updates')).body[0].title).toBe('Edited on a device'))
      const listed = (await client.get('/api/updates')).body[0]
      expect(JSON.parse(listed.content)).toEqual([{ ...ENTRY }])
      expect(listed.updatedAt > created.updatedAt).toBe(true)
    })

    it('leaves nothing to resurrect after a REST delete while a device is connected', async () => {
      const { client } = await signedUpClient(server.url)
      const created = (await client.post('/api/updates', weeklyUpdate('Doomed', [ENTRY]))).body
      const laptopDevice = device(client.cookieHeader())
      const open = laptopDevice.open(created.id)
      await open.synced
      // Told at once while connected, or refused as deleted when it was reconnecting at that moment.
      const toldDeleted = Promise.race([
        new Promise((resolve) => open.provider.on('stateless', ({ payload }: { payload: string }) => resolve(payload))),
        open.refusal,
      ])
      expect((await client.delete(`/api/updates/${created.id}`)).status).toBe(204)
      expect(['sayso:update-deleted', 'deleted']).toContain(await toldDeleted)

      // The device still holds the old state and keeps editing it, then tries again from a fresh socket.
      setTitle(open.doc, 'Still editing offline')
      const again = device(client.cookieHeader()).open(created.id, open.doc)
      expect(await again.refusal).toBe('deleted')
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect((await client.get('/api/updates')).body).toEqual([])
      expect(await server.db.selectFrom('documents').select('name').where('name', '=', created.id).execute()).toEqual(
        [],
      )
    })
  })
})
