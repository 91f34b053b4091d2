import { describe, expect, it } from 'vitest'
import {
  QUICK_TEMPLATE,
  WEEKLY_TEMPLATE,
  findSection,
  findTemplate,
  sectionBaseId,
  splitPlaceholder,
  templateForType,
} from './templates.ts'

describe('the weekly template', () => {
  it('has the six sections of SPEC §3, in order', () => {
    expect(WEEKLY_TEMPLATE.sections.map((section) => [section.id, section.name])).toEqual([
      ['goal-progress', 'Top-level Goal Progress'],
      ['key-updates', 'Key Updates & Decisions Made'],
      ['other-highlights', 'Other Updates and Highlights'],
      ['risks-blockers', 'Risks, Blockers, or Help Needed'],
      ['horizon', 'On the Horizon'],
      ['feel-goods', 'Feel Goods'],
    ])
  })

  it('asks each section for a headline with a metric, and risks for a clear ask', () => {
    for (const section of WEEKLY_TEMPLATE.sections) {
      expect(splitPlaceholder(section.placeholder).lead).toBe('Headline with a metric')
    }
    expect(findSection(WEEKLY_TEMPLATE, 'risks-blockers')!.placeholder).toMatch(/clear ask/)
  })
})

describe('the quick template', () => {
  it('has the five sections of SPEC §3 with Ask and risks optional', () => {
    expect(QUICK_TEMPLATE.sections.map((section) => [section.id, section.name, section.optional ?? false])).toEqual([
      ['tldr', 'TL;DR', false],
      ['ask', 'Ask', true],
      ['progress', 'Key Progress', false],
      ['risks', 'What Could Derail Us', true],
      ['next', "What's Next", false],
    ])
    for (const section of QUICK_TEMPLATE.sections) expect(section.emoji).not.toBe('')
  })
})

describe('finding templates and sections', () => {
  it('finds a template by id, by name and by update type', () => {
    expect(findTemplate('quick-update')).toBe(QUICK_TEMPLATE)
    expect(findTemplate('Weekly Update')).toBe(WEEKLY_TEMPLATE)
    expect(findTemplate('Monthly')).toBeUndefined()
    expect(templateForType('quick')).toBe(QUICK_TEMPLATE)
  })

  it('maps a weekly entry id with its suffix to the template section', () => {
    expect(sectionBaseId('key-updates_1')).toBe('key-updates')
    expect(sectionBaseId('tldr')).toBe('tldr')
    expect(findSection(WEEKLY_TEMPLATE, 'horizon_12')?.name).toBe('On the Horizon')
    expect(findSection(WEEKLY_TEMPLATE, 'nope_1')).toBeUndefined()
  })
})

describe('splitting a placeholder', () => {
  it("splits at the first ' – ' into lead and rest", () => {
    expect(splitPlaceholder('Lead – rest – more')).toEqual({ lead: 'Lead', rest: 'rest – more' })
    expect(splitPlaceholder('No separator')).toEqual({ lead: 'No separator', rest: '' })
  })
})
