import type { SavedUpdate } from '@sayso/shared'
import { describe, expect, it } from 'vitest'
import { downloadFileName, emailSubject, truncateLines, updateBody, updateDocument } from './update-text.ts'

function savedUpdate(overrides: Partial<SavedUpdate>): SavedUpdate {
  return {
    id: '5b0f2d0e-8a51-4c1f-9a7e-2b3c4d5e6f70',
    title: 'Weekly Update – March 3',
    templateName: 'Weekly Update',
    content: '[]',
    updateType: 'weekly',
    createdAt: '2026-03-03T10:00:00.000Z',
    updatedAt: '2026-03-03T10:00:00.000Z',
    ...overrides,
  }
}

describe('the body of a saved update', () => {
  it('lists entries under their sections in template order', () => {
    const content = JSON.stringify([
      { sectionId: 'risks-blockers_1', headline: 'Migration may slip', content: 'Ask: one engineer.' },
      { sectionId: 'goal-progress_1', headline: 'Activation up 12%', content: 'Checklist shipped.' },
      { sectionId: 'goal-progress_2', headline: 'Churn down 2%', content: '' },
    ])
    expect(updateBody(savedUpdate({ content }))).toEqual({
      status: 'ok',
      sectionCount: 3,
      text: [
        '🎯 Top-level Goal Progress',
        '• Activation up 12% — Checklist shipped.',
        '• Churn down 2%',
        '',
        '⚠️ Risks, Blockers, or Help Needed',
        '• Migration may slip — Ask: one engineer.',
      ].join('\n'),
    })
  })

  it('puts sections the template does not know last, under a bullet', () => {
    const content = JSON.stringify([
      { sectionId: 'draft', sectionName: 'Draft Content', headline: 'In Progress', content: 'Notes' },
      { sectionId: 'tldr', headline: 'On track', content: 'Ships Friday.' },
    ])
    expect(updateBody(savedUpdate({ content, updateType: 'quick' })).text).toBe(
      '⚡ TL;DR\n• On track — Ships Friday.\n\n• Draft Content\n• In Progress — Notes',
    )
  })

  it('says when there is no content, or when the content cannot be read, with a count of 0', () => {
    expect(updateBody(savedUpdate({ content: '[]' }))).toMatchObject({ status: 'empty', sectionCount: 0 })
    expect(updateBody(savedUpdate({ content: '{not json' }))).toMatchObject({ status: 'unparseable', sectionCount: 0 })
    expect(updateBody(savedUpdate({ content: '{"a":1}' }))).toMatchObject({ status: 'unparseable', sectionCount: 0 })
  })

  it('is what copy, download and e-mail carry, after the title', () => {
    const content = JSON.stringify([{ sectionId: 'next', headline: 'Beta on May 1', content: '' }])
    expect(updateDocument(savedUpdate({ title: 'Quick one', content, updateType: 'quick' }))).toBe(
      "Quick one\n\n⏭️ What's Next\n• Beta on May 1\n",
    )
  })
})

describe('the preview', () => {
  it('keeps text that fits and cuts longer text with ...', () => {
    expect(truncateLines('a\nb\nc', 3)).toBe('a\nb\nc')
    expect(truncateLines('a\nb\nc\nd', 3)).toBe('a\nb\nc\n...')
  })
})

describe('the download file name', () => {
  it('is the title lower-cased with every non-alphanumeric character replaced by _', () => {
    expect(downloadFileName('Weekly Update – March 3, 2026!')).toBe('weekly_update___march_3__2026_.txt')
  })
})

describe('the e-mail subject', () => {
  it('is the template name and the date, Quick Update for quick ones, else Product Update', () => {
    expect(emailSubject(savedUpdate({}))).toBe('Weekly Update - March 3, 2026')
    expect(emailSubject(savedUpdate({ updateType: 'quick', templateName: 'Quick Update' }))).toBe('Quick Update - March 3, 2026')
    expect(emailSubject(savedUpdate({ templateName: '' }))).toBe('Product Update')
  })
})
