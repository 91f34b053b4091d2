import { describe, expect, it } from 'vitest'
import { cutBetweenSections } from './cut-between-sections.ts'
import { MODEL_OVERRULE } from './place-sentence.ts'
import { storedPlacementModel } from './placement-model.ts'
import { storedBoundaryModel } from './sentence-boundaries.ts'

const cut = (sentence: string) =>
  cutBetweenSections(sentence, storedPlacementModel, storedBoundaryModel, MODEL_OVERRULE)

describe('given a sentence that joins a fact of one section to a fact of another', () => {
  it('cuts at the comma before a clause of its own: "The bug backlog is down to 40, and the next release …"', () => {
    expect(cut('The bug backlog is down to 40, and the next release is the twelfth.')).toEqual([
      'The bug backlog is down to 40.',
      'The next release is the twelfth.',
    ])
  })

  it('cuts at "so" before a clause with its own subject: the trouble, then what is asked', () => {
    expect(
      cut('The server room aircon failed again last night so I need facilities to get the engineer in today.'),
    ).toEqual(['The server room aircon failed again last night.', 'I need facilities to get the engineer in today.'])
  })

  it('cuts a comma splice: "Release candidate is cut, we ship Thursday"', () => {
    expect(cut('Release candidate is cut, we ship Thursday.')).toEqual([
      'Release candidate is cut.',
      'We ship Thursday.',
    ])
  })

  it('cuts unpunctuated speech where a subject with its verb in one word opens a clause', () => {
    expect(cut("We've already fixed it it's in staging it goes to production tomorrow.")).toEqual([
      "We've already fixed it.",
      "It's in staging it goes to production tomorrow.",
    ])
  })
})

describe('given a sentence whose sides would not both read as entries', () => {
  it('keeps a verb and its subject together: "… passed on desktop and failed on mobile"', () => {
    const sentence =
      'The accessibility audit passed on desktop and failed on mobile, mostly because of small tap targets.'
    expect(cut(sentence)).toEqual([sentence])
  })

  it('keeps a condition with the clause it leans on', () => {
    const sentence = "If we don't get 200 more volunteers by next week, we'll have to cut the mile 20 station."
    expect(cut(sentence)).toEqual([sentence])
  })

  it('keeps a reason with its clause: "… because structured logs are bigger"', () => {
    const sentence = 'Log costs will rise about 20% because structured logs are bigger.'
    expect(cut(sentence)).toEqual([sentence])
  })

  it('does not cut inside a phrase the boundary model alone would part: "… because the HR | wiki page …"', () => {
    const sentence =
      'It gave a wrong answer about the parental leave policy twice because the HR wiki page is outdated.'
    expect(cut(sentence)).toEqual([sentence])
  })

  it('does not cut after a colon that announces what follows', () => {
    const sentence = 'I need two things from legal: the new terms of service reviewed, and an opinion on the AI clause.'
    expect(cut(sentence)).toEqual([sentence])
  })
})

describe('given no placement model', () => {
  it('leaves every sentence whole', () => {
    const sentence = 'The bug backlog is down to 40, and the next release is the twelfth.'
    expect(cutBetweenSections(sentence, null, storedBoundaryModel, MODEL_OVERRULE)).toEqual([sentence])
  })
})
