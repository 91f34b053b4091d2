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
import { SCHEMA_VERSION, readUpdate } from './schema.ts'

const INIT = {
  title: 'Weekly Update – March 3, 2026 at 9:00 AM',
  templateId: 'weekly-update',
  templateName: 'Weekly Update',
  updateType: 'weekly' as const,
  createdAt: '2026-03-03T09:00:00.000Z',
  ownerId: 'user-1',
}

const recording = (id: string, assignedSection?: string) => ({
  id,
  transcription: `said ${id}`,
  timestamp: `2026-03-03T09:00:0${id.length % 10}.000Z`,
  duration: 12,
  ...(assignedSection && { assignedSection }),
})

function weeklyDoc(): Y.Doc {
  const doc = new Y.Doc()
  initializeUpdate(doc, INIT)
  return doc
}

/** Applies every change of `from` that `to` lacks. */
function sync(from: Y.Doc, to: Y.Doc): void {
  Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)))
}

describe('given a new weekly update', () => {
  it('records the meta once, keeping what another device set first', () => {
    const doc = weeklyDoc()
    initializeUpdate(doc, { ...INIT, title: 'Other title' })
    expect(readUpdate(doc).meta).toEqual({ schemaVersion: SCHEMA_VERSION, ...INIT })
  })

  it('saves a title trimmed and refuses an empty one', () => {
    const doc = weeklyDoc()
    expect(setTitle(doc, '   ')).toBe(false)
    expect(setTitle(doc, '  Launch recap  ')).toBe(true)
    expect(readUpdate(doc).meta.title).toBe('Launch recap')
  })

  it('adds a recording once and assigns a pending one to a section', () => {
    const doc = weeklyDoc()
    expect(addRecording(doc, recording('r1'))).toBe(true)
    expect(addRecording(doc, recording('r1'))).toBe(false)
    expect(assignRecording(doc, 'r1', 'horizon')).toBe(true)
    expect(assignRecording(doc, 'missing', 'horizon')).toBe(false)
    expect(readUpdate(doc).recordings).toEqual([{ ...recording('r1'), assignedSection: 'horizon' }])
  })
})

describe('given formatted weekly sections', () => {
  function formatted(): Y.Doc {
    const doc = weeklyDoc()
    addRecording(doc, recording('r1', 'key-updates'))
    addRecording(doc, recording('r22', 'key-updates'))
    addRecording(doc, recording('r333', 'horizon'))
    replaceSectionEntries(doc, 'key-updates', [
      {
        sectionId: 'key-updates_1',
        sectionName: 'Key Updates & Decisions Made',
        headline: 'Shipped',
        content: 'Checkout.',
      },
    ])
    replaceSectionEntries(doc, 'horizon', [
      { sectionId: 'horizon_1', sectionName: 'On the Horizon', headline: 'Beta', content: 'March 3.' },
    ])
    return doc
  }

  it('cites the recordings assigned to each section', () => {
    const entries = readUpdate(formatted()).entries
    expect(entries.map((entry) => [entry.headline, entry.sourceRecordingIds])).toEqual([
      ['Shipped', ['r1', 'r22']],
      ['Beta', ['r333']],
    ])
  })

  it('replaces only the reformatted section, in place', () => {
    const doc = formatted()
    const before = readUpdate(doc).entries
    const removed = replaceSectionEntries(doc, 'key-updates_2', [
      { sectionId: 'key-updates_1', headline: 'Shipped to 50%', content: 'Conversion up.' },
      { sectionId: 'key-updates_2', headline: 'Pricing decided', content: 'Tiered.' },
    ])
    expect(removed).toEqual([before[0]!.id])
    expect(readUpdate(doc).entries.map((entry) => entry.headline)).toEqual([
      'Shipped to 50%',
      'Pricing decided',
      'Beta',
    ])
  })

  it('edits an entry by id', () => {
    const doc = formatted()
    const [first] = readUpdate(doc).entries
    expect(editEntry(doc, first!.id, { headline: 'Edited', content: 'New text.' })).toBe(true)
    expect(readUpdate(doc).entries[0]).toMatchObject({ id: first!.id, headline: 'Edited', content: 'New text.' })
    expect(editEntry(doc, 'gone', { headline: 'x', content: 'y' })).toBe(false)
  })

  it('deletes an entry together with its source recordings', () => {
    const doc = formatted()
    const [first] = readUpdate(doc).entries
    expect(deleteEntry(doc, first!.id)).toBe(true)
    const after = readUpdate(doc)
    expect(after.entries.map((entry) => entry.headline)).toEqual(['Beta'])
    expect(after.recordings.map((r) => r.id)).toEqual(['r333'])
  })

  it('without source ids, deletes the section’s recordings only when no other entry shares the section', () => {
    const doc = weeklyDoc()
    addRecording(doc, recording('r1', 'horizon_1'))
    const entries = doc.getArray<Y.Map<unknown>>('entries')
    entries.push([
      new Y.Map<unknown>([
        ['id', 'a'],
        ['sectionId', 'horizon_1'],
        ['headline', 'A'],
        ['content', ''],
      ]),
      new Y.Map<unknown>([
        ['id', 'b'],
        ['sectionId', 'horizon_2'],
        ['headline', 'B'],
        ['content', ''],
      ]),
    ])
    deleteEntry(doc, 'a')
    expect(readUpdate(doc).recordings.map((r) => r.id)).toEqual(['r1'])
    deleteEntry(doc, 'b')
    expect(readUpdate(doc).recordings).toEqual([])
  })

  it('clears recordings, entries and typed text but keeps the title', () => {
    const doc = formatted()
    setTypedText(doc, 'typed notes')
    clearAll(doc)
    expect(readUpdate(doc)).toMatchObject({ entries: [], recordings: [], typedText: '', meta: { title: INIT.title } })
  })
})

