import { describe, expect, it } from 'vitest'
import { createOfflineFormatter } from './offline-formatter.ts'

const formatter = createOfflineFormatter()
const quick = (transcription: string) => formatter.formatUpdate({ updateType: 'quick', transcription })

describe('given a quick update that is one short note with no cue for any section', () => {
  it.each([
    ['go forward ten meters', 'Go forward 10 meters.'],
    ['coffee with Dana', 'Coffee with Dana.'],
    ['ortiz on tropical', 'Ortiz on tropical.'],
  ])('keeps "%s" as its TL;DR instead of dropping it', async (said, written) => {
    await expect(quick(said)).resolves.toEqual([
      { sectionId: 'tldr', sectionName: 'TL;DR', headline: expect.any(String), content: written },
    ])
  })

  it('still writes nothing for fillers alone', async () => {
    await expect(quick('um, uh')).resolves.toEqual([])
  })
})

describe('given a quick update of one sentence', () => {
  it('gives its TL;DR a headline naming what it is about, not the summary again', async () => {
    const [tldr] = await quick('We shipped the CSV export to every customer on Tuesday.')
    expect(tldr).toMatchObject({
      sectionId: 'tldr',
      headline: 'CSV export',
      content: 'Shipped the CSV export to every customer on Tuesday.',
    })
  })

  it.each([
    ['The vendor contract was renewed on Monday.', 'Vendor contract'],
    ['The service contract was signed last week.', 'Service contract'],
  ])('names the whole noun phrase of "%s", not its first word', async (said, topic) => {
    const [tldr] = await quick(said)
    expect(tldr).toMatchObject({ sectionId: 'tldr', headline: topic })
  })
})

const entry = async (transcription: string, sectionId: string) => {
  const found = (await quick(transcription)).find((section) => section.sectionId === sectionId)
  return found ? `${found.headline} ${found.content}` : ''
}

describe('given a quick note that states a problem and then asks for its fix', () => {
  const note =
    'We launched the partner directory last week. Most partner profiles point to the old pricing page. ' +
    'Could marketing update the partner profiles? Next we will add partner search.'

  it('places the problem in Risks though no cue of risk says so', async () => {
    await expect(entry(note, 'risks')).resolves.toContain('old pricing page')
  })

  it('keeps what was done in Progress', async () => {
    await expect(entry(note, 'progress')).resolves.toContain('partner directory')
    await expect(entry(note, 'progress')).resolves.not.toContain('old pricing page')
  })
})

describe('given a problem, a sentence that only frames what follows, and then the ask', () => {
  it('places the problem in Risks: the framing sentence parts nothing', async () => {
    const note =
      'We shipped live inventory. The stock feed skips items with no barcode. One ask. ' +
      'Could the catalogue team add barcodes to those items?'
    await expect(entry(note, 'risks')).resolves.toContain('no barcode')
  })
})

describe('given run-on speech that names its topic and goes straight on to what happened', () => {
  it('keeps the TL;DR headline short and what happened in Progress', async () => {
    const output = await quick(
      'update from finance the quarterly close finished two days early and every account reconciled on the first pass',
    )
    expect(output[0]!.headline.split(' ').length).toBeLessThanOrEqual(10)
    await expect(
      entry('update from finance the quarterly close finished two days early', 'progress'),
    ).resolves.toContain('quarterly close')
  })
})

describe('given help asked for without a request put to someone by name', () => {
  it.each([
    "We'd love help from the design team to redo the store icons.",
    'If someone from finance could check the store icons, that would be great.',
    'Does anyone know who drew the store icons?',
    'Who can own the store icons?',
    'Somebody needs to own the store icons.',
    "I'd like to hire a contractor for the store icons.",
    "We'd like the data team to count the store icons.",
    "I'm asking the design team for new store icons.",
    'It would be good if we could redo the store icons this month.',
    "We'd benefit from a designer's eye on the store icons.",
  ])('places "%s" in Ask', async (sentence) => {
    await expect(entry(`We shipped live inventory. ${sentence}`, 'ask')).resolves.toContain('store icons')
  })
})

describe('given a comma before a clause with a subject pronoun of its own', () => {
  it('splits there when the two clauses say different things', async () => {
    const note = 'We made offers to five nurses and four accepted, they start on the 3rd.'
    await expect(entry(note, 'progress')).resolves.toContain('offers to five nurses')
    await expect(entry(note, 'next')).resolves.toContain('start on the 3rd')
  })
})

