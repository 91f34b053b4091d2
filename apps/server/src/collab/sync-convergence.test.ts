import fc from 'fast-check'
import {
  addRecording,
  deleteEntry,
  entrySlots,
  initializeUpdate,
  readEntries,
  readUpdate,
  replaceSectionEntries,
  setTitle,
  setTypedText,
  toRestUpdate,
} from '@sayso/update-doc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedUpClient, startTestServer, type TestClient } from '../testing/test-server.ts'
import { eventually, testDevice } from '../testing/sync-clients.ts'

const device = fc.integer({ min: 0, max: 2 })
type Op =
  | { kind: 'record' | 'format' | 'delete' | 'title' | 'type'; at: number; pick: number }
  | { kind: 'disconnect' | 'reconnect'; at: number }
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('record' as const, 'format' as const, 'delete' as const, 'title' as const, 'type' as const),
    at: device,
    pick: fc.nat(),
  }),
  fc.record({ kind: fc.constantFrom('disconnect' as const, 'reconnect' as const), at: device }),
)

const SECTIONS = ['goal-progress', 'key-updates', 'horizon']

describe('given three devices of one user editing an update through the real server', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  let api: TestClient
  let userId: string
  beforeAll(async () => {
    // Every run creates another update with content: no free-plan limit here.
    server = await startTestServer({ freeUpdateLimit: 0 })
    const signedUp = await signedUpClient(server.url)
    api = signedUp.client
    userId = signedUp.user.id
  })
  afterAll(() => server.close())

  it('converges on every device and on the server, keeping every entry nobody deleted or formatted again at the same time, whatever goes offline when', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const id = crypto.randomUUID()
        const devices = [0, 1, 2].map(() => testDevice(server.url, api.cookieHeader()))
        try {
          const opened = devices.map((created) => created.open(id))
          await Promise.all(opened.map((open) => open.synced))
          initializeUpdate(opened[0]!.doc, {
            title: 'Weekly',
            templateId: 'weekly-update',
            templateName: 'Weekly Update',
            updateType: 'weekly',
            createdAt: new Date().toISOString(),
            ownerId: userId,
          })
          const added = new Set<string>()
          const deleted = new Set<string>()
          // Hidden because an identical formatting on another device at the same time is shown instead.
          const superseded = new Set<string>()
          const noteSuperseded = () => {
            for (const open of opened)
              for (const slot of entrySlots(open.doc).superseded) superseded.add(slot.map.get('id') as string)
          }
          let serial = 0
          for (const step of ops) {
            const { doc } = opened[step.at]!
            const socket = devices[step.at]!.socket
            const before = new Set(readEntries(doc).map((entry) => entry.id))
            switch (step.kind) {
              case 'record':
                addRecording(doc, {
                  id: `r${++serial}`,
                  transcription: 'words',
                  timestamp: new Date().toISOString(),
                  duration: 2,
                  assignedSection: SECTIONS[step.pick % 3]!,
                })
                break
              case 'format':
                replaceSectionEntries(doc, SECTIONS[step.pick % 3]!, [
                  { sectionId: `${SECTIONS[step.pick % 3]}_1`, headline: `h${++serial}`, content: '' },
                ]).forEach((removed) => deleted.add(removed))
                break
              case 'delete': {
                const entries = readEntries(doc)
                const target = entries[step.pick % Math.max(1, entries.length)]
                if (target && deleteEntry(doc, target.id)) deleted.add(target.id)
                break
              }
              case 'title':
                setTitle(doc, `Title ${++serial}`)
                break
              case 'type':
                setTypedText(doc, `typed ${++serial}`)
                break
              case 'disconnect':
                socket.disconnect()
                await eventually(() => expect(socket.status).toBe('disconnected'))
                break
              case 'reconnect':
                await socket.connect()
                break
            }
            for (const entry of readEntries(doc)) if (!before.has(entry.id)) added.add(entry.id)
            noteSuperseded()
          }
          for (const created of devices) await created.socket.connect()
          await eventually(() => {
            const [first, ...others] = opened.map((open) => readUpdate(open.doc))
            for (const other of others) expect(other).toEqual(first)
            expect(opened.some((open) => open.provider.hasUnsyncedChanges)).toBe(false)
          }, 10_000)
          noteSuperseded()
          const final = readEntries(opened[0]!.doc).map((entry) => entry.id)
          expect(new Set(final).size).toBe(final.length)
          for (const entryId of added)
            if (!deleted.has(entryId) && !superseded.has(entryId)) expect(final).toContain(entryId)
          await eventually(async () => {
            const listed = (await api.get('/api/updates')).body.find((update: { id: string }) => update.id === id)
            expect(listed?.content).toBe(toRestUpdate(opened[0]!.doc)!.content)
          })
        } finally {
          devices.forEach((created) => created.destroy())
        }
      }),
      { numRuns: 25 },
    )
  }, 120_000)
})
