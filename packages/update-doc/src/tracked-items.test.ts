import { carriedOverItems, openItemCount } from '@sayso/shared'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { initializeUpdate, replaceSectionEntries } from './changes.ts'
import { toRestEntry } from './rest-shape.ts'
import { readEntries } from './schema.ts'
import { carryOverInto, setItemStatus } from './tracked-items.ts'

const INIT = {
  title: 'Weekly Update – November 23, 2026 at 9:14 AM',
  templateId: 'weekly-update',
  templateName: 'Weekly Update',
  updateType: 'weekly' as const,
  createdAt: '2026-11-23T09:14:00.000Z',
  ownerId: 'user-1',
}

function weeklyWithRisk(): Y.Doc {
  const doc = new Y.Doc()
  initializeUpdate(doc, INIT)
  replaceSectionEntries(doc, 'risks-blockers', [
    { sectionId: 'risks-blockers_1', headline: 'Vendor API late', content: 'Could slip two weeks.' },
  ])
  return doc
}

describe('given a weekly update with a risk', () => {
  it('tracks the risk as an open item', () => {
    const doc = weeklyWithRisk()
    expect(readEntries(doc)[0]).toMatchObject({ status: 'open', openSince: 1 })
    expect(openItemCount(readEntries(doc))).toBe(1)
  })

  it('resolves it with a resolution line, shown in the saved content', () => {
    const doc = weeklyWithRisk()
    const id = readEntries(doc)[0]!.id
    expect(setItemStatus(doc, id, 'resolved', '  Vendor shipped on Friday ')).toBe(true)
    expect(toRestEntry(readEntries(doc)[0]!)).toMatchObject({
      status: 'resolved',
      resolution: 'Vendor shipped on Friday',
    })
    expect(openItemCount(readEntries(doc))).toBe(0)
  })

  it('keeps a resolved item resolved when its section is formatted again', () => {
    const doc = weeklyWithRisk()
    setItemStatus(doc, readEntries(doc)[0]!.id, 'resolved', 'Done')
    replaceSectionEntries(doc, 'risks-blockers', [
      { sectionId: 'risks-blockers_1', headline: 'Vendor API late', content: 'Could slip two weeks.' },
      { sectionId: 'risks-blockers_2', headline: 'Hiring freeze', content: 'No new engineers.' },
    ])
    expect(readEntries(doc).map((entry) => [entry.headline, entry.status])).toEqual([
      ['Vendor API late', 'resolved'],
      ['Hiring freeze', 'open'],
    ])
  })
})

describe('given a fresh weekly update and the open items of the previous one', () => {
  const previous = weeklyWithRisk()
  const items = carriedOverItems({ title: INIT.title, entries: readEntries(previous).map(toRestEntry) })

  it('carries them in once, even when asked twice (a second device)', () => {
    const doc = new Y.Doc()
    expect(carryOverInto(doc, 'previous-id', items)).toBe(true)
    expect(carryOverInto(doc, 'previous-id', items)).toBe(false)
    expect(readEntries(doc)).toHaveLength(1)
    expect(readEntries(doc)[0]).toMatchObject({ headline: 'Vendor API late', carriedFrom: INIT.title, openSince: 2 })
  })

  it('keeps carried items when the section is formatted from this week’s recordings', () => {
    const doc = new Y.Doc()
    carryOverInto(doc, 'previous-id', items)
    replaceSectionEntries(doc, 'risks-blockers', [
      { sectionId: 'risks-blockers_1', headline: 'Hiring freeze', content: 'No new engineers.' },
    ])
    expect(readEntries(doc).map((entry) => entry.headline)).toEqual(['Vendor API late', 'Hiring freeze'])
  })
})
