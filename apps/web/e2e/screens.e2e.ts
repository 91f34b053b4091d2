import { describe, it } from 'vitest'
import { DESKTOP, MOBILE, closeSession, newSession, screenshot, signedUpSession } from './support.ts'

// The screens other files do not already picture at both sizes, for people to look at (test-results/).
describe.each([
  ['desktop', DESKTOP],
  ['phone', MOBILE],
])('given a %s screen', (_name, viewport) => {
  it('renders the sign-in, sign-up and not-found screens', async () => {
    const session = await newSession({ viewport, reducedMotion: 'reduce' })
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
    const session = await signedUpSession({ viewport, reducedMotion: 'reduce' })
    const { page } = session
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
