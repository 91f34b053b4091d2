import type { SavedUpdate } from '@sayso/shared'
import { describe, expect, it } from 'vitest'
import {
  downloadFileName,
  emailSubject,
  exportableFromSaved,
  truncateLines,
  updateBody,
  updateHtml,
  updateMailto,
  updatePlainText,
  updateRtf,
  type ExportableUpdate,
} from './update-export.ts'

const update: ExportableUpdate = {
  title: 'Weekly Update – March 3, 2026 at 2:05 PM',
  templateName: 'Weekly Update',
  updateType: 'weekly',
  createdAt: new Date(2026, 2, 3, 14, 5).toISOString(),
  entries: [
    { sectionId: 'risks-blockers_1', headline: 'Payments <may> slip', content: 'Need one {engineer}.' },
    { sectionId: 'goal-progress_1', headline: 'Activation up 12%', content: 'Checklist shipped.' },
  ],
}

describe('an exported weekly update', () => {
  it('as plain text has the title and only the sections with entries, in template order', () => {
    expect(updatePlainText(update)).toBe(
      [
        'Weekly Update – March 3, 2026 at 2:05 PM',
        '',
        '🎯 Top-level Goal Progress',
        '• Activation up 12% — Checklist shipped.',
        '',
        '⚠️ Risks, Blockers, or Help Needed',
        '• Payments <may> slip — Need one {engineer}.',
        '',
      ].join('\n'),
    )
  })

  it('as HTML has bold headlines and escaped text', () => {
    const html = updateHtml(update)
    expect(html).toContain(
      '<h3>🎯 Top-level Goal Progress</h3><ul><li><b>Activation up 12%</b> — Checklist shipped.</li></ul>',
    )
    expect(html).toContain('<b>Payments &lt;may&gt; slip</b>')
    expect(html).not.toContain('Key Updates')
  })

  it('as RTF is one ASCII document with bold headlines, braces escaped and emoji as unicode escapes', () => {
    const rtf = updateRtf(update)
    expect(rtf.startsWith('{\\rtf1')).toBe(true)
    expect(rtf.endsWith('}')).toBe(true)
    expect([...rtf].every((character) => character.charCodeAt(0) < 0x80)).toBe(true)
    expect(rtf).toContain('\\b Activation up 12%\\b0 \\u8212? Checklist shipped.')
    expect(rtf).toContain('Need one \\{engineer\\}.')
    // 🎯 is the surrogate pair D83C DFAF, written as signed 16-bit values.
    expect(rtf).toContain('\\u-10180?\\u-8273? Top-level Goal Progress')
  })

  it('as e-mail carries the template name and date in the subject and the plain text as body', () => {
    const mailto = new URL(updateMailto(update))
    expect(mailto.searchParams.get('subject')).toBe('Weekly Update - March 3, 2026')
    expect(mailto.searchParams.get('body')).toBe(updatePlainText(update))
  })
})

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
      openItems: 1,
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
    const saved = exportableFromSaved(savedUpdate({ title: 'Quick one', content, updateType: 'quick' }))
    expect(updatePlainText(saved)).toBe("Quick one\n\n⏭️ What's Next\n• Beta on May 1\n")
    expect(updateHtml(saved)).toBe("<h2>Quick one</h2><h3>⏭️ What's Next</h3><ul><li><b>Beta on May 1</b></li></ul>")
  })

  it('exports the title alone when its content cannot be read', () => {
    expect(updatePlainText(exportableFromSaved(savedUpdate({ title: 'Broken', content: '{not json' })))).toBe(
      'Broken\n',
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
    expect(emailSubject(savedUpdate({ updateType: 'quick', templateName: 'Quick Update' }))).toBe(
      'Quick Update - March 3, 2026',
    )
    expect(emailSubject(savedUpdate({ templateName: '' }))).toBe('Product Update')
  })
})

describe('given a weekly update with carried, resolved and dropped items (issue 17)', () => {
  const tracked: ExportableUpdate = {
    ...update,
    entries: [
      {
        sectionId: 'risks-blockers_1',
        headline: 'Vendor API late',
        content: 'Could slip two weeks.',
        status: 'open',
        carriedFrom: 'Weekly Update – February 24, 2026 at 9:00 AM',
        openSince: 2,
      },
      {
        sectionId: 'risks-blockers_2',
        headline: 'Hiring freeze',
        content: 'No hires.',
        status: 'resolved',
        resolution: 'Two offers approved',
      },
      { sectionId: 'risks-blockers_3', headline: 'Old idea', content: 'Gone.', status: 'dropped' },
    ],
  }

  it('copies open carried items like any entry, resolved ones under a short line, and leaves dropped ones out', () => {
    expect(updatePlainText(tracked)).toBe(
      [
        'Weekly Update – March 3, 2026 at 2:05 PM',
        '',
        '⚠️ Risks, Blockers, or Help Needed',
        '• Vendor API late — Could slip two weeks.',
        '',
        '☑️ Resolved since last update',
        '• Hiring freeze — Two offers approved',
        '',
      ].join('\n'),
    )
    expect(updateRtf(tracked)).toContain('Resolved since last update')
    expect(updateHtml(tracked)).not.toContain('Old idea')
  })

  it('counts its open items for Recent Updates', () => {
    expect(updateBody(savedUpdate({ content: JSON.stringify(tracked.entries) }))).toMatchObject({ openItems: 1 })
  })
})
