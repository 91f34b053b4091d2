import {
  deleteEntry,
  editEntry,
  replaceSectionEntries,
  setTitle,
  setTypedText,
  initializeUpdate,
} from '@sayso/update-doc'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { UpdateView, type ViewChanges } from './update-view.ts'

function openUpdate(entryCount: number) {
  const doc = new Y.Doc()
  initializeUpdate(doc, {
    title: 'Week 12',
    templateId: 'weekly',
    templateName: 'Weekly Update',
    updateType: 'weekly',
    ownerId: 'owner',
    createdAt: '2026-11-23T10:00:00.000Z',
  })
  replaceSectionEntries(
    doc,
    'key-updates',
    Array.from({ length: entryCount }, (_, index) => ({
      sectionId: `key-updates_${index + 1}`,
      headline: `Entry ${index + 1}`,
      content: `Content ${index + 1}`,
    })),
  )
  const view = new UpdateView(doc)
  const changes: Array<ViewChanges | null> = []
  doc.on('afterTransaction', (transaction: Y.Transaction) => changes.push(view.apply(transaction)))
  return { doc, view, changes }
}

describe('UpdateView', () => {
  it('reads the shown entries with their ids, the title and the typed text', () => {
    const { view } = openUpdate(3)
    expect(view.meta.title).toBe('Week 12')
    expect(view.entries.map((entry) => entry.headline)).toEqual(['Entry 1', 'Entry 2', 'Entry 3'])
    expect(new Set(view.entries.map((entry) => entry.id)).size).toBe(3)
    expect(view.typedText).toBe('')
  })

  it('takes in typed text without touching the entries', () => {
    const { doc, view, changes } = openUpdate(1000)
    const before = view.entries
    setTypedText(doc, 'Shipped the')
    expect(view.typedText).toBe('Shipped the')
    expect(view.entries).toBe(before)
    expect(changes).toEqual([{ meta: false, entries: false, recordings: false, typedText: true, execVersions: false }])
  })

  it('gives an edited entry a new object and keeps every other one', () => {
    const { doc, view } = openUpdate(5)
    const before = view.entries
    editEntry(doc, before[2]!.id, { headline: 'Edited', content: 'New words' })
    expect(view.entries).not.toBe(before)
    expect(view.entries[2]).toMatchObject({ id: before[2]!.id, headline: 'Edited', content: 'New words' })
    for (const index of [0, 1, 3, 4]) expect(view.entries[index]).toBe(before[index])
  })

  it('drops a deleted entry and keeps the others as they were', () => {
    const { doc, view } = openUpdate(3)
    const [first, second, third] = view.entries
    deleteEntry(doc, second!.id)
    expect(view.entries).toEqual([first, third])
    expect(view.entries[0]).toBe(first)
    expect(view.entries[1]).toBe(third)
  })

  it('reads a new title and reports a transaction that changed nothing as no change', () => {
    const { doc, view, changes } = openUpdate(2)
    const entries = view.entries
    setTitle(doc, 'Week 13')
    doc.transact(() => {})
    expect(view.meta.title).toBe('Week 13')
    expect(view.entries).toBe(entries)
    expect(changes).toEqual([
      { meta: true, entries: false, recordings: false, typedText: false, execVersions: false },
      null,
    ])
  })
})
