import { describe, expect, it } from 'vitest'
import {
  MOBILE,
  closeSession,
  expectToast,
  newAccount,
  newSession,
  registerThroughApi,
  screenshot,
  toastRegion,
  signedUpSession,
} from './support.ts'

describe('given a signed-in user on a desktop', () => {
  it('navigates with the sidebar, which shows who is signed in', async () => {
    const session = await newSession()
    const { page, context } = session
    const account = newAccount('jordan Lee')
    await registerThroughApi(context, account)
    await page.goto('/recent-updates')
    const sidebar = page.getByRole('complementary')
    await sidebar.getByText('Sayso').waitFor()
    await sidebar.getByText('J', { exact: true }).waitFor()
    await sidebar.getByText('jordan Lee', { exact: true }).waitFor()
    await sidebar.getByText(account.email).waitFor()

    await sidebar.getByRole('link', { name: 'Settings' }).click()
    await page.waitForURL('**/settings')
    await expect(sidebar.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).resolves.toBe('page')
    await sidebar.getByRole('link', { name: 'New Update' }).click()
    await page.waitForURL('**/select-update-type')
    await sidebar.getByRole('link', { name: 'Recent Updates' }).click()
    await page.waitForURL('**/recent-updates')
    await closeSession(session)
  })
})

describe('given a signed-in user on a phone (390 × 844)', () => {
  it('navigates with the side sheet, which closes on each link, and signs out from it', async () => {
    const session = await newSession({ viewport: MOBILE })
    const { page, context } = session
    const account = newAccount('Avery Product')
    await registerThroughApi(context, account)
    await page.goto('/select-update-type')
    await expect(page.getByRole('complementary').isVisible()).resolves.toBe(false)

    const sheet = page.getByRole('dialog', { name: 'Navigation' })
    for (const [link, path] of [
      ['Recent Updates', '/recent-updates'],
      ['Settings', '/settings'],
      ['Create Update', '/select-update-type'],
    ] as const) {
      await page.getByRole('button', { name: 'Open navigation' }).click()
      await sheet.getByText(account.email).waitFor()
      await sheet.getByText('Avery Product', { exact: true }).waitFor()
      await sheet.getByText('A', { exact: true }).waitFor()
      if (link === 'Recent Updates') await screenshot(page, 'navigation-sheet')
      await sheet.getByRole('link', { name: link }).click()
      await sheet.waitFor({ state: 'hidden' })
      expect(new URL(page.url()).pathname).toBe(path)
    }

    await page.getByRole('button', { name: 'Open navigation' }).click()
    await page.keyboard.press('Escape')
    await sheet.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'Open navigation' }).click()
    await sheet.getByRole('button', { name: 'Sign Out' }).click()
    await expectToast(page, 'Logged out', 'See you next time!')
    await page.getByText('Now in Beta').waitFor()
    await closeSession(session)
  })

  it('opens the avatar menu with the account, settings and sign-out', async () => {
    const session = await newSession({ viewport: MOBILE })
    const { page, context } = session
    const account = newAccount('Avery Product')
    await registerThroughApi(context, account)
    await page.goto('/recent-updates')
    await page.getByRole('button', { name: 'Account menu' }).click()
    const menu = page.getByRole('menu')
    await menu.getByText(account.email).waitFor()
    await screenshot(page, 'account-menu')
    await menu.getByRole('menuitem', { name: 'Settings' }).click()
    await page.waitForURL('**/settings')
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await page.getByText('Now in Beta').waitFor()
    await closeSession(session)
  })
})

describe('given the connection drops', () => {
  it('says so, and says when it is back', async () => {
    const session = await newSession()
    const { page, context } = session
    await page.goto('/')
    await page.getByText('Now in Beta').waitFor()
    // The landing page is painted from its HTML before its script runs: the app listens for the
    // connection once it is running, which its notification region shows.
    await toastRegion(page).waitFor({ state: 'attached' })
    await context.setOffline(true)
    await expectToast(page, 'Connection lost', "You're working offline. Changes will sync when connection is restored.")
    await screenshot(page, 'offline-toast')
    await context.setOffline(false)
    await expectToast(page, 'Connection restored', "You're back online. Your work has been saved locally.")
    // One toast at a time: the second replaced the first.
    await expect(toastRegion(page).getByRole('listitem').filter({ hasText: 'Connection lost' }).count()).resolves.toBe(
      0,
    )
    await closeSession(session)
  })
})

describe('given a toast on screen', () => {
  it('can be reached with F8 and swiped away to the right', async () => {
    const session = await newSession()
    const { page } = session
    await page.goto('/login')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    const toast = toastRegion(page).getByRole('listitem')
    await toast.waitFor()
    await page.keyboard.press('F8')
    await page.waitForFunction(() => document.activeElement?.closest('[role="region"]') !== null)

    const box = (await toast.boundingBox())!
    await page.mouse.move(box.x + 40, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 4 })
    await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 4 })
    await page.mouse.up()
    await toast.waitFor({ state: 'detached' })
    await closeSession(session)
  })
})

describe('given the server fails while a screen loads', () => {
  it('shows the error screen, and Try Again recovers once the server is back', async () => {
    const session = await signedUpSession()
    const { page } = session
    await page.route('**/api/auth/user', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server error"}' }),
    )
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/client-errors'))
    await page.goto('/settings')
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor()
    // "This has been logged" is true: the error went to the server, which took it.
    const report = await reported
    expect(report.status()).toBe(204)
    expect(report.request().postDataJSON()).toMatchObject({
      path: '/settings',
      message: expect.stringContaining('Server error'),
    })
    await page
      .getByText("We encountered an unexpected error. This has been logged and we're working to fix it.")
      .waitFor()
    await screenshot(page, 'error-screen')
    await page.unroute('**/api/auth/user')
    await page.getByRole('button', { name: 'Try Again' }).click()
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    await closeSession(session)
  })
})

describe('given a server that takes more than 5 s to answer', () => {
  it('tells the user to be patient, then shows the answer', async () => {
    const session = await signedUpSession()
    const { page } = session
    await page.route('**/api/updates', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5500))
      await route.continue()
    })
    // The live list comes over the sync socket: a slow server does not answer there either.
    await page.routeWebSocket(/\/collab/, () => {})
    await page.goto('/recent-updates')
    await page.getByText('Loading updates...').waitFor()
    await expectToast(page, 'Slow response', 'The server is responding slowly. Please be patient.')
    await page.getByRole('heading', { name: 'No updates yet' }).waitFor()
    await closeSession(session)
  })
})

describe('given an icon button', () => {
  it('names its action in a tooltip after a short delay', async () => {
    const session = await signedUpSession()
    const { page } = session
    await page.goto('/recent-updates')
    await page.getByRole('complementary').getByRole('button', { name: 'Sign out' }).hover()
    const tooltip = page.getByRole('tooltip', { name: 'Sign out' })
    await page.waitForTimeout(400)
    await expect(tooltip.count()).resolves.toBe(0)
    await tooltip.waitFor()
    await closeSession(session)
  })
})

describe('given a protected page while the account loads', () => {
  it('shows a spinner until the user is known', async () => {
    const session = await signedUpSession()
    const { page } = session
    await page.route('**/api/auth/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    await page.goto('/settings')
    await page.getByRole('status', { name: 'Loading your account' }).waitFor()
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    await expect(page.getByRole('status', { name: 'Loading your account' }).count()).resolves.toBe(0)
    await closeSession(session)
  })
})
