import { afterEach, describe, expect, it } from 'vitest'
import { themePreference } from './theme-preference.ts'

describe('theme preference', () => {
  afterEach(() => themePreference.set('system'))

  it('follows the system until the user chooses', () => {
    localStorage.clear()
    themePreference.start()
    expect(themePreference.get()).toBe('system')
    expect(document.documentElement.dataset.saysoTheme).toBe('system')
  })

  it('applies and keeps a choice, and tells subscribers', () => {
    const seen: string[] = []
    const stop = themePreference.subscribe(() => seen.push(themePreference.get()))
    themePreference.set('dark')
    stop()
    expect(document.documentElement.dataset.saysoTheme).toBe('dark')
    expect(localStorage.getItem('sayso-theme')).toBe('dark')
    expect(seen).toEqual(['dark'])
  })

  it('follows a choice made in another tab', () => {
    themePreference.start()
    localStorage.setItem('sayso-theme', 'light')
    window.dispatchEvent(new StorageEvent('storage', { key: 'sayso-theme' }))
    expect(themePreference.get()).toBe('light')
    expect(document.documentElement.dataset.saysoTheme).toBe('light')
  })
})
