import { describe, expect, it } from 'vitest'
import { isAppRoute } from './app-routes.ts'

describe('isAppRoute', () => {
  it.each([
    '/',
    '/login',
    '/signup',
    '/settings/',
    '/recent-updates',
    '/select-update-type',
    '/app',
    '/weekly-update',
    '/quick-update/0190a3f2-7c1e-7d2a-9b3c-4d5e6f708192',
  ])('knows %s', (path) => expect(isAppRoute(path)).toBe(true))

  it.each(['/no/such/page', '/settingsx', '/app/a/b', '/api', '/robots', '//', '/LOGIN'])(
    'does not know %s',
    (path) => {
      expect(isAppRoute(path)).toBe(false)
    },
  )
})
