import 'fake-indexeddb/auto'
import net from 'node:net'
import { readUpdate, replaceAllEntries, setTypedText } from '@sayso/update-doc'
import { afterEach, describe, expect, it } from 'vitest'
import { localDatabaseName } from './local-store.ts'
import type { UpdateListSnapshot } from './live-update-list.ts'
import { createSyncClient, type SyncClient } from './sync-client.ts'

// Without a server: what the client does on its own while the device is offline.
// Syncing with the real server is tested in apps/server/src/collab.

const QUICK = {
  title: 'Quick Update – offline',
  templateId: 'quick-update',
  templateName: 'Quick Update',
  updateType: 'quick' as const,
}

async function nothingListening(): Promise<string> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return `http://127.0.0.1:${port}`
}

/** The client's list once it passes `check` (the list opens with its first subscriber, as on Recent Updates). */
async function listOnceReady(
  client: SyncClient,
  check: (snapshot: UpdateListSnapshot) => boolean,
): Promise<UpdateListSnapshot> {
  return new Promise((resolve) => {
    const settle = () => {
      const snapshot = client.updateList.getSnapshot()
      if (!check(snapshot)) return
      unsubscribe()
      resolve(snapshot)
    }
    const unsubscribe = client.updateList.subscribe(settle)
    settle()
  })
}

describe('given a device without a connection', () => {
  const clients: SyncClient[] = []
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.destroy()))
  })

  async function pageLoad(userId: string): Promise<SyncClient> {
    const client = createSyncClient({ baseUrl: await nothingListening(), userId })
    clients.push(client)
    return client
  }

  it('applies edits at once and still has them, unsynced, after a reload', async () => {
    const first = await pageLoad('user-a')
    const created = await first.create(QUICK)
    replaceAllEntries(created.doc, [{ sectionId: 'tldr', headline: 'Ships Friday', content: '' }])
    setTypedText(created.doc, 'typed while offline')
    expect(readUpdate(created.doc).entries).toHaveLength(1)
    expect(first.getState().hasUnsyncedChanges).toBe(true)
    created.release()
    await first.destroy()

    const reloaded = await pageLoad('user-a')
    await new Promise<void>((resolve) => {
      if (reloaded.getState().hasUnsyncedChanges) resolve()
      reloaded.subscribe(() => reloaded.getState().hasUnsyncedChanges && resolve())
    })
    const opened = await reloaded.open(created.id)
    expect(readUpdate(opened.doc)).toMatchObject({
      meta: { title: QUICK.title, ownerId: 'user-a' },
      entries: [{ headline: 'Ships Friday' }],
      typedText: 'typed while offline',
    })
    expect(reloaded.getState().status).not.toBe('online')
  })

  it('counts edits an earlier page load left unsent when the update is opened at once', async () => {
    const first = await pageLoad('user-reloading')
    const created = await first.create(QUICK)
    replaceAllEntries(created.doc, [{ sectionId: 'tldr', headline: 'Ships Friday', content: '' }])
    created.release()
    await first.destroy()

    // Opened as the page loads, before the client's own search for unsent updates (which skips
    // updates being opened) has looked: the update's own flag says so.
    const reloaded = createSyncClient({ baseUrl: await nothingListening(), userId: 'user-reloading' })
    clients.push(reloaded)
    const opened = await reloaded.open(created.id)
    expect(readUpdate(opened.doc).entries).toHaveLength(1)
    await expect.poll(() => reloaded.getState().hasUnsyncedChanges).toBe(true)
  })

  it('hands out one document per update however often it is opened', async () => {
    const client = await pageLoad('user-b')
    const created = await client.create(QUICK)
    const again = await client.open(created.id)
    expect(again.doc).toBe(created.doc)
  })

  it('lists the updates only this device has, newest first', async () => {
    const client = await pageLoad('user-c')
    const older = await client.create({ ...QUICK, title: 'Older', createdAt: '2026-03-01T09:00:00.000Z' })
    const newer = await client.create({ ...QUICK, title: 'Newer', createdAt: '2026-03-02T09:00:00.000Z' })
    const { source, updates: listed } = await listOnceReady(client, ({ updates }) => updates.length === 2)
    expect(source).toBe('none')
    expect(listed.map((update) => [update.id, update.title, update.localOnly])).toEqual([
      [newer.id, 'Newer', true],
      [older.id, 'Older', true],
    ])
    expect(listed[0]).toMatchObject({ updateType: 'quick', templateName: 'Quick Update', content: '[]' })
  })

  it('merges a list fetched over REST with the updates only this device has', async () => {
    const client = await pageLoad('user-d')
    const local = await client.create({ ...QUICK, title: 'Only here', createdAt: '2026-03-02T09:00:00.000Z' })
    const onServer = {
      id: crypto.randomUUID(),
      title: 'From the server',
      templateName: 'Weekly Update',
      content: '[]',
      updateType: 'weekly' as const,
      createdAt: '2026-03-01T09:00:00.000Z',
      updatedAt: '2026-03-01T09:00:00.000Z',
    }
    client.updateList.seed([onServer])
    const { source, updates: listed } = await listOnceReady(client, ({ updates }) => updates.length === 2)
    expect(source).toBe('fetched')
    expect(listed.map((update) => [update.title, update.localOnly])).toEqual([
      ['Only here', true],
      ['From the server', false],
    ])
    expect(listed[0]!.id).toBe(local.id)
  })

  it("removes the user's local data at sign-out and leaves other users' alone", async () => {
    const alice = await pageLoad('alice')
    const bob = await pageLoad('bob')
    const alices = await alice.create(QUICK)
    const bobs = await bob.create(QUICK)
    await alice.signOut()
    const names = (await indexedDB.databases()).map((database) => database.name)
    expect(names).not.toContain(localDatabaseName('alice', alices.id))
    expect(names).toContain(localDatabaseName('bob', bobs.id))
  })
})
