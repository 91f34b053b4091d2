import { describe, expect, it } from 'vitest'
import { deriveExecVersion, type WeeklyEntry } from './exec-derivation.ts'

const weekly: WeeklyEntry[] = [
  {
    id: 'g1',
    sectionId: 'goal-progress_1',
    headline: 'Activation up 12% week over week',
    content: 'The new onboarding checklist drove it, measured over 4,200 signups.',
  },
  {
    id: 'k1',
    sectionId: 'key-updates_1',
    headline: 'Checkout redesign shipped to 50% of traffic',
    content: 'Maria led it.',
  },
  { id: 'o1', sectionId: 'other-highlights_1', headline: 'Support tickets down 18%', content: 'Help-center refresh.' },
  {
    id: 'r1',
    sectionId: 'risks-blockers_1',
    headline: 'Payments migration at risk of a 2-week slip',
    content: 'The vendor API is late. We need a decision on the fallback provider by Friday.',
  },
  { id: 'r2', sectionId: 'risks-blockers_2', headline: 'Data pipeline flaky', content: 'Retries cover it for now.' },
  { id: 'r3', sectionId: 'risks-blockers_3', headline: 'Old risk', content: 'Gone.', status: 'resolved' },
  {
    id: 'h1',
    sectionId: 'horizon_1',
    headline: 'Beta opens to 200 customers on March 3',
    content: 'Invites go out Monday.',
  },
  { id: 'f1', sectionId: 'feel-goods_1', headline: 'NPS comment of the week', content: 'From a 5-year customer.' },
]

const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? []

describe('given a weekly update with goals, decisions, risks and a horizon', () => {
  const derived = deriveExecVersion(weekly)
  const headlinesIn = (sectionId: string) =>
    derived.filter((entry) => entry.sectionId === sectionId).map((entry) => entry.headline)

  it('puts goal progress and key updates in Key Progress, metrics kept', () => {
    expect(headlinesIn('progress')).toEqual([
      'Activation up 12% week over week',
      'Checkout redesign shipped to 50% of traffic',
    ])
    expect(derived.find((entry) => entry.key === 'progress:g1')?.content).toContain('4,200 signups')
  })

  it('puts open risks in What Could Derail Us, and leaves resolved ones out', () => {
    expect(headlinesIn('risks')).toEqual(['Payments migration at risk of a 2-week slip', 'Data pipeline flaky'])
  })

  it('puts a risk that asks for a decision in Ask as well, with the asking sentence', () => {
    const asks = derived.filter((entry) => entry.sectionId === 'ask')
    expect(asks).toHaveLength(1)
    expect(asks[0]!.content).toBe('We need a decision on the fallback provider by Friday.')
  })

  it("puts the horizon in What's Next and leaves highlights and feel-goods out", () => {
    expect(headlinesIn('next')).toEqual(['Beta opens to 200 customers on March 3'])
    expect(derived.some((entry) => /NPS|Support tickets/.test(entry.headline))).toBe(false)
  })

  it('writes a one-sentence TL;DR from the headlines', () => {
    const tldr = derived.filter((entry) => entry.sectionId === 'tldr')
    expect(tldr).toHaveLength(1)
    expect(tldr[0]!.content).toBe(
      'Activation up 12% week over week; risk: Payments migration at risk of a 2-week slip; next: Beta opens to 200 customers on March 3.',
    )
  })

  it('invents no number: every number it writes is in the weekly update', () => {
    const source = weekly.map((entry) => `${entry.headline} ${entry.content}`).join(' ')
    for (const entry of derived) {
      for (const number of numbersIn(`${entry.headline} ${entry.content}`)) expect(source).toContain(number)
    }
  })

  it('derives the same version every time', () => {
    expect(deriveExecVersion(weekly)).toEqual(derived)
  })
})

describe('given a weekly update with nothing an executive needs', () => {
  it('derives nothing, not even a TL;DR', () => {
    expect(deriveExecVersion([{ sectionId: 'feel-goods_1', headline: 'Team lunch', content: 'Fun.' }])).toEqual([])
  })
})
