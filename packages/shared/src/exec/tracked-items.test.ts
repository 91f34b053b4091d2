import { describe, expect, it } from 'vitest'
import type { FormattedEntry } from '../schemas/updates.ts'
import { carriedOverItems, isStaleItem, openItemCount } from './tracked-items.ts'

const previous: FormattedEntry[] = [
  { sectionId: 'goal-progress_1', headline: 'Activation up 12%', content: 'Onboarding.' },
  { sectionId: 'risks-blockers_1', headline: 'Vendor API late', content: 'Two weeks.' },
  {
    sectionId: 'risks-blockers_2',
    headline: 'Fixed thing',
    content: 'Done.',
    status: 'resolved',
    resolution: 'Patched',
  },
  { sectionId: 'risks-blockers_3', headline: 'Dropped thing', content: 'No longer matters.', status: 'dropped' },
]

describe('given the previous weekly update', () => {
  it('carries its open items only, marked with where they came from', () => {
    const carried = carriedOverItems({ title: 'Weekly Update – November 16, 2026 at 9:00 AM', entries: previous })
    expect(carried).toEqual([
      {
        sectionId: 'risks-blockers_1',
        headline: 'Vendor API late',
        content: 'Two weeks.',
        status: 'open',
        carriedFrom: 'Weekly Update – November 16, 2026 at 9:00 AM',
        openSince: 2,
      },
    ])
  })

  it('counts only open risks, blockers and asks', () => {
    expect(openItemCount(previous)).toBe(1)
    expect(openItemCount([{ sectionId: 'ask' }, { sectionId: 'ask', status: 'dropped' }])).toBe(1)
  })

  it('marks an item stale once it has been open in three consecutive updates', () => {
    let entries = previous
    const ages: boolean[] = []
    for (let week = 2; week <= 4; week++) {
      entries = carriedOverItems({ title: `Week ${week}`, entries })
      ages.push(isStaleItem(entries[0]!))
    }
    expect(isStaleItem(previous[1]!)).toBe(false)
    expect(ages).toEqual([false, true, true])
  })
})