describe('given a quick note that says something was done and then asks about it', () => {
  it('keeps the done thing in Progress', async () => {
    const note = 'We shipped the partner directory. Could marketing announce the partner directory on Friday?'
    await expect(entry(note, 'progress')).resolves.toContain('Shipped the partner directory')
    await expect(entry(note, 'risks')).resolves.toBe('')
  })
})

describe('given raw speech with no punctuation', () => {
  it('splits a run-on sentence where a quantified subject opens a new clause', async () => {
    const note =
      'the invoice designer shipped to every customer on monday and usage doubled in two days several enterprise ' +
      'accounts lost their custom templates during the rollout next we will add template sharing'
    await expect(entry(note, 'progress')).resolves.toContain('Invoice designer')
    await expect(entry(note, 'risks')).resolves.toContain('custom templates')
  })
})

describe('given a request for a person and time with the purpose said last', () => {
  it('places it in Ask', async () => {
    const note =
      'We moved billing to the new provider. I need the data engineer for three days to rebuild the revenue export.'
    await expect(entry(note, 'ask')).resolves.toContain('data engineer')
  })
})

describe('given a run-on note that says what was done, then what went wrong, then asks for the fix', () => {
  const note =
    'the new dashboard shipped to all teams last week and forty teams moved over already the export job fails ' +
    'for teams with more than ten projects could data engineering fix the export job next we will add sharing'

  it('moves only the clause that says the trouble to Risks', async () => {
    await expect(entry(note, 'risks')).resolves.toContain('Export job fails')
    await expect(entry(note, 'progress')).resolves.toContain('40 teams moved over')
  })
})

describe('given good news said with a word of trouble or a time', () => {
  it.each([
    ['a recovery after trouble', 'Weekly orders are back to 900 after the outage hurt sales.', 'back to 900'],
    ['a measure against what it was', 'Support now answers in four hours instead of two days.', 'instead of two days'],
  ])('places %s in Progress', async (_, sentence, phrase) => {
    await expect(entry(`We shipped live inventory. ${sentence}`, 'progress')).resolves.toContain(phrase)
  })
})

describe('given sentences with no word of risk that still say something is wrong', () => {
  it.each([
    ['an old state that persists', 'The billing page still links to the old pricing.', 'old pricing'],
    ['a rival offer', 'The strongest candidate is comparing us with a bigger company.', 'bigger company'],
    ['a limit of frequency', 'The stock count syncs only once a day.', 'once a day'],
    ['a system going away', 'The old reporting server gets switched off in June.', 'switched off'],
    ['an unusable result', 'The new charts are unreadable on small screens.', 'unreadable'],
    ['a bad thing that went up', 'Support tickets about exports went up by a third.', 'Support tickets'],
    ['more work than hands', 'The data team has more requests than they can handle.', 'more requests'],
    ['work never done', 'Most of the new reps have never sold a subscription product.', 'never sold'],
    ['an old thing still happening', 'The old weekly reports still arrive every Monday.', 'still arrive'],
    ['a shortfall said outright', "We've only hired three of the ten nurses we need.", 'only hired 3 of the 10'],
    [
      'a good measure that fell',
      'Trial signups from the website fell by a quarter after the redesign.',
      'Trial signups',
    ],
    ['people being poached', 'Two of our designers are being approached by recruiters.', 'recruiters'],
    ['a wait that grew', 'Our support team is the same size, so wait times doubled on Mondays.', 'ait times doubled'],
    ['a partner that refuses our work', "One carrier's system rejects our shipping labels.", 'rejects'],
    [
      'work that may go ahead without what it needs',
      'New hires may start without a laptop next month.',
      'without a laptop',
    ],
    ['what never happens', 'We pay commission on deals that never close.', 'never close'],
    ['what a rule requires', 'Our terms require every user to be over 18.', 'terms require'],
    ['what a plan assumes', 'The forecast assumes a 20% growth in usage.', 'assumes'],
    ['a shortage', 'The build servers ran out of memory twice on Tuesday.', 'ran out of memory'],
    ['a doubt about a fix', "I'm not confident the vendor fixed the memory leak.", 'not confident'],
    ['something others called off', 'The venue cancelled our booking for May.', 'cancelled our booking'],
    ['a rejection', 'The app update got rejected by the store review.', 'got rejected'],
    ['an offer turned down', 'The offer for the staff engineer role got declined.', 'got declined'],
    ['a cost that rose', 'Powder costs are up 30% since the summer.', 'costs up 30%'],
    ['a limit ahead', "We'll hit the database size limit by March at this rate.", 'database size limit'],
    ['work pushed out', 'Two hires moved to next quarter because the budget got frozen.', 'budget got frozen'],
    ['a system down for a while', 'The booking page went down for an hour on Sunday.', 'went down for an hour'],
    ['a squeeze ahead', 'The June launch will be tight.', 'will be tight'],
    ['people away', 'Two of our four testers go on parental leave in May, one for three months.', 'parental leave'],
    ['fewer hands', 'After the reorg the mobile team goes down to two engineers.', 'two engineers'],
    ['a part left behind', 'The Windows app is still on the old login screen.', 'old login screen'],
    ['a shortfall against a target', 'The plan needed 500 demos and we only booked 320.', 'only booked 320'],
    [
      'spending past the estimate',
      'The cloud bill for May came in at three times the estimate.',
      'three times the estimate',
    ],
  ])('places %s in Risks', async (_, sentence, phrase) => {
    await expect(entry(`We shipped live inventory. ${sentence}`, 'risks')).resolves.toContain(phrase)
  })
})

