import { describe, expect, it } from 'vitest'
import { closeSession, MOBILE, newSession, screenshot, waitForOfflineShell } from './support.ts'

describe('given a visitor who is not signed in and has lost the connection', () => {
  it.each([['desktop'], ['phone']] as const)(
    'opens the landing, sign-in and sign-up pages from the cache and says it is offline (%s)',
    async (size) => {
      const session = await newSession(size === 'phone' ? { viewport: MOBILE } : {})
      const { page, context } = session
      await page.goto('/')
      await page.getByRole('heading', { level: 1 }).waitFor()
      await waitForOfflineShell(page)
      await context.setOffline(true)

      const offlineNote = page.getByRole('status').filter({ hasText: "You're offline" })
      for (const [path, ready] of [
        ['/', () => page.getByRole('heading', { level: 1 }).waitFor()],
        ['/login', () => page.getByRole('button', { name: 'Sign In' }).waitFor()],
        ['/signup', () => page.getByRole('button', { name: 'Create Account' }).waitFor()],
      ] as const) {
        await page.goto(path)
        await ready()
        await offlineNote.waitFor()
        await expect(page.getByRole('heading', { name: 'Something went wrong' }).count()).resolves.toBe(0)
      }
      await screenshot(page, 'signed-out-offline')
      // Back online, the note goes.
      await context.setOffline(false)
      await offlineNote.waitFor({ state: 'detached' })
      await closeSession(session)
    },
  )
})
