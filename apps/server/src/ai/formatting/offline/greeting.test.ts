import { describe, expect, it } from 'vitest'
import { writtenSentences } from './clean-speech.ts'

describe('given a note that opens with a greeting and the speaker’s name', () => {
  it('keeps only the team it names, as the topic: "hi it’s Dana from support"', () => {
    expect(writtenSentences('Hi, it’s Dana from support. We closed 400 tickets this week.')).toEqual([
      'Support.',
      'We closed 400 tickets this week.',
    ])
  })

  it('keeps the place it names, as the topic: "hi everyone, it’s Lee at the depot"', () => {
    expect(writtenSentences('Hi everyone, it’s Lee at the depot. Two vans are back on the road.')).toEqual([
      'The depot.',
      'Two vans are back on the road.',
    ])
  })

  it('reads a name and a team without a greeting the same way: "It’s Gabriel from growth."', () => {
    expect(writtenSentences('It’s Gabriel from growth. Trial conversions are up.')).toEqual([
      'Growth.',
      'Trial conversions are up.',
    ])
    expect(writtenSentences("It's Friday and the release is out.")).toEqual(["It's Friday and the release is out."])
  })

  it('drops the greeting and name before run-on facts: "uh hi it’s Marco so the ETL jobs …"', () => {
    expect(
      writtenSentences(
        "uh hi it's Marco so the ETL jobs for the supply chain dashboards are moved off the old server and they finish twice as fast now",
      )[0],
    ).toMatch(/^The ETL jobs for the supply chain dashboards are moved/)
  })
})

describe('given a note that opens with a time of day as its greeting', () => {
  it('drops the greeting and the name, keeping what the update is about: "Good morning, it’s Tomas with …"', () => {
    expect(
      writtenSentences(
        "Good morning, it's Tomas with the warehouse operations update for Leeds. We shipped 900 orders.",
      ),
    ).toEqual(['The warehouse operations update for Leeds.', 'We shipped 900 orders.'])
  })

  it('keeps a sentence that only starts with the word: "Morning standups moved …"', () => {
    expect(writtenSentences('Morning standups moved to nine thirty.')).toEqual([
      'Morning standups moved to nine thirty.',
    ])
  })
})

describe('given a greeting before a sentence about the week', () => {
  it('keeps the sentence: "hi, it’s been a good week" names no one', () => {
    expect(writtenSentences("hi it's been a good week for the team")).toEqual(["It's been a good week for the team."])
  })
})
