import { describe, expect, it } from 'vitest'
import { grammarFeatures } from './grammar-features.ts'

describe('grammarFeatures', () => {
  it.each([
    ["We'll open the Leeds depot next month.", ['g:future', 'g:ahead']],
    ['The vendor handover slipped last week.', ['g:past', 'g:behind', 'g:trouble-rising']],
    ['Can someone from legal review the lease?', ['g:request']],
    ['We need two more drivers for the night shift.', ['g:need']],
    ["The tills haven't been fixed yet.", ['g:negation', 'g:perfect']],
    ['The payment outage is resolved and refunds are back to normal.', ['g:trouble-falling']],
    ['Complaints about late deliveries went up by a third.', ['g:bad-measure-rose']],
    ['Repeat orders fell after the price change.', ['g:good-measure-fell']],
    ['Shipping costs are up 30% since the summer.', ['g:bad-measure-rose']],
    ['Bookings were down on last year.', ['g:good-measure-fell']],
  ])('reads "%s" as %j, whatever its topic', (sentence, expected) => {
    expect(grammarFeatures(sentence)).toEqual(expect.arrayContaining(expected))
  })

  it('pairs what it finds, so the model can weigh a plan denied apart from a plan', () => {
    expect(grammarFeatures("We won't ship the kiosk app next week.")).toContain('g:future+negation')
  })

  it('says when it finds nothing', () => {
    expect(grammarFeatures('Kiosk app.')).toEqual(['g:none'])
  })
})
