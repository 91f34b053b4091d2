import 'fake-indexeddb/auto'
import { indexedDB } from 'fake-indexeddb'
import { freePort } from '../testing/free-port.ts'
import { createSyncClient, localDatabaseName, type SyncClient, type UpdateListSnapshot } from '@sayso/sync-client'
import { addRecording, readUpdate, replaceAllEntries, setTitle } from '@sayso/update-doc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY, signedUpClient, startTestServer, weeklyUpdate, type TestClient } from '../testing/test-server.ts'
import { browserLikeWebSocket, eventually } from '../testing/sync-clients.ts'

const QUICK = {
  title: 'Quick Update – offline',
  templateId: 'quick-update',
  templateName: 'Quick Update',
  updateType: 'quick' as const,
}

/** Waits until the client's live list passes `check` (the list opens with its first subscriber, as on Recent Updates). */
async function expectList(client: SyncClient, check: (snapshot: UpdateListSnapshot) => void): Promise<void> {
  const unsubscribe = client.updateList.subscribe(() => {})
  try {
    await eventually(() => check(client.updateList.getSnapshot()), 10_000)
  } finally {
    unsubscribe()
  }
}

describe('given the sync client of a signed-in user', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  let offlineUrl: string
  const clients: SyncClient[] = []
  beforeAll(async () => {
    server = await startTestServer()
    offlineUrl = `http://127.0.0.1:${await freePort()}`
  })
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.destroy()))
    await server.close()
  })

  /** A page load of the app: online against the test server, or offline (nothing listens at its URL). */
  function pageLoad(api: TestClient, userId: string, online: boolean, onSessionEnded?: () => void) {
    const baseUrl = online ? server.url : offlineUrl
    const client = createSyncClient({
      baseUrl,
      userId,
      WebSocketPolyfill: browserLikeWebSocket(api.cookieHeader(), baseUrl),
      ...(onSessionEnded && { onSessionEnded }),
    })
    clients.push(client)
    return client
  }

  it('creates an update offline, keeps it across reloads, and puts it on the server exactly once when back online', async () => {
    const { client: api, user } = await signedUpClient(server.url)
    const offline = pageLoad(api, user.id, false)
    const created = await offline.create(QUICK)
    addRecording(created.doc, {
      id: 'r1',
      transcription: 'we ship friday',
      timestamp: '2026-03-03T09:00:00.000Z',
      duration: 4,
    })
    replaceAllEntries(created.doc, [{ sectionId: 'tldr', headline: 'Ships Friday', content: 'On track.' }])
    expect(offline.getState().status).not.toBe('online')
    await expectList(offline, ({ source, updates }) => {
      expect(source).toBe('none')
      expect(updates).toMatchObject([{ id: created.id, title: QUICK.title, localOnly: true }])
    })
    created.release()
    await offline.destroy()

    const reloaded = pageLoad(api, user.id, false)
    const again = await reloaded.open(created.id)
    expect(readUpdate(again.doc).entries.map((entry) => entry.headline)).toEqual(['Ships Friday'])
    setTitle(again.doc, 'Renamed offline')
    again.release()
    await reloaded.destroy()

    const online = pageLoad(api, user.id, true)
    await eventually(async () => {
      const listed = (await api.get('/api/updates')).body
      expect(listed).toHaveLength(1)
      expect(listed[0]).toMatchObject({ id: created.id, title: 'Renamed offline', updateType: 'quick' })
      expect(JSON.parse(listed[0].content)).toEqual([
        { sectionId: 'tldr', headline: 'Ships Friday', content: 'On track.', sourceRecordingIds: ['r1'] },
      ])
    }, 10_000)
    await expectList(online, ({ source, updates }) => {
      expect(source).toBe('live')
      expect(updates).toMatchObject([{ id: created.id, localOnly: false }])
    })
  })

  it('merges offline edits into a server-created update by state, never duplicating its entries', async () => {
    const { client: api, user } = await signedUpClient(server.url)
    const saved = (await api.post('/api/updates', weeklyUpdate('From the server', [ENTRY]))).body
    const first = pageLoad(api, user.id, true)
    const opened = await first.open(saved.id)
    await opened.whenSynced
    opened.release()
    await first.destroy()

    const offline = pageLoad(api, user.id, false)
    const edited = await offline.open(saved.id)
    expect(readUpdate(edited.doc).entries).toHaveLength(1)
    addRecording(edited.doc, {
      id: 'r-offline',
      transcription: 'added offline',
      timestamp: '2026-03-03T10:00:00.000Z',
      duration: 2,
    })
    edited.release()
    await offline.destroy()

    const online = pageLoad(api, user.id, true)
    const synced = await online.open(saved.id)
    await synced.whenSynced
    await eventually(() => expect(online.getState()).toEqual({ status: 'online', hasUnsyncedChanges: false }))
    const snapshot = readUpdate(synced.doc)
    expect(snapshot.entries.map((entry) => entry.headline)).toEqual([ENTRY.headline])
    expect(snapshot.recordings.map((recording) => recording.id)).toEqual(['r-offline'])
    await eventually(async () => expect(JSON.parse((await api.get('/api/updates')).body[0].content)).toEqual([ENTRY]))
  })

  it('shows on one device the updates another creates, retitles and deletes, and drops its copy of a deleted one', async () => {
    const { client: api, user } = await signedUpClient(server.url)
    const laptop = pageLoad(api, user.id, true)
    const phone = pageLoad(api, user.id, true)
    const unsubscribe = phone.updateList.subscribe(() => {})
    const phoneList = () => phone.updateList.getSnapshot()

    const created = await laptop.create(QUICK)
    await eventually(() =>
      expect(phoneList()).toMatchObject({
        source: 'live',
        updates: [{ id: created.id, title: QUICK.title, localOnly: false }],
      }),
    )
    setTitle(created.doc, 'Launch notes')
    await eventually(() => expect(phoneList().updates).toMatchObject([{ id: created.id, title: 'Launch notes' }]))

    // The phone opened it once, so it keeps a copy; the laptop deletes it while the phone has it closed.
    const onPhone = await phone.open(created.id)
    await onPhone.whenSynced
    onPhone.release()
    await eventually(async () =>
      expect((await indexedDB.databases()).map((database: { name?: string }) => database.name)).toContain(
        localDatabaseName(user.id, created.id),
      ),
    )
    const phoneCopyClosed = () => eventually(() => expect(phone.getState().hasUnsyncedChanges).toBe(false))
    await phoneCopyClosed()
    created.release()
    expect((await api.delete(`/api/updates/${created.id}`)).status).toBe(204)
    await eventually(() => expect(phoneList().updates).toEqual([]))
    await eventually(async () =>
      expect((await indexedDB.databases()).map((database: { name?: string }) => database.name)).not.toContain(
        localDatabaseName(user.id, created.id),
      ),
    )
    unsubscribe()
  })

  it('wipes only that user’s local data at sign-out, and learns when the server ends the session', async () => {
    const alice = await signedUpClient(server.url)
    const bob = await signedUpClient(server.url)
    const bobsClient = pageLoad(bob.client, bob.user.id, false)
    const bobs = await bobsClient.create(QUICK)
    bobs.release()

    let sessionEnded = false
    const alicesClient = pageLoad(alice.client, alice.user.id, true, () => (sessionEnded = true))
    const alices = await alicesClient.create(QUICK)
    await alices.whenSynced
    await eventually(() => expect(alicesClient.getState().status).toBe('online'))
    expect((await alice.client.post('/api/auth/logout')).status).toBe(204)
    await eventually(() => expect(sessionEnded).toBe(true), 1000)
    expect(alicesClient.getState().status).toBe('signed-out')

    await alicesClient.signOut()
    const names = (await indexedDB.databases()).map((database: { name?: string }) => database.name)
    expect(names.filter((name: string | undefined) => name?.includes(alice.user.id))).toEqual([])
    expect(names).toContain(localDatabaseName(bob.user.id, bobs.id))
  })
})
