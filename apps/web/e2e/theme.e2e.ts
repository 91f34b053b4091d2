import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  MOBILE,
  closeSession,
  contrastViolations,
  createUpdateThroughApi,
  newAccount,
  newSession,
  registerThroughApi,
  screenshot,
  signedUpSession,
} from './support.ts'

const LIGHT_PAGE = 'rgb(249, 250, 251)'
const DARK_PAGE = 'rgb(17, 24, 39)'

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

describe('given the system colour scheme', () => {
  it.each([
    ['light', LIGHT_PAGE],
    ['dark', DARK_PAGE],
  ] as const)('the landing page follows a %s system', async (scheme, background) => {
    const session = await newSession({ colorScheme: scheme })
    await session.page.goto('/')
    await session.page.getByRole('heading', { level: 1 }).waitFor()
    expect(await pageBackground(session.page)).toBe(background)
    await closeSession(session)
  })
})

describe('given the prerendered landing page', () => {
  it.each([
    ['a dark system', 'dark', null, DARK_PAGE],
    ['Dark chosen on a light system', 'light', 'dark', DARK_PAGE],
    ['Light chosen on a dark system', 'dark', 'light', LIGHT_PAGE],
  ] as const)('paints in the theme of %s before any of the app runs', async (_, scheme, chosen, background) => {
    const session = await newSession({ colorScheme: scheme })
    const { page, context } = session
    if (chosen) await context.addInitScript((value) => localStorage.setItem('sayso-theme', value), chosen)
    // The app never starts: what paints is the HTML, its stylesheet and theme-boot.js alone.
    await page.route(/\/assets\/.*\.js$|\/landing-boot\.js$/, (route) => route.abort())
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await pageBackground(page)).toBe(background)
    await closeSession(session)
  })
})

describe('given a choice in Settings', () => {
  it('Dark and Light override the system and stay after a reload; System follows it again', async () => {
    const session = await signedUpSession({ colorScheme: 'light' })
    const { page } = session
    await page.goto('/settings')
    const appearance = page.getByRole('region', { name: 'Appearance' })
    await expect(appearance.getByRole('radio', { name: 'System' }).isChecked()).resolves.toBe(true)

    await appearance.getByRole('radio', { name: 'Dark' }).check()
    await page.waitForFunction((dark) => getComputedStyle(document.body).backgroundColor === dark, DARK_PAGE)
    await page.reload()
    await page.getByRole('region', { name: 'Appearance' }).waitFor()
    expect(await pageBackground(page)).toBe(DARK_PAGE)
    await expect(page.getByRole('radio', { name: 'Dark' }).isChecked()).resolves.toBe(true)

    await page.emulateMedia({ colorScheme: 'dark' })
    await page.getByRole('radio', { name: 'Light' }).check()
    expect(await pageBackground(page)).toBe(LIGHT_PAGE)
    await page.getByRole('radio', { name: 'System' }).check()
    expect(await pageBackground(page)).toBe(DARK_PAGE)
    await closeSession(session)
  })
})

describe('given either theme', () => {
  // One test per theme and screen size: each visits seven screens.
  it.each([
    ['light', 'desktop'],
    ['light', 'phone'],
    ['dark', 'desktop'],
    ['dark', 'phone'],
  ] as const)('every screen keeps text at 4.5:1 or more in %s on a %s', async (scheme, size) => {
    const viewport = size === 'phone' ? MOBILE : undefined
    const session = await newSession({ colorScheme: scheme, viewport, reducedMotion: 'reduce' })
    const { page, context } = session
    const found: string[] = []
    const check = async (path: string, ready: () => Promise<unknown>, name: string) => {
      await page.goto(path)
      await ready()
      found.push(...(await contrastViolations(page)).map((problem) => `${path} (${scheme}): ${problem}`))
      await screenshot(page, `${name}-${scheme}`)
    }
    await check('/', () => page.getByRole('heading', { level: 1 }).waitFor(), 'theme-landing')
    await check('/login', () => page.getByRole('button', { name: 'Sign In' }).waitFor(), 'theme-login')
    await check('/signup', () => page.getByRole('button', { name: 'Create Account' }).waitFor(), 'theme-signup')
    await registerThroughApi(context, newAccount())
    await createUpdateThroughApi(context, {
      title: 'Weekly Update – checkout',
      updateType: 'weekly',
      entries: [
        {
          sectionId: 'key-updates_1',
          sectionName: 'Key Updates & Decisions Made',
          headline: 'Checkout shipped',
          content: 'Conversion up 4%.',
        },
      ],
    })
    await check(
      '/recent-updates',
      () => page.getByText('Weekly Update – checkout').first().waitFor(),
      'theme-recent-updates',
    )
    await check('/settings', () => page.getByRole('region', { name: 'Danger Zone' }).waitFor(), 'theme-settings')
    await check('/select-update-type', () => page.getByRole('heading', { level: 1 }).waitFor(), 'theme-chooser')
    await check('/app', () => page.getByRole('heading', { level: 1 }).waitFor(), 'theme-weekly')
    expect(found).toEqual([])
    await closeSession(session)
  })
})
