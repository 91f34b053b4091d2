import { describe, expect, it } from 'vitest'
import { splitAtContrast } from './contrast-split.ts'

describe('given a sentence that grants one fact and then sets another against it', () => {
  it('places each on its own: "Even though the migration is done, reps still keep notes in spreadsheets"', () => {
    expect(
      splitAtContrast(
        'Even though the migration to the new CRM is done, sales reps are still keeping notes in spreadsheets.',
      ),
    ).toEqual(['The migration to the new CRM is done.', 'Sales reps are still keeping notes in spreadsheets.'])
  })

  it('cuts at a "while" set off by a comma, and not at one that says when', () => {
    expect(
      splitAtContrast('The fundraising dinner raised 90,000, our best yet, while the online auction underperformed.'),
    ).toEqual(['The fundraising dinner raised 90,000, our best yet.', 'While the online auction underperformed.'])
    expect(splitAtContrast('We paused signups while we fix the bug.')).toEqual([
      'We paused signups while we fix the bug.',
    ])
  })
})
