import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import {
  addRecording,
  deleteEntry,
  editEntry,
  initializeUpdate,
  replaceAllEntries,
  replaceSectionEntries,
  type FormattedInput,
  type UpdateInit,
} from './changes.ts'
import { toRestUpdate } from './rest-shape.ts'
import { entriesArray, readUpdate } from './schema.ts'

const WEEKLY = {
  title: 'Week 10',
  templateId: 'weekly-update',
  templateName: 'Weekly Update',
  updateType: 'weekly' as const,
  createdAt: '2026-03-03T09:00:00.000Z',
  ownerId: 'user-1',
}
const QUICK = { ...WEEKLY, templateId: 'quick-update', templateName: 'Quick Update', updateType: 'quick' as const }

const recording = (id: string, assignedSection?: string) => ({
  id,
  transcription: `said ${id}`,
  timestamp: `2026-03-03T09:00:0${id.slice(1)}.000Z`,
  duration: 4,
  ...(assignedSection && { assignedSection }),
})

const KEY_UPDATES: FormattedInput[] = [
  {
    sectionId: 'key-updates_1',
    sectionName: 'Key Updates & Decisions Made',
    headline: 'Shipped checkout',
    content: 'Live for all.',
  },
  {
    sectionId: 'key-updates_2',
    sectionName: 'Key Updates & Decisions Made',
    headline: 'Pricing decided',
    content: 'Tiered.',
  },
]

/** Two devices holding the same update; `setup` runs on the first before the second copies it. */
function twoDevices(init: UpdateInit, setup: (doc: Y.Doc) => void): [Y.Doc, Y.Doc] {
  const a = new Y.Doc()
  initializeUpdate(a, init)
  setup(a)
  const b = new Y.Doc()
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a))
  return [a, b]
}

/** Both devices send each other what the other lacks, as they do on reconnecting. */
function exchange(a: Y.Doc, b: Y.Doc): void {
  const fromA = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b))
  const fromB = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a))
  Y.applyUpdate(b, fromA)
  Y.applyUpdate(a, fromB)
}

/** A third replica that receives both devices' changes in the other order, as the server may. */
function serverCopy(first: Y.Doc, second: Y.Doc): Y.Doc {
  const server = new Y.Doc()
  Y.applyUpdate(server, Y.encodeStateAsUpdate(second))
  Y.applyUpdate(server, Y.encodeStateAsUpdate(first))
  return server
}

const headlines = (doc: Y.Doc) => readUpdate(doc).entries.map((entry) => entry.headline)

describe('given two devices formatting the same weekly section from the same recordings at once', () => {
  function formattedOnBoth(resultOnB: FormattedInput[] = KEY_UPDATES) {
    const [a, b] = twoDevices(WEEKLY, (doc) => {
      addRecording(doc, recording('r1', 'key-updates'))
      addRecording(doc, recording('r2', 'key-updates_2'))
      addRecording(doc, recording('r3', 'horizon'))
      replaceSectionEntries(doc, 'horizon', [{ sectionId: 'horizon_1', headline: 'Beta', content: 'March 3.' }])
    })
    replaceSectionEntries(a, 'key-updates', KEY_UPDATES)
    replaceSectionEntries(b, 'key-updates', resultOnB)
    const server = serverCopy(a, b)
    exchange(a, b)
    return { a, b, server }
  }

  it('shows one set of entries, the same on both devices and on the server', () => {
    const { a, b, server } = formattedOnBoth()
    expect(headlines(a)).toEqual(['Beta', 'Shipped checkout', 'Pricing decided'])
    expect(readUpdate(b)).toEqual(readUpdate(a))
    expect(readUpdate(server)).toEqual(readUpdate(a))
    expect(toRestUpdate(server)).toMatchObject({ content: toRestUpdate(a)!.content, entryCount: 3 })
    expect(readUpdate(a).entries[1]!.sourceRecordingIds).toEqual(['r1', 'r2'])
  })

  it('shows one device’s whole result when the two results differ', () => {
    const onB = [{ sectionId: 'key-updates_1', headline: 'Checkout and pricing', content: 'Both done.' }]
    const { a, b, server } = formattedOnBoth(onB)
    const shown = headlines(a).slice(1)
    expect([['Shipped checkout', 'Pricing decided'], ['Checkout and pricing']]).toContainEqual(shown)
    expect(headlines(b)).toEqual(headlines(a))
    expect(headlines(server)).toEqual(headlines(a))
  })

  it('edits the entry shown, and every device sees the edit', () => {
    const { a, b } = formattedOnBoth()
    const shown = readUpdate(b).entries[1]!
    expect(editEntry(b, shown.id, { headline: 'Checkout live', content: 'For everyone.' })).toBe(true)
    exchange(a, b)
    expect(headlines(a)).toEqual(['Beta', 'Checkout live', 'Pricing decided'])
    expect(headlines(b)).toEqual(headlines(a))
  })

  it('deletes a shown entry for good: the other device’s copy never comes back', () => {
    const { a, b } = formattedOnBoth()
    const [, first, second] = readUpdate(a).entries
    deleteEntry(a, first!.id)
    deleteEntry(a, second!.id)
    exchange(a, b)
    expect(headlines(a)).toEqual(['Beta'])
    expect(headlines(b)).toEqual(['Beta'])
    expect(entriesArray(a).length).toBe(1)
  })

  it('formats the section again as one set', () => {
    const { a, b } = formattedOnBoth()
    replaceSectionEntries(b, 'key-updates', [{ sectionId: 'key-updates_1', headline: 'Rewritten', content: '' }])
    exchange(a, b)
    expect(headlines(a)).toEqual(['Beta', 'Rewritten'])
    expect(entriesArray(a).length).toBe(2)
  })
})

