import { describe, expect, it } from 'vitest'
import { BINDING_WORDS } from './clean-speech.ts'
import { subjectOpenings, wordTags } from './subject-openings.ts'

/** The speech cut where the tagger says a clause with its own subject opens. */
function clauses(speech: string): string[] {
  const words = speech.split(' ')
  const cuts = [0, ...subjectOpenings(words, wordTags(speech), BINDING_WORDS), words.length]
  return cuts.slice(1).map((end, index) => words.slice(cuts[index], end).join(' '))
}

describe('subjectOpenings', () => {
  it('opens a clause at a subject no word list names, after a clause with its own verb', () => {
    expect(clauses('the usage based billing pilot went well six customers moved over to the new meter')).toEqual([
      'the usage based billing pilot went well',
      'six customers moved over to the new meter',
    ])
  })

  it('ends a phrase at a measure and opens the next where its verb needs it', () => {
    expect(clauses('annual signups went up by eighteen percent revenue per customer went down a little')).toEqual([
      'annual signups went up by eighteen percent',
      'revenue per customer went down a little',
    ])
  })

  it('leaves "and" before the new subject and keeps nouns said together in one phrase', () => {
    expect(clauses('the dark mode beta is out to five percent of users and feedback is mostly positive')).toEqual([
      'the dark mode beta is out to five percent of users and',
      'feedback is mostly positive',
    ])
    expect(
      clauses('we onboarded thirty sellers and the payout integration with the bank is still not approved'),
    ).toEqual(['we onboarded thirty sellers and', 'the payout integration with the bank is still not approved'])
  })

  it('opens a clause at a quantifier and at "the" after a number, but not at a time inside a subject', () => {
    expect(clauses('the survey went out on monday most of the answers mention slow search results')).toEqual([
      'the survey went out on monday',
      'most of the answers mention slow search results',
    ])
    expect(clauses('reports now load in two seconds instead of nine the cache holds a full day of data')).toEqual([
      'reports now load in two seconds instead of nine',
      'the cache holds a full day of data',
    ])
    expect(clauses('the vendor raised prices and our spend last quarter was over plan')).toEqual([
      'the vendor raised prices and',
      'our spend last quarter was over plan',
    ])
  })

  it("opens nothing inside a verb's object or after a word that binds the phrase", () => {
    expect(clauses('next week we migrate the last forty enterprise accounts to the new system')).toHaveLength(1)
    expect(clauses('we found a batch of fake five star reviews from one seller')).toHaveLength(1)
  })
})

describe('subjectOpenings, given a modal before a subject', () => {
  it('opens no clause there: the modal asks a question rather than states what the subject does', () => {
    expect(clauses('churn went up a bit there could the data team look at the cancellations')).toEqual([
      'churn went up a bit there could the data team look at the cancellations',
    ])
  })
})

describe('subjectOpenings, given a pronoun subject or a question in run-on speech', () => {
  it('opens a clause at a pronoun that follows a noun, not at the object of a verb', () => {
    expect(clauses('the billing export is running for the finance team it saved two days of work last month')).toEqual([
      'the billing export is running for the finance team',
      'it saved two days of work last month',
    ])
    expect(clauses('we turned it on for every customer last week')).toHaveLength(1)
  })

  it('opens a clause at a modal that asks someone to do something', () => {
    expect(clauses('most of the errors were in the importer could the data team add a check')).toEqual([
      'most of the errors were in the importer',
      'could the data team add a check',
    ])
  })
})
