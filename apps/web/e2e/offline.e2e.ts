import type { Browser, BrowserContext, Page } from 'playwright-core'
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

/** Waits until the service worker has cached the app shell and controls the page. */
async function waitForOfflineShell(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  })
}

const feelGoods = (page: Page) =>
  page.locator('section.sayso-section').filter({ has: page.getByRole('heading', { name: 'Feel Goods', level: 3 }) })

describe('given a device that loses its connection', () => {
  it('keeps typed and recorded content through a reload and adds it once the connection is back', async () => {
    const laptop = await newSession(browser)
    const phone = await newSession(browser)
    const account = newAccount()
    await registerThroughApi(laptop.context, account)
    await logInThroughApi(phone.context, account)
    const { page, context } = laptop

    await page.goto('/app')
    await page.getByRole('heading', { name: 'Weekly Update', level: 1 }).waitFor()
    await waitForOfflineShell(page)
    await page.getByLabel('Target Section').selectOption({ label: '🎉 Feel Goods' })

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Prefer to type your update instead?' }).click()
    await page.getByPlaceholder('Type your update here...').fill('The support team praised the new help center.')
    await page.getByRole('button', { name: 'Add Content' }).click()
    await expectToast(page, 'Saved offline', 'Your text will be added when the connection is back.')

    await page.getByRole('button', { name: 'Record Content' }).click()
    const recording = page.getByRole('dialog', { name: 'Recording in Progress...' })
    await recording.getByText('0:02').waitFor({ timeout: 5000 })
    await recording.getByRole('button', { name: 'Finish' }).click()
    await expectToast(page, 'Saved offline', 'Your recording will be transcribed when the connection is back.')
    await page.getByText("2 items are saved on this device and will be added when you're back online.").waitFor()

    // Still offline, the app opens again from the service worker with the work kept.
    await page.reload()
    await page.getByRole('heading', { name: 'Weekly Update', level: 1 }).waitFor()
    await page.getByText("2 items are saved on this device and will be added when you're back online.").waitFor()
    await expect(feelGoods(page).locator('article.sayso-entry').count()).resolves.toBe(0)

    await context.setOffline(false)
    await feelGoods(page).locator('article.sayso-entry').first().waitFor({ timeout: 30_000 })
    await page.getByText(/saved on this device/).waitFor({ state: 'detached', timeout: 30_000 })
    const entries = await feelGoods(page).locator('article.sayso-entry').count()

    // Both pieces became recordings of the update, once each, and the other device sees the result.
    await page.getByRole('button', { name: 'Actions' }).click()
    await page.getByRole('menuitem', { name: 'Show Transcript' }).click()
    const transcripts = page.getByRole('dialog', { name: 'Transcripts' })
    await transcripts.getByText(/^Recording 2 • /).waitFor()
    await expect(transcripts.getByText(/^Recording \d+ • /).count()).resolves.toBe(2)
    await page.keyboard.press('Escape')

    await expect
      .poll(async () => (await (await phone.context.request.get('/api/updates')).json()).length, { timeout: 10_000, interval: 250 })
      .toBe(1)
    await phone.page.goto('/recent-updates')
    await phone.page.getByRole('button', { name: /^Open Weekly Update – / }).click()
    await feelGoods(phone.page).locator('article.sayso-entry').first().waitFor()
    await expect(feelGoods(phone.page).locator('article.sayso-entry').count()).resolves.toBe(entries)

    await closeSession(phone)
    await closeSession(laptop)
  })
})
