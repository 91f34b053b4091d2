import { describe, expect, it } from 'vitest'
import { writtenSentences } from './clean-speech.ts'

describe('writtenSentences', () => {
  it.each([
    ['um so we shipped it', ['We shipped it.']],
    ['Uh, the launch is, you know, on Friday.', ['The launch is on Friday.']],
    ["It's, like, really slow.", ["It's really slow."]],
    ['we have like twenty customers on it', ['We have about 20 customers on it.']],
    // "like" after its subject is the verb, and "like" that opens speech after "so" is a filler.
    ["I'd like two more weeks", ["I'd like two more weeks."]],
    // … with adverbs between the subject and "like".
    ["I'd really like one more backend engineer", ["I'd really like one more backend engineer."]],
    ["we'd still like two more designers", ["We'd still like two more designers."]],
    ['I would really like one more sprint', ['I would really like one more sprint.']],
    ['we really like three of the candidates', ['We really like three of the candidates.']],
    ['we hired like three people', ['We hired about three people.']],
    ['so like the new tool is out', ['The new tool is out.']],
    ['we we shipped the the new flow', ['We shipped the new flow.']],
    ['then we roll out online check-in in february', ['Then we roll out online check-in in February.']],
    [
      'Just so you know, the hiring freeze means the team stays at three.',
      ['The hiring freeze means the team stays at three.'],
    ],
    ['We were going to — we decided to cut it.', ['We decided to cut it.']],
    ['Okay. Mobile performance.', ['Mobile performance.']],
    ['i think the sso and api work is done', ['I think the SSO and API work is done.']],
    ['could you approve it by friday', ['Could you approve it by Friday?']],
    ['Um, uh… so, you know.', []],
    ['No asks, just letting you know.', ['No asks, just letting you know.']],
    ['Okay… uh… we shipped it… finally.', ['We shipped it… finally.']],
  ])('writes "%s" as %j', (spoken, written) => {
    expect(writtenSentences(spoken)).toEqual(written)
  })

  it('opens the next clause with a "then" that ended one in run-on speech, not leaving "… and then."', () => {
    expect(
      writtenSentences(
        'the beta testers are happy with the new search we are fixing the ranking bugs this week and then we roll it out to every customer',
      ).slice(-2),
    ).toEqual(['We are fixing the ranking bugs this week.', 'Then we roll it out to every customer.'])
  })

  it('never ends a sentence on a word that needs what follows: "uptime across | the network" stays whole', () => {
    const sentences = writtenSentences(
      "we're at two hundred and ten total uptime across the network is ninety seven point five the payment terminals on the old sites keep failing",
    )
    expect(sentences.some((sentence) => /\b(?:across|the|only|of|to)\.$/i.test(sentence))).toBe(false)
    expect(sentences.join(' ')).toContain('uptime across the network')
  })

  it('keeps a question put to someone whole: its object, and the clause a verb of saying takes', () => {
    expect(
      writtenSentences(
        'the bonus pot is twenty percent over could the cfo confirm we pay in full the bonuses go out in march',
      ),
    ).toContain('Could the cfo confirm we pay in full?')
    expect(
      writtenSentences(
        "their procurement needs us on the vendor list and that takes three months can legal start the vendor onboarding now and i'm sending them the proposal friday",
      ),
    ).toContain('Can legal start the vendor onboarding now?')
  })

  it('keeps "like" and "you know" where they carry meaning', () => {
    expect(writtenSentences('Customers like the new flow and I will let you know by Monday.')).toEqual([
      'Customers like the new flow and I will let you know by Monday.',
    ])
  })

  it('opens a clause at a subject with its verb contracted after a word that was a particle, not a preposition', () => {
    expect(
      writtenSentences(
        "the new billing export ran all week and the finance team says about a tenth of customers still have it turned on I'd like support to send them a reminder",
      ).at(-1),
    ).toBe("I'd like support to send them a reminder.")
  })

  it('opens a clause at a contracted subject after "and" in unpunctuated speech, leaving the "and" out', () => {
    expect(
      writtenSentences(
        "the new pricing page is live in three countries could finance approve the budget for the next two markets and we'll start the rollout in april",
      ).at(-1),
    ).toBe("We'll start the rollout in April.")
  })

  it('splits unpunctuated speech recognition output where clauses start', () => {
    expect(
      writtenSentences(
        'we shipped the new onboarding flow on tuesday and activation is up twelve percent the risk is the data team is blocked on the warehouse migration i need a decision by friday next week we start the beta',
      ),
    ).toEqual([
      'We shipped the new onboarding flow on Tuesday and activation is up 12%.',
      'The risk is the data team is blocked on the warehouse migration.',
      'I need a decision by Friday.',
      'Next week we start the beta.',
    ])
  })
})