describe('given a quick update formatted from all recordings', () => {
  it('replaces every entry and cites every recording', () => {
    const doc = new Y.Doc()
    initializeUpdate(doc, { ...INIT, templateId: 'quick-update', templateName: 'Quick Update', updateType: 'quick' })
    addRecording(doc, recording('r1'))
    replaceAllEntries(doc, [{ sectionId: 'tldr', headline: 'Old', content: '' }])
    addRecording(doc, recording('r22'))
    replaceAllEntries(doc, [
      { sectionId: 'tldr', sectionName: 'TL;DR', headline: 'On track', content: 'Ships Friday.' },
      { sectionId: 'next', sectionName: "What's Next", headline: 'Beta', content: 'Monday.' },
    ])
    expect(readUpdate(doc).entries.map((entry) => [entry.headline, entry.sourceRecordingIds])).toEqual([
      ['On track', ['r1', 'r22']],
      ['Beta', ['r1', 'r22']],
    ])
  })
})

describe('given two devices editing the same update', () => {
  it('keeps both devices’ typing in the typed-in text', () => {
    const a = weeklyDoc()
    const b = new Y.Doc()
    setTypedText(a, 'Revenue is up.')
    sync(a, b)
    setTypedText(a, 'Q3 Revenue is up.')
    setTypedText(b, 'Revenue is up 12%.')
    sync(a, b)
    sync(b, a)
    expect(readUpdate(a).typedText).toBe('Q3 Revenue is up 12%.')
    expect(readUpdate(b).typedText).toBe('Q3 Revenue is up 12%.')
  })

  it('keeps the other device’s keys that arrived between a key press and its write', () => {
    const a = weeklyDoc()
    const b = new Y.Doc()
    setTypedText(a, 'Revenue is up.')
    sync(a, b)
    // Typed on a while b's change was on its way, written once it had arrived.
    setTypedText(b, 'Q3 Revenue is up.')
    sync(b, a)
    setTypedText(a, 'Revenue is up 12%.', 'Revenue is up.')
    expect(readUpdate(a).typedText).toBe('Q3 Revenue is up 12%.')
  })

  it('moves a change along when another device replaced text before it', () => {
    const doc = weeklyDoc()
    setTypedText(doc, 'Revenue is flat.')
    setTypedText(doc, 'Revenue is up.')
    setTypedText(doc, 'Revenue is flat!', 'Revenue is flat.')
    expect(readUpdate(doc).typedText).toBe('Revenue is up!')
  })

  it('never splits an emoji when only part of the text changes', () => {
    const doc = weeklyDoc()
    setTypedText(doc, 'Launch 🎉 done')
    setTypedText(doc, 'Launch 🎊 done')
    expect(readUpdate(doc).typedText).toBe('Launch 🎊 done')
  })

  it('keeps an edit on one device and a new recording on the other', () => {
    const a = weeklyDoc()
    addRecording(a, recording('r1', 'horizon'))
    replaceSectionEntries(a, 'horizon', [{ sectionId: 'horizon_1', headline: 'Beta', content: 'Soon.' }])
    const b = new Y.Doc()
    sync(a, b)
    const [entry] = readUpdate(b).entries
    editEntry(a, entry!.id, { headline: 'Beta opens March 3', content: 'Soon.' })
    addRecording(b, recording('r22', 'goal-progress'))
    sync(a, b)
    sync(b, a)
    for (const doc of [a, b]) {
      const snapshot = readUpdate(doc)
      expect(snapshot.entries.map((e) => e.headline)).toEqual(['Beta opens March 3'])
      expect(snapshot.recordings.map((r) => r.id)).toEqual(['r1', 'r22'])
    }
  })
})