describe('given two devices formatting the same section from different recordings at once', () => {
  it('keeps both results, since neither formatted what the other did', () => {
    const [a, b] = twoDevices(WEEKLY, (doc) => addRecording(doc, recording('r1', 'horizon')))
    addRecording(b, recording('r2', 'horizon'))
    replaceSectionEntries(a, 'horizon', [{ sectionId: 'horizon_1', headline: 'From one note', content: '' }])
    replaceSectionEntries(b, 'horizon', [{ sectionId: 'horizon_1', headline: 'From two notes', content: '' }])
    exchange(a, b)
    expect([...headlines(a)].sort()).toEqual(['From one note', 'From two notes'])
    expect(readUpdate(b)).toEqual(readUpdate(a))
  })

  it('keeps both drafts, which cite no recording', () => {
    const [a, b] = twoDevices(WEEKLY, () => {})
    replaceSectionEntries(a, 'draft', [{ sectionId: 'draft', headline: 'In Progress', content: 'Typed on the laptop' }])
    replaceSectionEntries(b, 'draft', [{ sectionId: 'draft', headline: 'In Progress', content: 'Typed on the phone' }])
    exchange(a, b)
    expect(
      readUpdate(a)
        .entries.map((entry) => entry.content)
        .sort(),
    ).toEqual(['Typed on the laptop', 'Typed on the phone'])
  })
})

describe('given two devices formatting a quick update at once', () => {
  const RESULT: FormattedInput[] = [
    { sectionId: 'tldr', sectionName: 'TL;DR', headline: 'On track', content: 'Ships Friday.' },
    { sectionId: 'next', sectionName: "What's Next", headline: 'Beta', content: 'Monday.' },
  ]

  it('shows one set when both formatted the same recordings', () => {
    const [a, b] = twoDevices(QUICK, (doc) => {
      addRecording(doc, recording('r1'))
      addRecording(doc, recording('r2'))
    })
    replaceAllEntries(a, RESULT)
    replaceAllEntries(b, RESULT)
    const server = serverCopy(a, b)
    exchange(a, b)
    expect(headlines(a)).toEqual(['On track', 'Beta'])
    expect(readUpdate(b)).toEqual(readUpdate(a))
    expect(toRestUpdate(server)).toEqual(toRestUpdate(a))
  })

  it('shows one set for the same typed-in text, and both for different texts', () => {
    const [a, b] = twoDevices(QUICK, () => {})
    replaceAllEntries(a, RESULT, { typedText: 'ships friday' })
    replaceAllEntries(b, RESULT, { typedText: 'ships friday' })
    exchange(a, b)
    expect(headlines(a)).toEqual(['On track', 'Beta'])

    replaceAllEntries(a, [{ sectionId: 'tldr', headline: 'Laptop', content: '' }], { typedText: 'from the laptop' })
    replaceAllEntries(b, [{ sectionId: 'tldr', headline: 'Phone', content: '' }], { typedText: 'from the phone' })
    exchange(a, b)
    expect([...headlines(a)].sort()).toEqual(['Laptop', 'Phone'])
    expect(headlines(b)).toEqual(headlines(a))
  })
})