describe('given a bad thing that went down', () => {
  it('places it in Progress: good news', async () => {
    const note = 'We shipped version three. The crash rate is down to one percent.'
    await expect(entry(note, 'progress')).resolves.toContain('crash rate is down')
    await expect(entry(note, 'risks')).resolves.toBe('')
  })
})

describe('given sentences that say what was done or what comes, with words that can also look back or warn', () => {
  it.each([
    ['progress', 'We moved the database over the weekend and nobody noticed.', 'nobody noticed'],
    ['progress', 'We hired four of the six engineers we planned for this year.', 'four of the six'],
    ['next', 'We expect the audit report in about a month.', 'audit report'],
    ['next', 'The launch review is on the 12th.', 'review is on the 12th'],
    ['next', 'Picking goes live two weeks after the scanners arrive.', 'goes live'],
    ['progress', 'We did train every store manager, and nobody lost a shift.', 'every store manager'],
    ['progress', 'Two of the three candidates accepted our offer.', 'accepted our offer'],
    ['progress', 'Bookings came in 6% over plan.', '6% over plan'],
    ['progress', 'Our hosting bill was 20% lower than in June.', 'hosting bill'],
    ['progress', 'False alarms dropped by half after the tuning.', 'alarms dropped'],
    ['progress', 'NPS is up six points since spring.', 'six points'],
    ['next', 'The security review starts Monday.', 'review starts Monday'],
    ['progress', 'We rotated the leaked keys within an hour.', 'leaked keys'],
    ['next', 'Tomorrow we sign the lease for the Porto office.', 'Porto office'],
    ['next', 'Our target is a two day close by March.', 'two day close'],
    ['next', "For December we're focusing support on the holiday queue.", 'holiday queue'],
    ['progress', 'Our spring newsletter brought in 700 trial accounts.', '700 trial accounts'],
    ['progress', 'The cost per lead stayed under four dollars.', 'under four dollars'],
    ['progress', 'We have 14 of 20 speakers confirmed.', '14 of 20'],
    ['next', 'The steering group meets on the 4th.', 'meets on the 4th'],
    ['next', 'The plan is to move payroll to the new vendor.', 'move payroll'],
    ['next', 'Expense reports are due on the 20th.', 'due on the 20th'],
    ['progress', 'The food bank reached 300 families this year, more than planned.', '300 families'],
  ])('places it in %s: "%s"', async (sectionId, sentence, phrase) => {
    await expect(entry(`The vendor sandbox is down. ${sentence}`, sectionId)).resolves.toContain(phrase)
  })
})

describe('given a request that names a team and a verb no list holds', () => {
  it('starts the ask at the request in raw speech, not at the noun before it', async () => {
    const note =
      'the status page is automated now and incidents post themselves when two alerts fire the second one ' +
      'overwrites the first could the platform team tune those alerts next we will add subscriptions'
    await expect(entry(note, 'ask')).resolves.toMatch(/^Could the platform team tune those alerts/)
  })
})

describe('given an ask that names what it wants to know', () => {
  it('keeps "which" as the question it asks', async () => {
    const note = 'We shipped the new plans. Could support tell us which plans customers ask about most?'
    await expect(entry(note, 'ask')).resolves.toContain('which plans')
  })
})

describe('given a problem and an ask that share a word in two of its forms', () => {
  it('places the problem in Risks', async () => {
    const note =
      'We launched the new receipts. Gmail is sending most receipts to the promotions folder. Could the email team check our sender setup?'
    await expect(entry(note, 'risks')).resolves.toContain('promotions folder')
  })
})

