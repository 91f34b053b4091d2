import { describe, expect, it } from 'vitest'
import { writtenSentences } from './clean-speech.ts'
import { createOfflineFormatter } from './offline-formatter.ts'

// Issue 16: wording a reader notices in an update — sentences cut at an abbreviation, a label's colon opening a
// headline, brand casing lost, a framing phrase or a name taken for the topic, a filler swap that reads wrong.

const formatter = createOfflineFormatter()
const quick = (transcription: string) => formatter.formatUpdate({ updateType: 'quick', transcription })
const entryOf = async (transcription: string, sectionId: string) =>
  (await quick(transcription)).find((entry) => entry.sectionId === sectionId)!

describe('given typed sentences with abbreviations', () => {
  it('cuts no sentence at a title, a Latin or measuring abbreviation, an initialism, an initial or "No." before a number', () => {
    expect(
      writtenSentences(
        "Could we book two afternoons of Prof. Lindqvist's time for the schema review? The export skips approx. 12 fields, e.g. the U.S. tax ids, and M. Osei is fixing it. Ranking is No. 4 vs. last sprint, etc. We went with option C. Then we shipped in the U.S. Finally St. Albans went live at 2.5 times the load.",
      ),
    ).toEqual([
      "Could we book two afternoons of Prof. Lindqvist's time for the schema review?",
      'The export skips approx. 12 fields, e.g. the U.S. tax ids, and M. Osei is fixing it.',
      'Ranking is No. 4 vs. last sprint, etc.',
      'We went with option C.',
      'Then we shipped in the U.S.',
      'Finally St. Albans went live at 2.5 times the load.',
    ])
  })

  it('writes the ask with the whole name, not a headline ending at "Dr"', async () => {
    const ask = await entryOf("Can we get three days of Dr. Mensah's time to check the consent forms?", 'ask')
    expect(ask.headline).toContain('Dr. Mensah')
    expect(ask.content).not.toMatch(/^Mensah/)
  })
})

describe('given a typed list with labels', () => {
  it('drops the label and its punctuation from headline and content, and nothing opens with punctuation', async () => {
    const entries = await quick(
      '- shipped the invoice export for admins\n- next: bulk refunds for the billing page\n- Next up - load test the search API\n- TODO: write the rollout note\n- Blocked: the payroll vendor has not sent sandbox keys',
    )
    expect(entries.find((entry) => entry.sectionId === 'next')!.headline).toBe('Bulk refunds for the billing page')
    const written = entries.map((entry) => `${entry.headline} | ${entry.content}`).join('\n')
    for (const fact of [
      'Load test the search API',
      'Write the rollout note',
      'ayroll vendor has not sent sandbox keys',
    ])
      expect(written).toContain(fact)
    expect(written).not.toMatch(/next:|next up -|todo:|blocked:/i)
    for (const entry of entries) {
      expect(entry.headline).not.toMatch(/^[\s\p{P}]/u)
      expect(entry.content).not.toMatch(/^[\s\p{P}]/u)
    }
  })
})

describe('given sentences opening with a brand written with a small letter', () => {
  it('keeps the brand as written when it opens the sentence and the headline', async () => {
    expect(
      writtenSentences(
        'iPhone crash reports halved this week. eBay orders now sync hourly. npm publish runs in CI now. macOS builds are signed.',
      ),
    ).toEqual([
      'iPhone crash reports halved this week.',
      'eBay orders now sync hourly.',
      'npm publish runs in CI now.',
      'macOS builds are signed.',
    ])
    const progress = await entryOf('We shipped dark mode. iOS widgets went out to the beta group.', 'progress')
    expect(progress.content).toBe('iOS widgets went out to the beta group.')
  })
})

describe('given framing phrases and a name the sentence is said to', () => {
  it('titles the risk with what is waited on, not "First thing, Karen"', async () => {
    const risk = await entryOf(
      "First thing, Lucia, I'm still waiting on your answer about the warehouse contract. We moved payroll to the new provider.",
      'risks',
    )
    expect(risk.headline).toBe("I'm still waiting on your answer about the warehouse contract, Lucia")
  })

  it('ends the ask with the name and title it is put to, and leaves out an address to everyone', async () => {
    const ask = await entryOf('First thing, Prof. Adeyemi, could you review the consent form?', 'ask')
    expect(ask.headline).toBe('Review the consent form, Prof. Adeyemi')
    const [tldr] = await quick('Folks, your expense reports are due Friday.')
    expect(tldr!.headline).toBe('Your expense reports are due Friday')
  })

  it('titles the TL;DR and progress with the fact after "Where we are:", "Quick status -" or a greeting', async () => {
    const entries = await quick(
      'Where we are: refunds can now be issued from the mobile app. Quick status - the partner portal is live for ten resellers.',
    )
    for (const entry of entries) expect(`${entry.headline} ${entry.content}`).not.toMatch(/where we are|quick status/i)
    const [tldr] = await quick('Hi, it’s Noor from devrel, the SDK guide now covers webhooks.')
    expect(tldr!.headline).not.toMatch(/Noor|devrel/)
    expect(tldr!.content).toBe('SDK guide now covers webhooks.')
    const labelOnly = await quick('Where we are.\nProgress:\n- shipped the refund flow for gift cards')
    expect(labelOnly.map((entry) => entry.headline)).not.toContain('Where we are')
    expect(labelOnly.map((entry) => entry.headline)).not.toContain('Progress')
  })
})

describe('given "something like" before a number', () => {
  it('writes "about 40%" rather than "something about 40%", and keeps "more like" which corrects a figure', () => {
    expect(
      writtenSentences("We need something like forty percent more testers. It's more like thirty people now."),
    ).toEqual(['We need about 40% more testers.', "It's more like 30 people now."])
  })
})
