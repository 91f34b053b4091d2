import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  closeSession,
  expectToast,
  logInThroughApi,
  newAccount,
  newSession,
  registerThroughApi,
  waitForOfflineShell,
  signedUpSession,
} from './support.ts'

const feelGoods = (page: Page) =>
  page.locator('section.sayso-section').filter({ has: page.getByRole('heading', { name: 'Feel Goods', level: 3 }) })

describe('given a device that loses its connection', () => {
  it('keeps typed and recorded content through a reload and adds it once the connection is back', async () => {
    const laptop = await newSession()
    const phone = await newSession()
    const account = newAccount()
    await registerThroughApi(laptop.context, account)
    await logInThroughApi(phone.context, account)
    const { page, context } = laptop

    await page.goto('/app')
    await page.getByRole('heading', { name: 'Weekly Update', level: 1 }).waitFor()
    await waitForOfflineShell(page)
    // Installable: a web manifest with the app's name and icons the browser can load.
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = await (await context.request.get(manifestUrl!)).json()
    expect(manifest).toMatchObject({ name: 'Sayso', display: 'standalone', start_url: '/' })
    for (const icon of manifest.icons as Array<{ src: string }>) {
      expect((await context.request.get(icon.src)).status()).toBe(200)
    }
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
    await page.locator('.sayso-update-panel[aria-busy]').waitFor({ state: 'detached' })

    // Both pieces became recordings of the update, once each, and the other device sees the result.
    await page.getByRole('button', { name: 'Actions' }).click()
    await page.getByRole('menuitem', { name: 'Show Transcript' }).click()
    const transcripts = page.getByRole('dialog', { name: 'Transcripts' })
    await transcripts.getByText(/^Recording 2 • /).waitFor()
    await expect(transcripts.getByText(/^Recording \d+ • /).count()).resolves.toBe(2)
    await page.keyboard.press('Escape')
    // The second piece is formatted about 100 ms after it was added.
    await page.locator('.sayso-update-panel[aria-busy]').waitFor({ state: 'detached' })
    const entries = await feelGoods(page).locator('article.sayso-entry').count()

    await expect
      .poll(async () => (await (await phone.context.request.get('/api/updates')).json()).length, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(1)
    await phone.page.goto('/recent-updates')
    await phone.page.getByRole('button', { name: /^Open Weekly Update – / }).click()
    await feelGoods(phone.page).locator('article.sayso-entry').first().waitFor()
    await expect.poll(() => feelGoods(phone.page).locator('article.sayso-entry').count()).toBe(entries)

    // Offline, Recent Updates lists the updates kept on the device.
    await context.setOffline(true)
    await page.goto('/recent-updates')
    await page.getByRole('button', { name: /^Open Weekly Update – / }).waitFor()
    await context.setOffline(false)

    // Signing out leaves nothing of the user's updates or recordings on the device.
    const localDocuments = () =>
      page.evaluate(
        async () =>
          (await indexedDB.databases()).filter((database) => /^sayso(-recorder)?:/.test(database.name ?? '')).length,
      )
    await expect(localDocuments()).resolves.toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL(/\/$/)
    await expect.poll(localDocuments, { timeout: 5000, interval: 100 }).toBe(0)

    await closeSession(phone)
    await closeSession(laptop)
  })

  it('offers a recording interrupted by a reload, and transcribes it when finished', async () => {
    const session = await signedUpSession()
    const { page } = session
    await page.goto('/app')
    await page.getByLabel('Target Section').selectOption({ label: '✨ Other Updates and Highlights' })
    await page.getByRole('button', { name: 'Record Content' }).click()
    await page.getByRole('dialog', { name: 'Recording in Progress...' }).getByText('0:03').waitFor({ timeout: 6000 })

    await page.reload()
    const recovered = page.getByRole('dialog', { name: 'Unfinished recording found' })
    await recovered.getByText(/0:0[23] of audio was saved/).waitFor()
    await recovered.getByRole('button', { name: 'Finish Recording' }).click()
    await expectToast(page, 'Update Formatted')
    const highlights = page
      .locator('section.sayso-section')
      .filter({ has: page.getByRole('heading', { name: 'Other Updates and Highlights', level: 3 }) })
    await highlights.locator('article.sayso-entry').first().waitFor()
    await closeSession(session)
  })
})
