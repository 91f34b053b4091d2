import type { SavedUpdate } from '@sayso/shared'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_UPDATE_SEARCH,
  findUpdates,
  foldForSearch,
  isNarrowed,
  resultSummary,
  updateSearchSchema,
  type UpdateSearch,
} from './find-updates.ts'

let count = 0
function update(
  title: string,
  updateType: 'weekly' | 'quick',
  createdAt: string,
  entries: { headline: string; content: string }[] | string = [],
): SavedUpdate {
  count += 1
  return {
    id: `00000000-0000-4000-8000-${String(count).padStart(12, '0')}`,
    title,
    templateName: updateType === 'quick' ? 'Quick Update' : 'Weekly Update',
    content:
      typeof entries === 'string'
        ? entries
        : JSON.stringify(entries.map((entry, index) => ({ sectionId: `s_${index}`, ...entry }))),
    updateType,
    createdAt,
    updatedAt: createdAt,
  }
}

const pricing = update('Weekly Update – March 3', 'weekly', '2026-03-03T09:00:00.000Z', [
  { headline: 'Pricing page shipped', content: 'Conversion up 4% in the first week.' },
])
const launch = update('Launch status', 'quick', '2026-03-05T09:00:00.000Z', [
  { headline: 'Launch on track', content: 'Café partners confirmed; no blockers.' },
])
const hiring = update('Weekly Update – March 10', 'weekly', '2026-03-10T09:00:00.000Z', [
  { headline: 'Hiring', content: 'Two engineers start Monday.' },
])
const broken = update('Old draft', 'weekly', '2026-02-01T09:00:00.000Z', '{"not": "entries", "headline": "pricing"')
// The list as the page holds it: newest first.
const updates = [hiring, launch, pricing, broken]

const titles = (found: SavedUpdate[]) => found.map((found) => found.title)
const search = (change: Partial<UpdateSearch>): UpdateSearch => ({ ...DEFAULT_UPDATE_SEARCH, ...change })

