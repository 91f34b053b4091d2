import { describe, expect, it } from 'vitest'
import { scoreCase, type EvalCase } from './score-formatter.ts'

const entryIn = (sectionId: string, headline: string) => ({ sectionId, sectionName: '', headline, content: '' })
const progressEntry = (headline: string) => entryIn('progress', headline)
const quickCase = (phrase: string): EvalCase => ({
  id: 'case',
  type: 'quick',
  transcription: 'irrelevant here',
  facts: [{ section: 'progress', any: [phrase] }],
})

describe('given a fact and the entries the formatter wrote', () => {
  it('finds it worded as a headline words a rise: "loan volumes are up" in "Loan volumes up 20%"', () => {
    expect(scoreCase(quickCase('loan volumes are up'), [progressEntry('Loan volumes up 20%')]).placed).toBe(1)
    expect(scoreCase(quickCase('membership grew by eight hundred'), [progressEntry('Membership up 800')]).placed).toBe(
      1,
    )
  })

  it('finds spoken numbers written in digits, with or without thousands commas', () => {
    const written = [progressEntry('The new mobile app hit 100,000 downloads')]
    expect(scoreCase(quickCase('hundred thousand downloads'), written).placed).toBe(1)
    expect(scoreCase(quickCase('a hundred and six percent of quota'), [progressEntry('106% of quota')]).placed).toBe(1)
  })

  it('still misses a fact whose words are not there, or are in another section', () => {
    expect(scoreCase(quickCase('bookings are down'), [progressEntry('Bookings up 30%')]).placed).toBe(0)
    expect(scoreCase(quickCase('loan volumes are up'), [entryIn('risks', 'Loan volumes up 20%')]).placed).toBe(0)
  })
})