describe('given raw speech where "but" turns a run-on sentence from good news to bad', () => {
  it('splits it at "but": what went well in Progress, what went wrong in Risks', async () => {
    const note =
      'the new pricing went out to all customers and only a few cancelled so far but our largest reseller says ' +
      'the new price breaks their budget'
    await expect(entry(note, 'progress')).resolves.toContain('New pricing went out')
    await expect(entry(note, 'risks')).resolves.toContain('largest reseller')
  })
})

describe('given an ask that points back at the sentence before it', () => {
  it('places that sentence in Risks', async () => {
    const note =
      'We launched the reseller program. A few resellers are bidding on our brand name in search ads. ' +
      'Could legal send them a reminder of the terms?'
    await expect(entry(note, 'risks')).resolves.toContain('bidding on our brand name')
  })
})

describe('given an ask put to IT', () => {
  it('reads IT as the department, not the pronoun', async () => {
    const note = 'We signed the new laptop supplier. Can IT lend spare laptops to new starters until then?'
    await expect(entry(note, 'ask')).resolves.toContain('spare laptops')
  })
})

describe('given a request in raw speech put to a department with a verb no list holds', () => {
  it('starts the ask at the request', async () => {
    const note =
      'we consolidated the analytics tools and saved a lot of money the marketing team lost their attribution ' +
      'report in the switch can data engineering rebuild that report in the new tool'
    await expect(entry(note, 'ask')).resolves.toMatch(/^Can data engineering rebuild that report/)
  })
})

describe('given a run-on sentence whose trouble uses a verb of progress', () => {
  it('moves only the trouble to Risks when the ask after it is about it', async () => {
    const note =
      'the new report builder is in beta with twenty customers and they built about a hundred reports so far ' +
      'the builder crashes when a report has more than fifty columns and two customers hit that already ' +
      'we need a front end engineer for a week to fix wide reports'
    await expect(entry(note, 'progress')).resolves.toContain('100 reports')
    await expect(entry(note, 'risks')).resolves.toContain('Builder crashes')
  })
})

describe('given raw speech where a clause ends with a time and the next opens with a bare subject', () => {
  it('splits there: what was done in Progress, what went wrong in Risks', async () => {
    const note =
      'the customer academy launched with six courses and eight hundred people enrolled in week one completion ' +
      'is only twelve percent because the courses are too long'
    await expect(entry(note, 'progress')).resolves.toContain('800 people enrolled')
    await expect(entry(note, 'risks')).resolves.toContain('ompletion is only 12%')
  })
})

describe('given an ask about a number the sentence before it says', () => {
  it('places that sentence in Risks', async () => {
    const note =
      'We renewed the support contract for a year. The price covers 40 agents, and we have 25. ' +
      'Could finance check what we pay for 25?'
    await expect(entry(note, 'risks')).resolves.toContain('covers 40 agents')
  })
})

describe('given a short sentence that joins what is done and what is planned with "and"', () => {
  it('splits it where the second clause has its own subject and verb', async () => {
    const note = 'The contract is signed and the kickoff is booked for the 14th.'
    await expect(entry(note, 'progress')).resolves.toMatch(/contract is signed/i)
    await expect(entry(note, 'next')).resolves.toMatch(/kickoff is booked/i)
  })
})

describe('given a sentence whose clauses the speaker separated with a comma', () => {
  it('splits it after the comma where "and" and a new subject follow, when the two clauses say different things', async () => {
    const note = 'Legal approved the new terms, and the rollout starts with our top accounts on the 3rd of May.'
    await expect(entry(note, 'progress')).resolves.toMatch(/legal approved the new terms/i)
    await expect(entry(note, 'next')).resolves.toMatch(/rollout starts/i)
  })
})

describe('given an ask with an adverb between its subject and "like"', () => {
  it.each([
    "I'd really like one more backend engineer for the payments team.",
    'We would still like one more backend engineer for the payments team.',
  ])('places "%s" in Ask, its words as said', async (said) => {
    await expect(entry(`The payments migration is done. ${said}`, 'ask')).resolves.toContain(
      'like one more backend engineer',
    )
  })
})

describe('given a terse fact of a few words after the note has named its topic', () => {
  const note =
    'KYC vendor switch. Contract signed with the new vendor. Integration sixty percent done. ' +
    'Cutover planned for the second week of February.'

  it('keeps it in the update, in Progress, rather than taking it for the topic', async () => {
    await expect(entry(note, 'progress')).resolves.toContain('Integration 60% done')
  })
})

