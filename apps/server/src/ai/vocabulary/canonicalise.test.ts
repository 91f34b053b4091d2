import { describe, expect, it } from 'vitest'
import { createCanonicaliser, unchanged } from './canonicalise.ts'

const terms = [
  { id: '1', term: 'SOC 2', soundsLike: ['sock two'] },
  { id: '2', term: 'Jira', soundsLike: [] },
  { id: '3', term: 'GDPR', soundsLike: [] },
  { id: '4', term: 'Priya', soundsLike: ['pree ya'] },
]

describe('given a vocabulary', () => {
  const canonical = createCanonicaliser(terms)

  it.each([
    ['the sock two audit starts', 'the SOC 2 audit starts'],
    ['the sock 2 audit', 'the SOC 2 audit'],
    ['soc two and soc 2', 'SOC 2 and SOC 2'],
    ['the jira migration', 'the Jira migration'],
    ['JIRA tickets', 'Jira tickets'],
    ['g d p r review and G.D.P.R. and gdpr', 'GDPR review and GDPR and GDPR'],
    ["pree ya's team", "Priya's team"],
  ])('writes %j as %j', (text, expected) => {
    expect(canonical(text)).toBe(expected)
  })

  it('leaves every other word alone, even words that contain a term', () => {
    const text = 'The stock two audit, Jiras, ajira, socks two, g d p, Prius and sock puppets stay as said.'
    expect(canonical(text)).toBe(text)
  })

  it('changes nothing without a vocabulary', () => {
    expect(createCanonicaliser([])('sock two jira')).toBe('sock two jira')
  })
})

describe('without a vocabulary', () => {
  it('is the one canonicaliser that leaves every text as it is, so callers can skip their copies', () => {
    expect(createCanonicaliser([])).toBe(unchanged)
    expect(createCanonicaliser(terms)).not.toBe(unchanged)
  })
})
