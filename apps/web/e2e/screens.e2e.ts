import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import {
  DESKTOP,
  MOBILE,
  closeSession,
  connectBrowser,
  newAccount,
  newSession,
  registerThroughApi,
  screenshot,
} from './support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(async () => {
  await browser.close()
})

// The screens other files do not already picture at both sizes, for people to look at (test-results/).
describe.each([
  ['desktop', DESKTOP],
  ['phone', MOBILE],
])('given a %s screen', (_name, viewport) => {
  it('renders the sign-in, sign-up and not-found screens', async () => {
    const session = await newSession(browser, { viewport, reducedMotion: 'reduce' })
    const { page } = session
    for (const [path, heading, name] of [
      ['/login', 'Welcome back', 'login'],
      ['/signup', 'Try it now', 'signup'],
      ['/no/such/page', 'Page Not Found', 'not-found'],
    ] as const) {
      await page.goto(path)
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
      await screenshot(page, name)
    }
    await closeSession(session)
  })

  it('renders both workspaces', async () => {
    const session = await newSession(browser, { viewport, reducedMotion: 'reduce' })
    const { page, context } = session
    await registerThroughApi(context, newAccount())
    for (const [path, heading, name] of [
      ['/app', 'Weekly Update', 'weekly-workspace'],
      ['/quick-update', 'Quick Update', 'quick-workspace'],
    ] as const) {
      await page.goto(path)
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
      await screenshot(page, name)
    }
    await closeSession(session)
  })
})
