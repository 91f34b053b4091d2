import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import {
  addRecording,
  assignRecording,
  clearAll,
  deleteEntry,
  editEntry,
  initializeUpdate,
  replaceAllEntries,
  replaceSectionEntries,
  setTitle,
  setTypedText,
} from './changes.ts'
import { entrySlots, readEntries, readUpdate } from './schema.ts'

const SECTIONS = ['goal-progress', 'key-updates', 'horizon'] as const
const replica = fc.integer({ min: 0, max: 2 })
const section = fc.constantFrom(...SECTIONS)
const pick = fc.nat()

type Op =
  | { kind: 'record'; at: number; section: string | null }
  | { kind: 'assign'; at: number; pick: number; section: string }
  | { kind: 'formatAll'; at: number; count: number }
  | { kind: 'formatSection'; at: number; section: string; count: number }
  | { kind: 'edit'; at: number; pick: number; text: string }
  | { kind: 'delete'; at: number; pick: number }
  | { kind: 'title'; at: number; text: string }
  | { kind: 'type'; at: number; text: string }
  | { kind: 'clear'; at: number }
  | { kind: 'sync'; at: number; to: number }

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('record' as const), at: replica, section: fc.option(section) }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('assign' as const), at: replica, pick, section }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('formatAll' as const),
      at: replica,
      count: fc.integer({ min: 1, max: 3 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('formatSection' as const),
      at: replica,
      section,
      count: fc.integer({ min: 1, max: 2 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('edit' as const), at: replica, pick, text: fc.string() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), at: replica, pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('title' as const), at: replica, text: fc.string() }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constant('type' as const), at: replica, text: fc.string({ maxLength: 12 }) }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('clear' as const), at: replica }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('sync' as const), at: replica, to: replica }), weight: 4 },
)

/** Delivers every change `from` has that `to` lacks, as a provider does after reconnecting. */
function sync(from: Y.Doc, to: Y.Doc): void {
  if (from !== to) Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)))
}

function run(ops: Op[]) {
  const docs = [new Y.Doc(), new Y.Doc(), new Y.Doc()]
  initializeUpdate(docs[0]!, {
    title: 'Weekly Update',
    templateId: 'weekly-update',
    templateName: 'Weekly Update',
    updateType: 'weekly',
    createdAt: '2026-03-03T09:00:00.000Z',
    ownerId: 'user-1',
  })
  const added = new Set<string>()
  const deleted = new Set<string>()
  // Ids a replica hid because an identical concurrent formatting showed its own run instead.
  const superseded = new Set<string>()
  let serial = 0
  const entryIds = (doc: Y.Doc) => readEntries(doc).map((entry) => entry.id)
  const formatted = (sectionId: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      sectionId: `${sectionId}_${i + 1}`,
      headline: `h${++serial}`,
      content: '',
    }))

  for (const step of ops) {
    const doc = docs[step.at]!
    const before = new Set(entryIds(doc))
    switch (step.kind) {
      case 'record':
        addRecording(doc, {
          id: `rec-${++serial}`,
          transcription: 'words',
          timestamp: new Date(Date.UTC(2026, 2, 3, 9, 0, serial)).toISOString(),
          duration: 5,
          ...(step.section && { assignedSection: step.section }),
        })
        break
      case 'assign': {
        const recordings = readUpdate(doc).recordings
        if (recordings.length > 0) assignRecording(doc, recordings[step.pick % recordings.length]!.id, step.section)
        break
      }
      case 'formatAll':
        replaceAllEntries(doc, formatted('goal-progress', step.count)).forEach((id) => deleted.add(id))
        break
      case 'formatSection':
        replaceSectionEntries(doc, step.section, formatted(step.section, step.count)).forEach((id) => deleted.add(id))
        break
      case 'edit': {
        const ids = entryIds(doc)
        if (ids.length > 0) editEntry(doc, ids[step.pick % ids.length]!, { headline: step.text, content: step.text })
        break
      }
      case 'delete': {
        const ids = entryIds(doc)
        const id = ids[step.pick % Math.max(ids.length, 1)]
        if (id && deleteEntry(doc, id)) deleted.add(id)
        break
      }
      case 'title':
        setTitle(doc, step.text)
        break
      case 'type':
        setTypedText(doc, step.text)
        break
      case 'clear':
        clearAll(doc).forEach((id) => deleted.add(id))
        break
      case 'sync':
        sync(doc, docs[step.to]!)
        break
    }
    for (const id of entryIds(doc)) if (!before.has(id)) added.add(id)
    for (const replicaDoc of docs)
      for (const slot of entrySlots(replicaDoc).superseded) superseded.add(slot.map.get('id') as string)
  }
  // Everyone reconnects: two rounds of pairwise exchange reach every replica from every other.
  for (let round = 0; round < 2; round++) for (const from of docs) for (const to of docs) sync(from, to)
  for (const slot of entrySlots(docs[0]!).superseded) superseded.add(slot.map.get('id') as string)
  return { docs, added, deleted, superseded }
}

describe('given three replicas applying random changes and syncing in random orders', () => {
  it('converges to one state that keeps every entry nobody deleted or formatted again at the same time, exactly once', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40, size: 'max' }), (ops) => {
        const { docs, added, deleted, superseded } = run(ops)
        const [first, ...others] = docs.map((doc) => readUpdate(doc))
        for (const other of others) expect(other).toEqual(first)
        for (const doc of docs.slice(1)) expect(Y.encodeStateVector(doc)).toEqual(Y.encodeStateVector(docs[0]!))
        const finalIds = first!.entries.map((entry) => entry.id)
        expect(new Set(finalIds).size).toBe(finalIds.length)
        for (const id of added) if (!deleted.has(id) && !superseded.has(id)) expect(finalIds).toContain(id)
      }),
      { numRuns: 300 },
    )
  })
})
