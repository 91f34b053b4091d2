import { describe, expect, it } from 'vitest'
import { spokenNumbersToDigits } from './spoken-numbers.ts'

describe('spokenNumbersToDigits', () => {
  it.each([
    ['conversion is up about four percent', 'conversion is up about 4%'],
    ['ramp to a hundred percent', 'ramp to 100%'],
    ['crash free sessions at ninety nine point six percent', 'crash free sessions at 99.6%'],
    ['version four point two', 'version 4.2'],
    ['twelve hundred teams', '1200 teams'],
    ['we have twenty and', 'we have 20 and'],
    ['one and', 'one and'],
    ['two hundred and fifty users', '250 users'],
    ['twenty-one days', '21 days'],
    ['forty five thousand visits', '45,000 visits'],
    ['two million dollars', '2 million dollars'],
    ['our Q four goal', 'our Q4 goal'],
    ['ship on December first', 'ship on December 1'],
    ['starting march twenty third', 'starting march 23'],
    ['due on the fifteenth', 'due on the 15th'],
    ['review on the twenty eighth', 'review on the 28th'],
    ['calls on the tenth and twelfth', 'calls on the 10th and 12th'],
    ['from the first to the fifth of May', 'from the 1st to the 5th of May'],
    ['start on the first weekend of January', 'start on the first weekend of January'],
    ['meet on the third floor', 'meet on the third floor'],
    ['we talked to eighteen customers', 'we talked to 18 customers'],
    ['went from thirty one percent to thirty eight percent', 'went from 31% to 38%'],
    // A comma separates numbers: a list, not fifty.
    ['twenty, thirty', '20, 30'],
    // A small number compared with one written in digits is written the same way.
    ['seven of the fifteen stores', '7 of the 15 stores'],
    ['two hours instead of eleven', '2 hours instead of 11'],
    ['four out of forty', '4 out of 40'],
  ])('writes "%s" as "%s"', (spoken, written) => {
    expect(spokenNumbersToDigits(spoken)).toBe(written)
  })

  it.each([
    // AP style: one to nine stay words unless a percentage, a decimal or part of a larger number.
    'the remaining eight instances',
    'the new one page checkout',
    'the one from last quarter',
    // Numbers side by side that are not compared stay as each would alone.
    'four designers and 12 engineers',
    // Ambiguous readings stay as spoken.
    "we're at nine eighty as of Monday",
    'back in twenty twenty four',
    // Words that name properties of every JavaScript object are words like any other.
    'handed over to the constructor by the constructor',
    'the March constructor review, due by the toString',
  ])('leaves "%s" as spoken', (spoken) => {
    expect(spokenNumbersToDigits(spoken)).toBe(spoken)
  })
})