describe('given raw speech where a plan follows a noun', () => {
  it('starts the plan at "next we", not at the noun before it', () => {
    expect(
      writtenSentences(
        'we need the pricing committee to decide whether to keep the discount next we will run the same test in europe',
      ),
    ).toEqual([
      'We need the pricing committee to decide whether to keep the discount.',
      'Next we will run the same test in europe.',
    ])
  })
})

describe('given raw speech where a clause is what someone is sure of', () => {
  it('keeps "not sure the traffic will last" in one sentence, apart from what was shipped', () => {
    expect(
      writtenSentences(
        'we shipped the referral widget on the thank you page last week and honestly we are not sure the traffic from it will last past the launch',
      ),
    ).toEqual([
      'We shipped the referral widget on the thank you page last week.',
      'We are not sure the traffic from it will last past the launch.',
    ])
  })
})

describe('given a number said twice', () => {
  it('keeps both words: "twenty twenty" is a year, not a stutter', () => {
    expect(writtenSentences('the kiosks cannot read cards from before twenty twenty')[0]).not.toMatch(/\b20\b(?!\d)/)
    expect(writtenSentences('we we shipped it')).toEqual(['We shipped it.'])
  })
})

describe('given raw speech that asks someone with no word list naming them', () => {
  it('writes the question with its question mark', () => {
    expect(
      writtenSentences(
        'the phishing test still caught one in five people and most of the misses were in sales can the sales director make the follow up training mandatory',
      ),
    ).toContain('Can the sales director make the follow up training mandatory?')
  })
})

describe('given raw speech where "next week" ends a clause before a "but"', () => {
  it('keeps the time with the plan it dates, not as the opening of the trouble after it', () => {
    const said =
      'we signed off the test plan for all four stores and the pilot starts in the flagship store next week but the card readers in two stores keep dropping the connection'
    const sentences = writtenSentences(said)
    expect(sentences.find((sentence) => /pilot starts/.test(sentence))).toMatch(/flagship store next week/)
    expect(sentences.filter((sentence) => /^next week but/i.test(sentence))).toEqual([])
  })
})

describe('given raw speech that joins its facts with "and", "so" and "and next"', () => {
  it('gives each fact its own sentence, without the joining words', () => {
    expect(
      writtenSentences(
        'remote operation of crane four is live and moves per hour are about the same the union wants a formal agreement before we do more than three cranes so I would like HR to open that negotiation now and next we convert cranes five and six in February',
      ),
    ).toEqual([
      'Remote operation of crane four is live and moves per hour are about the same.',
      'The union wants a formal agreement before we do more than three cranes.',
      'I would like HR to open that negotiation now.',
      'Next we convert cranes five and six in February.',
    ])
  })
})

describe('given raw speech where a verb after "to" takes "the" as its object', () => {
  it('keeps the object with its verb: "… someone from finance to rerun the model …"', () => {
    expect(
      writtenSentences(
        "we've got six hundred thousand members active in the app and they're going to ask why I'd like someone from finance to rerun the model with the new redemption rates we're launching the partner rewards in February",
      ),
    ).toContain("I'd like someone from finance to rerun the model with the new redemption rates.")
  })
})

describe('given raw speech where the speaker comments on a fact before the next one', () => {
  it('ends the clause after the comment: "… within 2% which is great | the BIM model …"', () => {
    expect(
      writtenSentences(
        "the earthworks quantities match the surveyor's within two percent which is great the BIM model for the hospital job is out of date though because the design team sends changes by email",
      ),
    ).toEqual([
      "The earthworks quantities match the surveyor's within 2% which is great.",
      'The BIM model for the hospital job is out of date though because the design team sends changes by email.',
    ])
  })

  it('ends the clause after a time, before a short subject and its verb: "… this week | CO2 supply is a worry"', () => {
    expect(
      writtenSentences(
        'the new canning line is running at full speed now and we had no line stops this week CO2 supply is a worry again because the plant is going down for maintenance',
      ),
    ).toContain('CO2 supply is a worry again because the plant is going down for maintenance.')
  })
})

describe('given raw speech where a short clause with its own subject follows a request', () => {
  it('keeps it apart from the request, and "next week" before "with" in its clause', () => {
    expect(
      writtenSentences(
        'could every director send a reminder to their teams the survey closes on Friday and we will share the results next week with everyone',
      ),
    ).toEqual([
      'Could every director send a reminder to their teams?',
      'The survey closes on Friday.',
      'We will share the results next week with everyone.',
    ])
  })
})
