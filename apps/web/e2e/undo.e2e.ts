import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  closeSession,
  expectToast,
  logInThroughApi,
  newAccount,
  newSession,
  registerThroughApi,
  screenshot,
} from './support.ts'

const entries = (page: Page) => page.locator('article.sayso-entry')
const headlines = (page: Page) => page.locator('.sayso-entry__headline').allTextContents()

describe('given one account with an update open on two devices', () => {
  it('brings a deleted entry back with the toast’s Undo, and undoes an edit with Ctrl+Z, on both devices', async () => {
    const laptop = await newSession()
    const phone = await newSession()
    const account = newAccount()
    await registerThroughApi(laptop.context, account)
    await logInThroughApi(phone.context, account)
    const { page } = laptop

    await page.goto('/app')
    await page.getByLabel('Target Section').selectOption({ label: '🔭 On the Horizon' })
    await page.getByRole('button', { name: 'Prefer to type your update instead?' }).click()
    const field = page.getByPlaceholder('Type your update here...')
    await field.fill('Beta opens to two hundred customers in March.')
    await page.getByRole('button', { name: 'Add Content' }).click()
    await expectToast(page, 'Update Formatted')
    // Focus is back in the text field, ready for the next note.
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.waitForURL(/\/app\/[0-9a-f-]{36}$/)
    await phone.page.goto(page.url())
    await entries(phone.page).first().waitFor()
    const [headline] = await headlines(page)

    // Delete, then Undo from the toast: the entry is back here and on the phone.
    await page.getByRole('button', { name: `Delete ${headline}` }).click()
    await entries(phone.page).first().waitFor({ state: 'detached' })
    await expectToast(page, 'Entry deleted', headline)
    await screenshot(page, 'undo-toast')
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('button', { name: 'Undo' })
      .click()
    await entries(page).first().waitFor()
    await entries(phone.page).first().waitFor()
    await expect(headlines(phone.page)).resolves.toEqual([headline])

    // Edit, then Ctrl+Z outside any field: the edit is undone everywhere; Ctrl+Shift+Z makes it again.
    await page.getByRole('button', { name: `Edit ${headline}` }).click()
    await page.getByRole('textbox', { name: 'Headline' }).fill('Beta moved to April')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => headlines(phone.page)).toEqual(['Beta moved to April'])
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('Control+z')
    await expect.poll(() => headlines(page)).toEqual([headline])
    await expect.poll(() => headlines(phone.page)).toEqual([headline])
    await page.keyboard.press('Control+Shift+z')
    await expect.poll(() => headlines(phone.page)).toEqual(['Beta moved to April'])

    // The phone's Ctrl+Z has nothing of its own to undo: the laptop's edit stays.
    await phone.page.locator('body').click({ position: { x: 5, y: 5 } })
    await phone.page.keyboard.press('Control+z')
    await phone.page.waitForTimeout(300)
    await expect(headlines(page)).resolves.toEqual(['Beta moved to April'])

    // Delete again: focus moves to the emptied section's heading, not to the page body.
    await page.getByRole('button', { name: 'Delete Beta moved to April' }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('On the Horizon')
    await closeSession(phone)
    await closeSession(laptop)
  })
})