describe('given a note that opens with "short note on" or a "check in on" its topic', () => {
  it.each([
    ['Short note on the annual conference. Registrations are at eight hundred.', 'Annual conference'],
    ['This is the weekly check in on the thermostat firmware. We shipped version three.', 'Thermostat firmware'],
  ])('names the topic in the TL;DR of "%s"', async (said, topic) => {
    const [tldr] = await quick(said)
    expect(tldr).toMatchObject({ sectionId: 'tldr', headline: topic })
  })
})

describe('given run-on speech that turns from what went well to what went wrong', () => {
  it.each([
    ['the office move is done but the wifi on the third floor keeps dropping', 'office move is done', 'wifi'],
    [
      'We switched the CDN for Europe and buffering complaints fell by half, but our CDN bill will be about thirty percent higher than budget this quarter.',
      'buffering complaints fell by half',
      'CDN bill',
    ],
    [
      'the new onboarding flow is live however the welcome emails go out a day late',
      'onboarding flow',
      'welcome emails',
    ],
  ])('places each side of "%s" in its own section', async (said, done, wrong) => {
    const progress = (await entry(said, 'progress')).toLowerCase()
    expect(progress).toContain(done.toLowerCase())
    expect(progress).not.toContain(wrong.toLowerCase())
    await expect(entry(said, 'risks')).resolves.toMatch(new RegExp(wrong, 'i'))
  })

  it('keeps good news after the turn out of Risks', async () => {
    const said = 'Open rates held steady at about thirty one percent but click rates went up a bit.'
    await expect(entry(said, 'risks')).resolves.toBe('')
    await expect(entry(said, 'progress')).resolves.toMatch(/click rates went up/i)
  })
})

describe('given cues said in words no earlier rule knew', () => {
  it.each([
    ['The packing line is back running after the motor swap.', 'progress', 'packing line'],
    ['The keynote speaker for the summit pulled out on Friday.', 'risks', 'keynote speaker'],
    ['A decision on the summit venue is needed from the events team.', 'ask', 'summit venue'],
    ['If anyone knows a good Rust contractor, send them my way.', 'ask', 'Rust contractor'],
    ['The Spanish catalogue is behind.', 'risks', 'Spanish catalogue is behind'],
    ["We're adding validation to the export form this sprint.", 'next', 'adding validation'],
    ["We're migrating the billing jobs next month.", 'next', 'billing jobs'],
    ['We plan to turn on the mobile app once the login bug is fixed.', 'next', 'mobile app'],
    ["I'll keep chasing the vendor twice a week.", 'next', 'keep chasing'],
    ['Could QA get two more test phones for the lab.', 'ask', 'test phones'],
    ['Invoices are taking a week to clear and that is stacking up orders.', 'risks', 'stacking up'],
    ['The paper supplier cut our allocation by a third.', 'risks', 'paper supplier'],
    ['Checkout failures zero this week.', 'progress', 'checkout failures'],
    ['The team is on track to send the offers on March 3rd.', 'next', 'offers'],
    ['The renovation found damp in the basement so work has stopped.', 'risks', 'work has stopped'],
    ['The reminder emails went to the wrong customers on Tuesday.', 'risks', 'reminder emails'],
    ['About forty subscribers got charged twice for October.', 'risks', 'charged twice'],
    ['Attendance at the town hall dropped to half.', 'risks', 'town hall'],
    ['The fraud team finished the new seller risk score.', 'progress', 'seller risk score'],
    ["We're repainting the loading bay this weekend.", 'next', 'loading bay'],
    ['The new invoice template ships Thursday.', 'next', 'invoice template'],
    ['The audit report is expected late April.', 'next', 'audit report'],
    ['The old print server gets decommissioned Friday.', 'next', 'print server'],
    ['Tenants keep complaining could facilities offer them a parking refund.', 'ask', 'parking refund'],
    ['Nobody on the team has a tablet, can we buy one.', 'ask', 'buy one'],
    ['The finance director should raise the late invoices with the vendor.', 'ask', 'late invoices'],
    ['Ticket sales for the autumn fair are up.', 'progress', 'autumn fair'],
    ['Members can now book rooms from the app.', 'progress', 'book rooms'],
    ['Donations this winter were our highest ever.', 'progress', 'highest ever'],
    ["The travel budget for spring hasn't been approved.", 'risks', 'travel budget'],
    ['The office wifi drops calls every afternoon.', 'risks', 'drops calls'],
    ['Heavy rain is forecast for the open day.', 'risks', 'heavy rain'],
    ['Could you confirm the mobile release can slip a week.', 'ask', 'mobile release'],
    ['The board requests that the treasurer review the reserves policy.', 'ask', 'reserves policy'],
    ['Pilot customers rated the new dashboard 4.6 out of 5.', 'progress', 'new dashboard'],
    ['Two sponsors are cutting budgets for the spring season.', 'risks', 'cutting budgets'],
    ['The database upgrade broke the nightly export.', 'risks', 'nightly export'],
    ["There's a chance the survey sample is skewed toward power users.", 'risks', 'survey sample'],
  ])('places "%s" in %s', async (said, section, words) => {
    const note = `The new office opened on Monday. ${said} We start the hiring round next month.`
    await expect(entry(note, section)).resolves.toMatch(new RegExp(words, 'i'))
  })
})

