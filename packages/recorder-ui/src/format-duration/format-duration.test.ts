import { describe, expect, it } from 'vitest'
import { formatDuration } from './format-duration.js'

describe('formatDuration', () => {
  it('pads seconds under ten', () => {
    expect(formatDuration(5)).toBe('0:05')
  })

  it('rolls whole minutes over', () => {
    expect(formatDuration(65)).toBe('1:05')
    expect(formatDuration(600)).toBe('10:00')
  })

  it('keeps counting minutes past an hour', () => {
    expect(formatDuration(3725)).toBe('62:05')
  })

  it('drops fractions of a second', () => {
    expect(formatDuration(59.9)).toBe('0:59')
  })

  it('shows 0:00 for negative or non-finite input', () => {
    expect(formatDuration(-3)).toBe('0:00')
    expect(formatDuration(Number.NaN)).toBe('0:00')
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00')
  })
})