describe('findUpdates', () => {
  describe('given no search, filter or order', () => {
    it('returns every update, newest first', () => {
      expect(titles(findUpdates(updates, DEFAULT_UPDATE_SEARCH))).toEqual([
        'Weekly Update – March 10',
        'Launch status',
        'Weekly Update – March 3',
        'Old draft',
      ])
    })

    it('sorts a list given in another order', () => {
      expect(titles(findUpdates([pricing, broken, hiring], DEFAULT_UPDATE_SEARCH))).toEqual([
        'Weekly Update – March 10',
        'Weekly Update – March 3',
        'Old draft',
      ])
    })
  })

  describe('given a search', () => {
    it('finds a word of an entry’s text', () => {
      expect(titles(findUpdates(updates, search({ q: 'engineers' })))).toEqual(['Weekly Update – March 10'])
    })

    it('finds a word of an entry’s headline', () => {
      expect(titles(findUpdates(updates, search({ q: 'shipped' })))).toEqual(['Weekly Update – March 3'])
    })

    it('finds words of the title', () => {
      expect(titles(findUpdates(updates, search({ q: 'march' })))).toEqual([
        'Weekly Update – March 10',
        'Weekly Update – March 3',
      ])
    })

    it('ignores case and accents on either side', () => {
      expect(titles(findUpdates(updates, search({ q: 'CAFE' })))).toEqual(['Launch status'])
      expect(titles(findUpdates(updates, search({ q: 'láunch' })))).toEqual(['Launch status'])
    })

    it('needs every word, in any order and anywhere in the update', () => {
      expect(titles(findUpdates(updates, search({ q: '  blockers   launch ' })))).toEqual(['Launch status'])
      expect(titles(findUpdates(updates, search({ q: 'launch engineers' })))).toEqual([])
    })

    it('matches part of a word, so results narrow while typing', () => {
      expect(titles(findUpdates(updates, search({ q: 'pric' })))).toEqual(['Weekly Update – March 3'])
    })

    it('does not search the stored JSON of content it cannot read', () => {
      expect(titles(findUpdates(updates, search({ q: 'headline' })))).toEqual([])
      expect(titles(findUpdates(updates, search({ q: 'draft' })))).toEqual(['Old draft'])
    })

    it('treats a blank search as no search', () => {
      expect(findUpdates(updates, search({ q: '   ' }))).toHaveLength(4)
    })
  })

  describe('given a type filter', () => {
    it('keeps only that type', () => {
      expect(titles(findUpdates(updates, search({ type: 'quick' })))).toEqual(['Launch status'])
      expect(titles(findUpdates(updates, search({ type: 'weekly' })))).toEqual([
        'Weekly Update – March 10',
        'Weekly Update – March 3',
        'Old draft',
      ])
    })

    it('combines with the search', () => {
      expect(titles(findUpdates(updates, search({ q: 'on', type: 'weekly' })))).toEqual([
        'Weekly Update – March 10',
        'Weekly Update – March 3',
      ])
    })
  })

  describe('given oldest first', () => {
    it('reverses the order of what is found', () => {
      expect(titles(findUpdates(updates, search({ q: 'march', order: 'oldest' })))).toEqual([
        'Weekly Update – March 3',
        'Weekly Update – March 10',
      ])
    })

    it('orders updates created at the same moment the opposite way to newest first', () => {
      const twins = [
        update('Twin A', 'quick', '2026-04-01T00:00:00.000Z'),
        update('Twin B', 'quick', '2026-04-01T00:00:00.000Z'),
      ]
      const newest = titles(findUpdates(twins, DEFAULT_UPDATE_SEARCH))
      expect(titles(findUpdates(twins, search({ order: 'oldest' })))).toEqual([...newest].reverse())
    })
  })

  it('leaves the list it was given as it was', () => {
    const list = [pricing, hiring]
    findUpdates(list, search({ order: 'oldest' }))
    expect(list).toEqual([pricing, hiring])
  })

  it('finds an update in a few hundred, for each keystroke, well within a frame', () => {
    const many = Array.from({ length: 500 }, (_, index) =>
      update(
        `Weekly Update – ${index}`,
        index % 2 ? 'weekly' : 'quick',
        new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
        [
          {
            headline: `Headline ${index}`,
            content: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(8),
          },
          { headline: 'Risks', content: index === 321 ? 'Needle in the haystack.' : 'Nothing to report.' },
        ],
      ),
    )
    findUpdates(many, DEFAULT_UPDATE_SEARCH)
    const start = performance.now()
    for (const query of ['n', 'ne', 'nee', 'need', 'needl', 'needle']) findUpdates(many, search({ q: query }))
    const perKeystroke = (performance.now() - start) / 6
    expect(titles(findUpdates(many, search({ q: 'needle' })))).toEqual(['Weekly Update – 321'])
    expect(perKeystroke).toBeLessThan(16)
  })
})

describe('foldForSearch', () => {
  it('lowers case and drops accents', () => {
    expect(foldForSearch('Résumé ÉTÉ Ñandú')).toBe('resume ete nandu')
  })
})

describe('updateSearchSchema', () => {
  it('fills in what the address leaves out', () => {
    expect(updateSearchSchema.parse({})).toEqual(DEFAULT_UPDATE_SEARCH)
  })

  it('keeps valid choices', () => {
    const chosen = { q: 'launch', type: 'quick', order: 'oldest' }
    expect(updateSearchSchema.parse(chosen)).toEqual(chosen)
  })

  it('reads a number typed into the address as words', () => {
    expect(updateSearchSchema.parse({ q: 2026 }).q).toBe('2026')
  })

  it('falls back to the default for a value it does not know', () => {
    expect(updateSearchSchema.parse({ q: { words: 'x' }, type: 'monthly', order: 'sideways' })).toEqual(
      DEFAULT_UPDATE_SEARCH,
    )
  })
})

describe('isNarrowed', () => {
  it('is true for words or a type, not for the order alone', () => {
    expect(isNarrowed(search({ q: 'launch' }))).toBe(true)
    expect(isNarrowed(search({ type: 'quick' }))).toBe(true)
    expect(isNarrowed(search({ q: '  ', order: 'oldest' }))).toBe(false)
  })
})

describe('resultSummary', () => {
  it('counts every update when nothing narrows the list', () => {
    expect(resultSummary(12, 12, false)).toBe('12 updates')
    expect(resultSummary(1, 1, false)).toBe('1 update')
  })

  it('says how many of them match', () => {
    expect(resultSummary(3, 12, true)).toBe('3 of 12 updates match')
    expect(resultSummary(1, 12, true)).toBe('1 of 12 updates matches')
    expect(resultSummary(0, 12, true)).toBe('No updates match')
  })
})
