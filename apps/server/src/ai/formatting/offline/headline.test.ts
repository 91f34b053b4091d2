import { describe, expect, it } from 'vitest'
import { repeatsHeadline, restatesHeadline } from '../eval/score-headlines.ts'
import { createOfflineFormatter } from './offline-formatter.ts'
import { spokenNumbersToDigits } from './spoken-numbers.ts'

// Issue 16: a headline a reader would write, and content that says what the headline did not.

const formatter = createOfflineFormatter()
const weeklyEntry = async (said: string) => {
  const [entry] = await formatter.formatUpdate({
    updateType: 'weekly',
    sections: [
      {
        sectionId: 'key-updates',
        sectionName: 'Key Updates & Decisions Made',
        transcriptions: [said],
        recordingIds: [],
      },
    ],
  })
  return entry!
}
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .match(/[\p{L}\p{N}%'/.]+/gu)
    ?.map((word) => word.replace(/\.$/, '')) ?? []

describe('given a one-sentence note the headline says in full', () => {
  it('writes the headline once and leaves the content empty rather than repeat it', async () => {
    await expect(weeklyEntry('The support team praised the new help center.')).resolves.toMatchObject({
      headline: 'Support team praised the new help center',
      content: '',
    })
  })

  it('puts opening timing at the headline’s end instead of repeating the note in the content', async () => {
    await expect(
      weeklyEntry("Next month we'll pilot the new planning process with the growth team."),
    ).resolves.toMatchObject({
      headline: 'Pilot the new planning process with the growth team next month',
      content: '',
    })
  })

  it('drops a "Next," that frames the note but keeps the next of a thing that is coming', async () => {
    await expect(weeklyEntry('Next, we roll the pilot out to two more stores.')).resolves.toMatchObject({
      headline: 'We roll the pilot out to two more stores',
    })
    await expect(weeklyEntry('Next drop is January twelfth.')).resolves.toMatchObject({
      headline: 'Next drop is January 12',
    })
    await expect(weeklyEntry('Next is the partner launch.')).resolves.toMatchObject({
      headline: 'The partner launch',
    })
  })

  it('reads a weekday before a noun as part of the subject, not as timing to move', async () => {
    await expect(weeklyEntry('Saturday clinics continue through December.')).resolves.toMatchObject({
      headline: 'Saturday clinics continue through December',
    })
    await expect(weeklyEntry('Monday we ship the beta.')).resolves.toMatchObject({
      headline: 'We ship the beta Monday',
    })
  })

  it('keeps a second verb of the same subject and the end of a list in the headline', async () => {
    await expect(weeklyEntry('Everything else is built and tested.')).resolves.toMatchObject({
      headline: 'Everything else is built and tested',
      content: '',
    })
    await expect(weeklyEntry('Sales decks are now in German, French and Spanish.')).resolves.toMatchObject({
      headline: 'Sales decks are now in German, French and Spanish',
      content: '',
    })
  })
})

describe('given a note with a metric', () => {
  it('carries the metric in a short headline, with "went up" said as a headline says it', async () => {
    const entry = await weeklyEntry(
      'Trial to paid conversion went up by eleven percent after we removed the credit card step.',
    )
    expect(entry.headline).toBe('Trial to paid conversion up 11%')
    expect(entry.content).toBe('After we removed the credit card step.')
  })

  it('joins the clause with the metric when the opening clause has none and both fit', async () => {
    const entry = await weeklyEntry('We launched typo tolerance, and zero result searches dropped by eighteen percent.')
    expect(entry.headline).toBe('Launched typo tolerance; zero result searches down 18%')
    expect(entry.content).toBe('')
  })
})

describe('given a note with a reason and more sentences', () => {
  it('gives the reason and the next sentences as the content, not the headline again', async () => {
    const entry = await weeklyEntry(
      'We decided to move the release train to every two weeks because the weekly one kept slipping. QA signed off on the plan.',
    )
    expect(entry.headline).toBe('Decided to move the release train to every two weeks')
    expect(entry.content).toBe('Because the weekly one kept slipping. QA signed off on the plan.')
  })

  it('turns a trailing "which" clause into a sentence of its own', async () => {
    const entry = await weeklyEntry(
      'Finance has not approved the discount rules yet, which holds up the self serve launch.',
    )
    expect(entry.content).toBe('This holds up the self serve launch.')
    expect(repeatsHeadline(entry)).toBe(false)
  })

  it('keeps a "which" that asks a question with its verb: "decide which project gets her first"', async () => {
    const entry = await weeklyEntry("I'd like the VP of engineering to decide which project gets her first.")
    expect(`${entry.headline} ${entry.content}`).toMatch(/decide which project gets her first/)
    expect(entry.content).not.toMatch(/^This/)
  })
})

describe('given notes of every kind', () => {
  const notes = [
    'Um, so the data warehouse migration is about seventy percent done, and we moved the billing tables without downtime.',
    'Can you approve the contractor request for the payments team by Tuesday?',
    'Huge thanks to Omar for fixing the invoice bug over the weekend.',
    'Our goal is one million dollars in new ARR this quarter and we are at six hundred fifty thousand with five weeks left.',
    'A customer wrote that the new export feature saved her team a full day every month.',
  ]

  it.each(notes)(
    'neither repeats the headline in the content nor uses a word that was not said: "%s"',
    async (said) => {
      const entry = await weeklyEntry(said)
      expect(restatesHeadline(entry)).toBe(false)
      const input = new Set(wordsOf(spokenNumbersToDigits(said)))
      // "went up" may be written "up": every other headline and content word was said.
      const unsaid = [...wordsOf(entry.headline), ...wordsOf(entry.content)].filter(
        (word) => !input.has(word) && word !== 'up' && word !== 'down' && word !== 'this',
      )
      expect(unsaid).toEqual([])
      expect(entry.headline.split(' ').length).toBeLessThanOrEqual(12)
    },
  )
})

describe('given a subject of two things joined by "and"', () => {
  it('keeps both in the headline: "and" opens no clause before the first verb', async () => {
    const entry = await weeklyEntry('The new invoice and receipt templates are live for every customer in Europe now.')
    expect(entry.headline).toMatch(/invoice and receipt templates/i)
  })
})
