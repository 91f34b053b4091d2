import { describe, expect, it } from 'vitest'
import { QUICK_TEMPLATE, WEEKLY_TEMPLATE } from './templates.ts'
import { defaultTitle, formatLongDate, titleOrFallback } from './titles.ts'

describe('the default title of a new update', () => {
  it('names the template, the long US date and the 12-hour time', () => {
    const at = new Date(2026, 2, 3, 14, 5)
    expect(defaultTitle(WEEKLY_TEMPLATE, at)).toBe('Weekly Update – March 3, 2026 at 2:05 PM')
    expect(defaultTitle(QUICK_TEMPLATE, new Date(2026, 10, 22, 9, 0))).toBe(
      'Quick Update – November 22, 2026 at 9:00 AM',
    )
  })
})

describe('the long date', () => {
  it('is the US-English month, day and year', () => {
    expect(formatLongDate(new Date(2026, 10, 23, 8, 40))).toBe('November 23, 2026')
  })
})

describe('a blank title', () => {
  it('falls back to the template name; a title keeps its words, trimmed', () => {
    expect(titleOrFallback('  ', 'Weekly Update')).toBe('Weekly Update')
    expect(titleOrFallback(' Launch week ', 'Weekly Update')).toBe('Launch week')
  })
})
