import { addRecording, initializeUpdate, readRecordings } from '@sayso/update-doc'
import { afterEach, describe, expect, it } from 'vitest'
import { serverProcess } from '../testing/server-process.ts'
import { testDevice, type TestDevice, type TestProvider } from '../testing/sync-clients.ts'
import { signedUpClient } from '../testing/test-server.ts'

const ROUNDS = 4
const EDIT_EVERY_MS = 25
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A small seeded generator, so a failing round can be replayed with SYNC_CRASH_SEED. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** An author's recordings, split into those the server acknowledged and those still pending. */
function author(opened: TestProvider, name: string) {
  let made = 0
  let pending: string[] = []
  const acknowledged: string[] = []
  opened.provider.on('unsyncedChanges', ({ number }: { number: number }) => {
    // Zero outstanding changes: the server has acknowledged every change made so far.
    if (number === 0) acknowledged.push(...pending.splice(0))
  })
  return {
    acknowledged,
    edit() {
      const id = `${name}-${++made}`
      pending.push(id)
      addRecording(opened.doc, {
        id,
        transcription: `${name} says ${made}`,
        timestamp: new Date().toISOString(),
        duration: 1,
      })
    },
    forgetPending() {
      pending = []
    },
  }
}

describe('given a server killed with SIGKILL at random moments while devices edit', () => {
  const cleanup: Array<() => void> = []
  afterEach(() => cleanup.splice(0).forEach((step) => step()))

  it('keeps every acknowledged edit, whether its author stayed, left before the kill or never came back', async () => {
    const seed = Number(process.env.SYNC_CRASH_SEED ?? Date.now() % 1_000_000)
    const random = seededRandom(seed)
    // The production store debounce (2 s, up to 10 s while edits keep coming).
    const server = await serverProcess({ FREE_UPDATE_LIMIT: '0' })
    cleanup.push(() => server.child.kill('SIGKILL'))
    const { client, user } = await signedUpClient(server.baseUrl)
    const devices: TestDevice[] = []
    const device = () => {
      const created = testDevice(server.baseUrl, client.cookieHeader())
      devices.push(created)
      return created
    }
    cleanup.push(() => devices.forEach((each) => each.destroy()))
    const expected = new Map<string, string[]>()

    for (let round = 1; round <= ROUNDS; round++) {
      const id = crypto.randomUUID()
      const stayer = device().open(id)
      await stayer.synced
      initializeUpdate(stayer.doc, {
        title: `Crash round ${round}`,
        templateId: 'quick-update',
        templateName: 'Quick Update',
        updateType: 'quick',
        createdAt: new Date().toISOString(),
        ownerId: user.id,
      })
      const watcher = device().open(id)
      const leaverOpened = device().open(id)
      const ghostOpened = device().open(id)
      await Promise.all([watcher.synced, leaverOpened.synced, ghostOpened.synced])
      const stays = author(stayer, 'stayer')
      const leaves = author(leaverOpened, 'leaver')
      const ghost = author(ghostOpened, 'ghost')

      // The stayer and the ghost keep editing; the leaver edits, is acknowledged, and disconnects
      // while the others keep the document open on the server.
      const editing = setInterval(() => {
        stays.edit()
        ghost.edit()
      }, EDIT_EVERY_MS)
      for (let n = 0; n < 10; n++) leaves.edit()
      // The stayer's edits count once one of them was acknowledged (under load that takes a while).
      while (leaves.acknowledged.length < 10 || stays.acknowledged.length === 0) await sleep(5)
      leaverOpened.provider.destroy()
      await sleep(100 + random() * 1400)

      expect(await server.stop('SIGKILL')).toBeNull()
      clearInterval(editing)
      stays.forgetPending()
      ghost.forgetPending()
      // No device may resend anything: only what the server kept counts.
      for (const each of devices.splice(0)) each.destroy()
      const acknowledged = [...stays.acknowledged, ...leaves.acknowledged, ...ghost.acknowledged]
      expect(stays.acknowledged.length).toBeGreaterThan(0)
      expected.set(id, acknowledged)

      await server.start()
      const fresh = device().open(id)
      await fresh.synced
      const kept = new Set(readRecordings(fresh.doc).map((recording) => recording.id))
      const lost = acknowledged.filter((recordingId) => !kept.has(recordingId))
      expect(lost, `round ${round} (seed ${seed}): acknowledged edits lost`).toEqual([])
    }

    // Earlier rounds' documents survived the later kills too.
    for (const [id, acknowledged] of expected) {
      const fresh = device().open(id)
      await fresh.synced
      const kept = new Set(readRecordings(fresh.doc).map((recording) => recording.id))
      expect(acknowledged.filter((recordingId) => !kept.has(recordingId))).toEqual([])
    }
  }, 90_000)
})
