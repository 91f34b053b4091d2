import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { addRecording, replaceAllEntries } from './changes.ts'
import { applyRestUpdate, toRestUpdate } from './rest-shape.ts'
import { readEntries } from './schema.ts'

const ENTRY = {
  sectionId: 'key-updates_1',
  sectionName: 'Key Updates & Decisions Made',
  headline: 'Shipped',
  content: 'Up 4%.',
}
const REQUEST = {
  title: 'Week 12',
  templateName: 'Weekly Update',
  content: JSON.stringify([ENTRY]),
  updateType: 'weekly' as const,
}
const INIT = { ownerId: 'user-1', createdAt: '2026-03-03T09:00:00.000Z' }

describe('given an update written through the REST API', () => {
  it('round-trips to the same REST shape, content text included', () => {
    const doc = new Y.Doc()
    applyRestUpdate(doc, REQUEST, INIT)
    expect(toRestUpdate(doc)).toEqual({ ...REQUEST, createdAt: INIT.createdAt, entryCount: 1 })
  })

  it('keeps entry ids when the same content is saved again', () => {
    const doc = new Y.Doc()
    applyRestUpdate(doc, REQUEST, INIT)
    const ids = readEntries(doc).map((entry) => entry.id)
    applyRestUpdate(doc, { ...REQUEST, title: 'Week 12 (final)' }, INIT)
    expect(readEntries(doc).map((entry) => entry.id)).toEqual(ids)
    expect(toRestUpdate(doc)?.title).toBe('Week 12 (final)')
  })

  it('replaces the entries when the content changes, keeping createdAt', () => {
    const doc = new Y.Doc()
    applyRestUpdate(doc, REQUEST, INIT)
    applyRestUpdate(
      doc,
      { ...REQUEST, content: '[]', updateType: 'quick', templateName: 'Quick Update' },
      { ...INIT, createdAt: 'later' },
    )
    expect(toRestUpdate(doc)).toMatchObject({
      content: '[]',
      updateType: 'quick',
      createdAt: INIT.createdAt,
      entryCount: 0,
    })
  })

  it('shows formatted entries with their source recordings', () => {
    const doc = new Y.Doc()
    applyRestUpdate(doc, { ...REQUEST, content: '[]' }, INIT)
    addRecording(doc, { id: 'r1', transcription: 'hi', timestamp: '2026-03-03T09:00:00.000Z', duration: 3 })
    replaceAllEntries(doc, [{ sectionId: 'tldr', headline: 'On track', content: '' }])
    expect(JSON.parse(toRestUpdate(doc)!.content)).toEqual([
      { sectionId: 'tldr', headline: 'On track', content: '', sourceRecordingIds: ['r1'] },
    ])
  })
})

describe('given a document a device opened but has not created yet', () => {
  it('has no REST shape', () => {
    expect(toRestUpdate(new Y.Doc())).toBeNull()
  })
})
