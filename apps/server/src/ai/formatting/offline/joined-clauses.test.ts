import { describe, expect, it } from 'vitest'
import { splitJoinedClauses } from './joined-clauses.ts'

describe('given a sentence that joins a clause with its own subject pronoun after a comma', () => {
  it('cuts before it, without the joining word', () => {
    expect(
      splitJoinedClauses(
        'The completion rate improved to 62% after we shortened the videos, and we’ll shorten the rest over January.',
      ),
    ).toEqual([
      'The completion rate improved to 62% after we shortened the videos.',
      'We’ll shorten the rest over January.',
    ])
  })

  it('cuts a comma splice: "Release candidate is cut, we ship Thursday"', () => {
    expect(splitJoinedClauses('The release candidate is cut, we ship it on Thursday.')).toEqual([
      'The release candidate is cut.',
      'We ship it on Thursday.',
    ])
  })
})

describe('given a condition before the clause', () => {
  it('keeps the sentence whole: the condition leans on it', () => {
    expect(splitJoinedClauses('If the regulator allows it, we start the pilot in January.')).toEqual([
      'If the regulator allows it, we start the pilot in January.',
    ])
  })

  it('cuts after the clause the condition leans on, before a clause of its own', () => {
    expect(
      splitJoinedClauses(
        'After the new oven arrived, the bakery doubled its output, and we start the evening shift in May.',
      ),
    ).toEqual(['After the new oven arrived, the bakery doubled its output.', 'We start the evening shift in May.'])
  })
})
