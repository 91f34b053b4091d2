import { describe, expect, it } from 'vitest'
import { MOBILE, closeSession, expectTitle, newSession, screenshot } from './support.ts'

describe('given a visitor on the landing page', () => {
  it('shows the product, its features, how it works and the way in', async () => {
    const session = await newSession()
    const { page } = session
    await page.goto('/')
    await expectTitle(page, 'Sayso')
    await page.getByText('Now in Beta').waitFor()
    for (const heading of ['Save time', 'Gain visibility', 'Communicate with impact', 'Record', 'Process', 'Deliver']) {
      await page.getByRole('heading', { name: heading, exact: true }).waitFor({ state: 'attached' })
    }
    for (const useCase of [
      'Weekly check-ins',
      'Exec summaries',
      'Sprint recaps',
      'Launch updates',
      'Strategy docs',
      'Slack',
      'Slides',
    ]) {
      await page.getByText(useCase, { exact: true }).waitFor({ state: 'attached' })
    }
    await expect(page.locator('figure blockquote').count()).resolves.toBe(3)

    await page.getByRole('banner').getByRole('link', { name: 'Try it now' }).click()
    await page.waitForURL('**/signup')
    await page.getByRole('heading', { name: 'Try it now' }).waitFor()
    await page.goBack()
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click()
    await page.waitForURL('**/login')
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor()
    await closeSession(session)
  })

  it('scrolls smoothly to a section from the header and fades sections in as they appear', async () => {
    const session = await newSession()
    const { page } = session
    await page.goto('/')
    const howItWorks = page.locator('#how-it-works')
    await expect(howItWorks.getAttribute('data-revealed')).resolves.toBeNull()
    await expect(howItWorks.evaluate((element) => getComputedStyle(element).opacity)).resolves.toBe('0')

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'How it works' }).click()
    // Smooth scrolling takes several frames rather than jumping at once.
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).resolves.toBe('smooth')
    await page.waitForFunction(() => {
      const top = document.querySelector('#how-it-works')!.getBoundingClientRect().top
      return Math.abs(top - 68) < 4
    })
    expect(page.url()).toMatch(/#how-it-works$/)
    await page.waitForFunction(() => getComputedStyle(document.querySelector('#how-it-works')!).opacity === '1')
    await closeSession(session)
  })

  it('shows every section at once when reduced motion is preferred', async () => {
    const session = await newSession({ reducedMotion: 'reduce' })
    const { page } = session
    await page.goto('/')
    await page.getByText('Now in Beta').waitFor()
    const opacities = await page
      .locator('[data-reveal]')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity))
    expect(opacities.length).toBeGreaterThanOrEqual(5)
    expect(new Set(opacities)).toEqual(new Set(['1']))
    await closeSession(session)
  })

  it('opens a menu with the same links on a phone', async () => {
    const session = await newSession({ viewport: MOBILE })
    const { page } = session
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' }).isVisible()).resolves.toBe(false)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await menu.getByRole('link', { name: 'Log in' }).waitFor()
    await menu.getByRole('link', { name: 'Try it now' }).waitFor()
    await menu.getByRole('link', { name: 'Features' }).click()
    await menu.waitFor({ state: 'detached' })
    expect(page.url()).toMatch(/#features$/)
    await closeSession(session)
  })

  it('looks right on desktop and phone', async () => {
    for (const viewport of [undefined, MOBILE]) {
      const session = await newSession({ viewport, reducedMotion: 'reduce' })
      await session.page.goto('/')
      await session.page.getByText('Now in Beta').waitFor()
      await screenshot(session.page, 'landing')
      await closeSession(session)
    }
  })
})

describe('given an address the app does not know', () => {
  it('shows Page Not Found with a way home', async () => {
    const session = await newSession()
    const { page } = session
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()
    await expectTitle(page, 'Page Not Found · Sayso')
    await page.getByRole('link', { name: 'Back to home' }).click()
    await page.getByText('Now in Beta').waitFor()
    await closeSession(session)
  })

  it('tells crawlers what to skip in /robots.txt', async () => {
    const session = await newSession()
    const response = await session.context.request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(await response.text()).toMatch(/^User-agent: \*\nDisallow: \/api\//)
    await closeSession(session)
  })
})
