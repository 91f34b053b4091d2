import { describe, expect, it } from 'vitest'
import { updateHtml, updateMailto, updatePlainText, updateRtf, type ExportableUpdate } from './update-export.ts'

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
    expect(html).toContain('<h3>🎯 Top-level Goal Progress</h3><ul><li><b>Activation up 12%</b> — Checklist shipped.</li></ul>')
    expect(html).toContain('<b>Payments &lt;may&gt; slip</b>')
    expect(html).not.toContain('Key Updates')
  })

  it('as RTF is one ASCII document with bold headlines, braces escaped and emoji as unicode escapes', () => {
    const rtf = updateRtf(update)
    expect(rtf.startsWith('{\\rtf1')).toBe(true)
    expect(rtf.endsWith('}')).toBe(true)
    expect(/^[\x00-\x7f]*$/.test(rtf)).toBe(true)
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
