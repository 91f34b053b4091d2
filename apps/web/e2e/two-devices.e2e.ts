import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { closeSession, expectToast, logInThroughApi, newAccount, newSession, registerThroughApi } from './support.ts'

describe('given one account signed in on two devices', () => {
  it('shows an edit made on one device on the other within a second', async () => {
    const laptop = await newSession()
    const phone = await newSession()
    const account = newAccount()
    await registerThroughApi(laptop.context, account)
    await logInThroughApi(phone.context, account)

    await laptop.page.goto('/app')
    await laptop.page.getByLabel('Target Section').selectOption({ label: '🔭 On the Horizon' })
    await laptop.page.getByRole('button', { name: 'Prefer to type your update instead?' }).click()
    await laptop.page.getByPlaceholder('Type your update here...').fill('Beta opens to two hundred customers in March.')
    await laptop.page.getByRole('button', { name: 'Add Content' }).click()
    await expectToast(laptop.page, 'Update Formatted')
    await laptop.page.locator('article.sayso-entry').first().waitFor()
    await expect
      .poll(async () => (await (await phone.context.request.get('/api/updates')).json()).length, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(1)

    await phone.page.goto('/recent-updates')
    await phone.page.getByRole('button', { name: /^Open Weekly Update – / }).click()
    await phone.page.waitForURL(/\/app\/[0-9a-f-]{36}$/)
    await phone.page.locator('article.sayso-entry').first().waitFor()

    // The laptop edits the entry; the phone shows it without a reload.
    const entry = laptop.page.locator('article.sayso-entry').first()
    await entry.hover()
    await entry.getByRole('button', { name: /^Edit / }).click()
    await laptop.page.getByLabel('Headline').fill('Beta opens to 200 customers')
    await laptop.page.getByRole('button', { name: 'Save' }).click()
    const editedAt = Date.now()
    await phone.page.getByText('Beta opens to 200 customers', { exact: true }).waitFor({ timeout: 1000 })
    expect(Date.now() - editedAt).toBeLessThan(1000)

    // And the other way round: the phone renames the update.
    await phone.page.getByRole('button', { name: /^Edit title: / }).click()
    await phone.page.getByRole('textbox', { name: 'Title' }).fill('Horizon notes')
    await phone.page.keyboard.press('Enter')
    await laptop.page.getByRole('button', { name: 'Edit title: Horizon notes' }).waitFor({ timeout: 1000 })
    await expect(laptop.page.locator('article.sayso-entry').count()).resolves.toBe(1)
    await expect(phone.page.locator('article.sayso-entry').count()).resolves.toBe(1)

    await closeSession(phone)
    await closeSession(laptop)
  })
})

/** The paths a page's frame went to, SPA navigations included. */
function visitedPaths(page: Page): string[] {
  const paths: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname)
  })
  return paths
}

async function waitForSyncSocket(page: Page): Promise<void> {
  await page.locator('[role="status"][data-state="online"]').waitFor({ state: 'attached' })
}

describe('given a session that ends while a workspace is open', () => {
  it('signs the tab out as soon as another tab of the browser logs out', async () => {
    const session = await newSession()
    await registerThroughApi(session.context, newAccount())
    const workspace = session.page
    await workspace.goto('/app')
    await waitForSyncSocket(workspace)
    // Only the sync socket can tell this page: it makes no request from here on.
    await workspace.route('**/api/**', (route) => route.abort())

    const settings = await session.context.newPage()
    const settingsPaths = visitedPaths(settings)
    await settings.goto('/settings')
    await settings.getByRole('button', { name: 'Log out' }).click()

    // The workspace learns it from its sync socket, with no click and no request of its own.
    await workspace.waitForURL('**/login', { timeout: 5000 })
    await expectToast(workspace, 'Unauthorized - Please log in again')
    await workspace.getByRole('button', { name: 'Sign In' }).waitFor()

    // The tab that logged out follows its own flow: 'Logged out', then home, never the login page.
    await expectToast(settings, 'Logged out', 'See you next time!')
    await settings.waitForURL((url) => url.pathname === '/')
    expect(settingsPaths).not.toContain('/login')
    await closeSession(session)
  })

  it('signs the other device out when the account is deleted on one', async () => {
    const laptop = await newSession()
    const phone = await newSession()
    const account = newAccount()
    await registerThroughApi(laptop.context, account)
    await logInThroughApi(phone.context, account)
    await phone.page.goto('/app')
    await waitForSyncSocket(phone.page)
    await phone.page.route('**/api/**', (route) => route.abort())

    const laptopPaths = visitedPaths(laptop.page)
    await laptop.page.goto('/settings')
    await laptop.page.getByRole('button', { name: 'Delete My Account' }).click()
    await laptop.page
      .getByRole('dialog', { name: 'Delete your account?' })
      .getByRole('button', { name: 'Delete my account' })
      .click()

    await phone.page.waitForURL('**/login', { timeout: 5000 })
    await expectToast(phone.page, 'Unauthorized - Please log in again')
    await expectToast(laptop.page, 'Account deleted')
    await laptop.page.waitForURL((url) => url.pathname === '/')
    expect(laptopPaths).not.toContain('/login')
    await closeSession(phone)
    await closeSession(laptop)
  })
})