describe('given two clauses of two sections joined by a comma, the second opened by its own subject', () => {
  const note =
    'German and French are done for the spring launch, the Spanish catalogue is behind. We start the hiring round next month.'

  it('places each clause in its own section', async () => {
    await expect(entry(note, 'progress')).resolves.toContain('German and French are done')
    await expect(entry(note, 'progress')).resolves.not.toContain('Spanish')
    await expect(entry(note, 'risks')).resolves.toContain('Spanish catalogue is behind')
  })
})

describe('given a plan or a piece of news said before an ask or first', () => {
  it('keeps a plan the speaker puts up for objections in next, not as the problem of the ask after it', async () => {
    const note =
      "The new ranking finished its test and clicks are up. I'm proposing we ship it to a tenth of traffic. Any objections, let me know by Thursday."
    await expect(entry(note, 'next')).resolves.toMatch(/ship it/i)
  })

  it('keeps a plan with a faint word of trouble in next though an ask follows it', async () => {
    const note =
      "The new badges arrived. We're retiring the slow test printer this week. Could facilities approve the new one?"
    await expect(entry(note, 'next')).resolves.toContain('test printer')
    await expect(entry(note, 'risks')).resolves.toBe('')
  })

  it('keeps a plan with no word of trouble in next though an ask follows it', async () => {
    const note =
      "The new invoice layout went out to every customer. We're moving the billing database to the new cluster on Thursday night. Can support warn the largest accounts about the downtime?"
    await expect(entry(note, 'next')).resolves.toContain('billing database')
    await expect(entry(note, 'risks')).resolves.toBe('')
  })

  it('keeps a short opening that says what happened as progress, not only as the TL;DR topic', async () => {
    const note =
      'The launch went well. Support tickets doubled and the queue is backed up. Next week we start the paid plan.'
    await expect(entry(note, 'progress')).resolves.toMatch(/launch went well/i)
  })
})

describe('given run-on speech that opens with its topic and goes straight on to a clause of its own', () => {
  const note =
    'so the choir committee all the winter concert tickets have sold out the piano tuner is still waiting on a ' +
    'replacement part and we need the hall booking confirmed by thursday'

  it('makes the topic the TL;DR headline, not a title glued to the next clause', async () => {
    const output = await quick(note)
    const tldr = output.find((entry) => entry.sectionId === 'tldr')
    expect(tldr?.headline).toBe('Choir committee')
    for (const entry of output) expect(entry.headline).not.toMatch(/committee all/i)
  })

  it('places each clause in its own section: the tickets in Progress, the part in Risks, the booking in Ask', async () => {
    const output = await quick(note)
    const text = (id: string) =>
      output.filter((entry) => entry.sectionId === id).map((e) => `${e.headline} ${e.content}`)
    expect(text('progress').join(' ')).toContain('tickets have sold out')
    expect(text('risks').join(' ')).toContain('replacement part')
    expect(text('ask').join(' ')).toContain('hall booking confirmed')
  })
})

describe('given a note whose topic is also the subject of its status', () => {
  it('does not say the topic again at the start of the TL;DR', async () => {
    const [tldr] = await quick(
      'Quick update on the migration. The migration is on track. We moved the billing tables. The search index might slip.',
    )
    expect(tldr).toMatchObject({ sectionId: 'tldr', headline: 'Migration' })
    expect(tldr!.content).toMatch(/^On track — /)
  })
})

