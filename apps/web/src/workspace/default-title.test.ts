import { QUICK_TEMPLATE, WEEKLY_TEMPLATE } from '@sayso/shared'
import { describe, expect, it } from 'vitest'
import { defaultTitle } from './default-title.ts'

describe('the default title of a new update', () => {
  it('names the template, the long US date and the 12-hour time', () => {
    const at = new Date(2026, 2, 3, 14, 5)
    expect(defaultTitle(WEEKLY_TEMPLATE, at)).toBe('Weekly Update – March 3, 2026 at 2:05 PM')
    expect(defaultTitle(QUICK_TEMPLATE, new Date(2026, 10, 22, 9, 0))).toBe('Quick Update – November 22, 2026 at 9:00 AM')
  })
})
