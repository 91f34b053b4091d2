/**
 * The Light / Dark / System choice of this device, kept in localStorage and applied as
 * <html data-sayso-theme>, which sets the color-scheme the --sayso-* light-dark() colours follow.
 * A plain store (get / set / subscribe) so Settings reads it with useSyncExternalStore; other tabs
 * follow through the storage event.
 */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const
export type ThemePreference = (typeof THEME_PREFERENCES)[number]

// @sayso/shared's THEME_BOOT_SCRIPT reads it too, to apply the choice before the first paint.
const KEY = 'sayso-theme'
const listeners = new Set<() => void>()

function read(): ThemePreference {
  try {
    const stored = localStorage.getItem(KEY)
    return (THEME_PREFERENCES as readonly string[]).includes(stored ?? '') ? (stored as ThemePreference) : 'system'
  } catch {
    return 'system'
  }
}

let current: ThemePreference = read()

function apply(): void {
  document.documentElement.dataset.saysoTheme = current
  for (const listener of listeners) listener()
}

export const themePreference = {
  get: (): ThemePreference => current,
  set(next: ThemePreference): void {
    current = next
    try {
      localStorage.setItem(KEY, next)
    } catch {
      // Storage full or blocked: the choice still applies to this page.
    }
    apply()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Applies the stored choice and follows changes made in other tabs; called once at start-up. */
  start(): void {
    apply()
    window.addEventListener('storage', (event) => {
      if (event.key !== KEY) return
      current = read()
      apply()
    })
  },
}
