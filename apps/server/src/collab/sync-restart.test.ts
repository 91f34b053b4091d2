import { addRecording, initializeUpdate, readUpdate, replaceAllEntries } from '@sayso/update-doc'
import { afterEach, describe, expect, it } from 'vitest'
import { serverProcess } from '../testing/server-process.ts'
import { signedUpClient } from '../testing/test-server.ts'
import { eventually, testDevice, type TestDevice } from '../testing/sync-clients.ts'

const STORE_DEBOUNCE_MS = 300

describe('given a server process stopped and started again on the same data directory during a session', () => {
  const cleanup: Array<() => void> = []
  afterEach(() => cleanup.splice(0).forEach((step) => step()))

  async function session() {
    const server = await serverProcess({ SYNC_STORE_DEBOUNCE_MS: String(STORE_DEBOUNCE_MS) })
    cleanup.push(() => server.child.kill('SIGKILL'))
    const { client, user } = await signedUpClient(server.baseUrl)
    const devices: TestDevice[] = []
    cleanup.push(() => devices.forEach((device) => device.destroy()))
    return {
      client,
      user,
      device() {
        const created = testDevice(server.baseUrl, client.cookieHeader())
        devices.push(created)
        return created
      },
      stop: (signal: NodeJS.Signals) => server.stop(signal),
      restart: () => server.start(),
    }
  }

  it('keeps every edit when stopped with SIGTERM before the store debounce, and the device reconnects', async () => {
    const { client, user, device, stop, restart } = await session()
    const id = crypto.randomUUID()
    const laptop = device().open(id)
    await laptop.synced
    initializeUpdate(laptop.doc, {
      title: 'Restart test',
      templateId: 'quick-update',
      templateName: 'Quick Update',
      updateType: 'quick',
      createdAt: new Date().toISOString(),
      ownerId: user.id,
    })
    replaceAllEntries(laptop.doc, [{ sectionId: 'tldr', headline: 'Before the restart', content: '' }])
    await eventually(() => expect(laptop.provider.hasUnsyncedChanges).toBe(false))

    expect(await stop('SIGTERM')).toBe(0) // well inside the debounce: only the shutdown flush stores it
    addRecording(laptop.doc, {
      id: 'r-offline',
      transcription: 'while the server was down',
      timestamp: new Date().toISOString(),
      duration: 3,
    })
    await restart()

    await eventually(() => expect(laptop.provider.isSynced && !laptop.provider.hasUnsyncedChanges).toBe(true), 10_000)
    const fresh = device().open(id)
    await fresh.synced
    const snapshot = readUpdate(fresh.doc)
    expect(snapshot.entries.map((entry) => entry.headline)).toEqual(['Before the restart'])
    expect(snapshot.recordings.map((recording) => recording.id)).toEqual(['r-offline'])
    expect(readUpdate(laptop.doc)).toEqual(snapshot)
    await eventually(async () =>
      expect((await client.get('/api/updates')).body.map((u: { title: string }) => u.title)).toEqual(['Restart test']),
    )
  }, 30_000)

  it('keeps everything acknowledged before the store debounce ran when killed with SIGKILL', async () => {
    const { user, device, stop, restart } = await session()
    const id = crypto.randomUUID()
    const laptop = device().open(id)
    await laptop.synced
    initializeUpdate(laptop.doc, {
      title: 'Kill test',
      templateId: 'quick-update',
      templateName: 'Quick Update',
      updateType: 'quick',
      createdAt: new Date().toISOString(),
      ownerId: user.id,
    })
    for (let n = 1; n <= 20; n++) {
      addRecording(laptop.doc, {
        id: `r${n}`,
        transcription: `note ${n}`,
        timestamp: new Date(Date.UTC(2026, 2, 3, 9, 0, n)).toISOString(),
        duration: n,
      })
    }
    await eventually(() => expect(laptop.provider.hasUnsyncedChanges).toBe(false))
    await new Promise((resolve) => setTimeout(resolve, STORE_DEBOUNCE_MS * 2))

    expect(await stop('SIGKILL')).toBeNull()
    laptop.provider.destroy() // only the server's copy may answer
    await restart()
    const fresh = device().open(id)
    await fresh.synced
    expect(readUpdate(fresh.doc).recordings).toHaveLength(20)
  }, 30_000)
})