describe('given a status after a pointer to an earlier message, then facts after a colon', () => {
  it('places the facts and keeps only the status for the TL;DR: "Following on from my email, … in good shape: …"', async () => {
    const output = await quick(
      'Following on from my email, the audit prep is in good shape: 42 of 45 controls have evidence uploaded. Fieldwork starts January 9th.',
    )
    expect(output.find((entry) => entry.sectionId === 'progress')?.headline).toBe(
      '42 of 45 controls have evidence uploaded',
    )
    expect(output[0]).toMatchObject({ sectionId: 'tldr', headline: 'Audit prep' })
    expect(JSON.stringify(output)).not.toMatch(/my email/i)
  })
})

describe('given a TL;DR that opens with a name', () => {
  it.each([
    ['Dutch support is live for every customer. The glossary is missing forty terms.', 'Dutch support is live'],
    [
      'Quick note on Lisbon. Lisbon office opened on Monday. The lease costs more than we planned.',
      'Lisbon office opened',
    ],
  ])('keeps its capital in "%s"', async (said, opening) => {
    const [tldr] = await quick(said)
    expect(tldr!.content).toContain(opening)
  })
})

describe('given a typed note written as a list, one fact a line and no full stops', () => {
  it('reads each line as a sentence of its own and places each', async () => {
    const output = await quick(
      'Warehouse\n- new pick carts rolled out to both floors\n- the label printer jams twice a shift\n- stocktake starts 3 March',
    )
    const text = (id: string) =>
      output.filter((entry) => entry.sectionId === id).map((e) => `${e.headline} ${e.content}`)
    expect(text('progress').join(' ')).toContain('pick carts')
    expect(text('risks').join(' ')).toContain('abel printer jams')
    expect(text('next').join(' ')).toContain('tocktake starts')
  })
})

describe('given where things stand said of "we", and a fact after it', () => {
  it('gives the TL;DR the confidence and keeps the fact said after the comma', async () => {
    const output = await quick(
      "TL;DR we're mostly on track. The invoicing rewrite is live. Overall it's going well, refund times dropped to two days.",
    )
    expect(output[0]).toMatchObject({ sectionId: 'tldr', headline: 'Mostly on track' })
    expect(output.map((entry) => `${entry.headline} ${entry.content}`).join(' ')).toContain(
      'efund times dropped to two days',
    )
  })
})

describe('given a topic with an aside in brackets', () => {
  it('names the topic without the aside', async () => {
    const [tldr] = await quick(
      "Quick one from the design guild (apologies, it's been hectic). The icon set shipped. The font licence expires in May.",
    )
    expect(tldr).toMatchObject({ sectionId: 'tldr', headline: 'Design guild' })
  })
})

describe('given a note that there is nothing to flag, then a fact', () => {
  it.each([
    'No blockers or asks, the auditors arrive on the 9th.',
    'No update this week beyond this: the auditors arrive on the 9th.',
  ])('keeps the fact of "%s"', async (said) => {
    const output = await quick(`The ledger import finished. ${said}`)
    expect(output.map((entry) => `${entry.headline} ${entry.content}`).join(' ')).toContain('uditors arrive on the 9th')
  })
})

describe('given an update that says whose it is before what it is about', () => {
  it('keeps who it is from in the TL;DR headline', async () => {
    const [tldr] = await quick(
      'Hi Sam, procurement update for the Lyon site. The forklift lease is signed. The racking quote is late.',
    )
    expect(tldr).toMatchObject({ sectionId: 'tldr', headline: 'Procurement update for the Lyon site' })
  })
})

describe('given good news said as trouble that did not happen', () => {
  it.each([
    'Nobody reported any login problems after the cutover.',
    'The summer sale ran with zero downtime and no failed payments.',
  ])('places it in progress, not risks: "%s"', async (sentence) => {
    const note = `The new booking site went live on Monday. ${sentence} Next week we switch on card payments.`
    await expect(entry(note, 'risks')).resolves.toBe('')
    await expect(entry(note, 'progress')).resolves.toContain(sentence.split(' ').slice(2, 5).join(' '))
  })
})

describe('given a request said without the words the first cues knew', () => {
  it.each([
    ['Ask: the data team to fix the broken revenue dashboard.', 'revenue dashboard'],
    ['Do we delay the launch or ship without the export.', 'delay the launch'],
    ['Can support chase the failed refunds before the audit.', 'failed refunds'],
    ["We'll need someone in legal to read the new lease.", 'someone in legal'],
    ['That needs your sign-off, the supplier is threatening to walk.', 'your sign-off'],
  ])('places it in Ask, not Risks: "%s"', async (sentence, fragment) => {
    const note = `The depot move finished on Friday. ${sentence} Next month we start the night shift.`
    await expect(entry(note, 'ask')).resolves.toContain(fragment)
  })
})

