import { deriveExecVersion, type WeeklyEntry } from '@sayso/shared'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { editEntry } from './changes.ts'
import {
  execSourceOf,
  isExecOutOfDate,
  listExecVersion,
  refreshExecVersion,
  settleProposal,
  writeExecVersion,
} from './exec-link.ts'
import { stableKey } from './ids.ts'
import { readEntries, readExecVersions } from './schema.ts'

const SOURCE = { id: 'weekly-1', title: 'Weekly Update – November 23, 2026 at 9:14 AM' }

const weekly: WeeklyEntry[] = [
  { id: 'g', sectionId: 'goal-progress_1', headline: 'Activation up 12%', content: 'Onboarding checklist.' },
  { id: 'r', sectionId: 'risks-blockers_1', headline: 'Vendor API late', content: 'Could slip two weeks.' },
]

function execVersion(): Y.Doc {
  const doc = new Y.Doc()
  writeExecVersion(doc, SOURCE, deriveExecVersion(weekly), weekly)
  return doc
}

const byHeadline = (doc: Y.Doc, headline: string) => readEntries(doc).find((entry) => entry.headline === headline)!

describe('given an exec version made from a weekly update', () => {
  it('links back to the weekly update and is up to date', () => {
    const doc = execVersion()
    expect(execSourceOf(doc)).toEqual(SOURCE)
    expect(isExecOutOfDate(doc, weekly)).toBe(false)
  })

  it('stays up to date however the exec entries were worded (a model words them its own way)', () => {
    const doc = new Y.Doc()
    const reworded = deriveExecVersion(weekly).map((entry) => ({ ...entry, content: `${entry.content} (reworded)` }))
    writeExecVersion(doc, SOURCE, reworded, weekly)
    expect(isExecOutOfDate(doc, weekly)).toBe(false)
    expect(isExecOutOfDate(doc, [{ ...weekly[0]!, headline: 'Activation up 14%' }, weekly[1]!])).toBe(true)
  })

  it('an exec version made before the source fingerprint still tells when it is out of date', () => {
    const doc = new Y.Doc()
    writeExecVersion(doc, SOURCE, deriveExecVersion(weekly), weekly)
    // As such a version was saved: only a fingerprint of the derived entries.
    const meta = doc.getMap('meta')
    meta.delete('derivedWeeklyKey')
    meta.set('derivedSourceKey', stableKey(deriveExecVersion(weekly)))
    expect(isExecOutOfDate(doc, weekly)).toBe(false)
    expect(isExecOutOfDate(doc, [{ ...weekly[0]!, headline: 'Activation up 14%' }, weekly[1]!])).toBe(true)
  })

  it('is listed on the weekly update', () => {
    const weeklyDoc = new Y.Doc()
    listExecVersion(weeklyDoc, { id: 'exec-1', title: 'Quick Update – November 23, 2026 at 9:20 AM' })
    expect(readExecVersions(weeklyDoc)).toEqual([
      { id: 'exec-1', title: 'Quick Update – November 23, 2026 at 9:20 AM' },
    ])
  })

  describe('after the weekly update changed', () => {
    const changed: WeeklyEntry[] = [
      { ...weekly[0]!, headline: 'Activation up 14%' },
      { ...weekly[1]!, content: 'Could slip three weeks.' },
      { id: 'h', sectionId: 'horizon_1', headline: 'Beta on March 3', content: 'Invites Monday.' },
    ]

    it('says it is out of date', () => {
      expect(isExecOutOfDate(execVersion(), changed)).toBe(true)
    })

    it('takes the new text where the user did not edit, and adds what is new', () => {
      const doc = execVersion()
      expect(refreshExecVersion(doc, SOURCE, deriveExecVersion(changed), changed)).toBe(0)
      expect(readEntries(doc).map((entry) => entry.headline)).toEqual(
        expect.arrayContaining(['Activation up 14%', 'Beta on March 3']),
      )
      expect(byHeadline(doc, 'Vendor API late').content).toBe('Could slip three weeks.')
      expect(isExecOutOfDate(doc, changed)).toBe(false)
    })

    it('keeps an entry edited by hand, offering the new text until the user accepts it', () => {
      const doc = execVersion()
      editEntry(doc, byHeadline(doc, 'Vendor API late').id, { headline: 'Vendor API late', content: 'My own words.' })
      expect(refreshExecVersion(doc, SOURCE, deriveExecVersion(changed), changed)).toBe(1)
      const kept = byHeadline(doc, 'Vendor API late')
      expect(kept.content).toBe('My own words.')
      expect(kept.proposedContent).toBe('Could slip three weeks.')
      settleProposal(doc, kept.id, 'accept')
      expect(byHeadline(doc, 'Vendor API late')).toMatchObject({ content: 'Could slip three weeks.' })
      expect(byHeadline(doc, 'Vendor API late').proposedContent).toBeUndefined()
    })

    it('keeps entries the user added', () => {
      const doc = execVersion()
      doc.getArray<Y.Map<unknown>>('entries').push([
        new Y.Map<unknown>([
          ['id', 'mine'],
          ['sectionId', 'next'],
          ['headline', 'Board review'],
          ['content', 'Thursday.'],
        ]),
      ])
      refreshExecVersion(doc, SOURCE, deriveExecVersion(changed), changed)
      expect(byHeadline(doc, 'Board review').content).toBe('Thursday.')
    })
  })
})
