import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeSession, connectBrowser, expectToast, newAccount, newSession, registerThroughApi, type Account } from './support.ts'

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(async () => {
  await browser.close()
})

async function logInThroughApi(context: BrowserContext, account: Account): Promise<void> {
  const response = await context.request.post('/api/auth/login', { data: { email: account.email, password: account.password } })
  expect(response.status()).toBe(200)
}

describe('given one account signed in on two devices', () => {
  it('shows an edit made on one device on the other within a second', async () => {
    const laptop = await newSession(browser)
    const phone = await newSession(browser)
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
      .poll(async () => (await (await phone.context.request.get('/api/updates')).json()).length, { timeout: 10_000, interval: 250 })
      .toBe(1)

    await phone.page.goto('/recent-updates')
    await phone.page.getByRole('button', { name: /^Open Weekly Update – / }).click()
    await phone.page.waitForURL('**/app')
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