describe('given a plan said in the present simple with its time ahead, or done only once a condition is met', () => {
  it.each([
    ['We move the warehouse team to the new scanners on the 9th.', 'new scanners'],
    ['On Thursday we switch the help centre to the new search.', 'help centre'],
    ['We open the Leeds office once the lease is signed.', 'Leeds office'],
    ['Once approved, we send the contracts the same day.', 'send the contracts'],
    ['The new pricing page launches March 14.', 'pricing page'],
    ['Kicks off Wednesday: the move of the finance team to the new ledger.', 'finance team'],
    ['The store fit-outs are done by Thursday.', 'fit-outs are done'],
    ['The legacy export is retired on the 30th.', 'export is retired'],
  ])('places it in Next, not Progress: "%s"', async (sentence, phrase) => {
    const note = `The spring campaign went out last week. ${sentence}`
    await expect(entry(note, 'next')).resolves.toContain(phrase)
    await expect(entry(note, 'progress')).resolves.not.toContain(phrase)
  })
})

describe('given what was done, with a faint word of trouble, right before an ask', () => {
  it.each([
    ['We found 30 bugs in the beta and we have fixed 26.', 'fixed 26'],
    ['The store rating recovered to 4.6 after the bug fix release.', 'rating recovered'],
  ])('keeps it in Progress: "%s"', async (sentence, phrase) => {
    const note = `The new onboarding flow is live. ${sentence} Could design review the empty states by Friday?`
    await expect(entry(note, 'progress')).resolves.toContain(phrase)
    await expect(entry(note, 'risks')).resolves.not.toContain(phrase)
  })

  it('still calls a denied one the problem: "Two couriers didn\'t turn up last week"', async () => {
    const note = "Two couriers didn't turn up last week so orders went out late. Could ops book a backup courier?"
    await expect(entry(note, 'risks')).resolves.toContain("didn't turn up")
  })
})

describe('given trouble said to have stopped, not to have come or to be fixed', () => {
  it.each([
    ['Zero lost-time injuries at the depot this quarter.', 'lost-time injuries'],
    ['Since the router swap, the tills stopped dropping offline.', 'stopped dropping offline'],
    ['No customer has churned since the price change.', 'No customer has churned'],
    ['The audit found one open port on the build server, which is patched.', 'open port'],
    ['Fire door checks are back on schedule, no overdue high-risk sites.', 'back on schedule'],
  ])('places it in Progress, not Risks: "%s"', async (sentence, phrase) => {
    const note = `The new booking site went live on Monday. ${sentence} Next week we switch on card payments.`
    await expect(entry(note, 'progress')).resolves.toContain(phrase)
    await expect(entry(note, 'risks')).resolves.toBe('')
  })
})

describe('given a request that says when it is wanted', () => {
  it.each([
    ["Next week I'd like the CFO to sit in on one supplier call.", 'CFO'],
    ["I'll need our finance lead on a call with their auditors next week.", 'finance lead'],
  ])('places it in Ask, not Next: "%s"', async (sentence, phrase) => {
    const note = `The warehouse move finished on Friday. ${sentence}`
    await expect(entry(note, 'ask')).resolves.toContain(phrase)
  })
})

describe("given the speaker's own work in the present progressive, with no time", () => {
  it.each([
    ["We're building a conflict screen for the intake team.", 'conflict screen'],
    ["We're expanding the pilot to heart failure patients.", 'heart failure patients'],
  ])('places it in Next, not Risks: "%s"', async (sentence, phrase) => {
    const note = `The clinic pilot went live last month. ${sentence}`
    await expect(entry(note, 'next')).resolves.toContain(phrase)
    await expect(entry(note, 'risks')).resolves.not.toContain(phrase)
  })
})

describe('given trouble said with a verb that usually tells of progress', () => {
  it.each([
    ['The catering budget ran over by about 3k because of the late guests.', 'ran over'],
    ["The launch drew so many visitors that we hit the chat tool's seat cap.", 'seat cap'],
  ])('places it in Risks, not Progress: "%s"', async (sentence, phrase) => {
    const note = `The new intranet went live on Monday. ${sentence} Next month we move the wiki.`
    await expect(entry(note, 'risks')).resolves.toContain(phrase)
    await expect(entry(note, 'progress')).resolves.not.toContain(phrase)
  })
})
