import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { MOBILE, closeSession, expectToast, screenshot, signedUpSession } from './support.ts'

const section = (page: Page, name: string) =>
  page.locator('section.sayso-section').filter({ has: page.getByRole('heading', { name, level: 3 }) })

describe('given a signed-in user on a phone (390 × 844)', () => {
  it('types and records a weekly update through the bottom sheets', async () => {
    const session = await signedUpSession({ viewport: MOBILE, reducedMotion: 'reduce' })
    const { page } = session
    await page.goto('/app')
    await page.getByRole('heading', { name: 'Weekly Update', level: 1 }).waitFor()
    await page.getByRole('status').filter({ hasText: 'Online' }).waitFor()
    // The desktop controls give way to the fixed button.
    await expect(page.getByRole('button', { name: 'Record Content' }).isVisible()).resolves.toBe(false)
    // The template dropdown accepts only the weekly template.
    const templatePicker = page.getByLabel('Template', { exact: true })
    await expect(templatePicker.inputValue()).resolves.toBe('weekly-update')
    await expect(templatePicker.locator('option', { hasText: 'Quick Update' }).isDisabled()).resolves.toBe(true)
    // Even a script forcing the disabled option gets the weekly template back.
    await templatePicker.evaluate((select: HTMLSelectElement) => {
      select.value = 'quick-update'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await expect(templatePicker.inputValue()).resolves.toBe('weekly-update')
    await page.getByRole('heading', { name: 'Weekly Update', level: 1 }).waitFor()
    await screenshot(page, 'weekly-workspace-empty')

    await page.getByRole('button', { name: 'Tap to Record' }).click()
    const recordSheet = page.getByRole('dialog', { name: 'Record Content' })
    await recordSheet.getByText('Add voice content to your weekly update').waitFor()
    await expect(recordSheet.evaluate((sheet) => sheet.getBoundingClientRect().height)).resolves.toBe(350)
    await recordSheet.getByLabel('Target Section').selectOption({ label: '🔑 Key Updates & Decisions Made' })
    await recordSheet.getByRole('button', { name: 'Prefer to type your update instead?' }).click()

    const typeSheet = page.getByRole('dialog', { name: 'Type Your Update' })
    await typeSheet.getByText("Enter your content and we'll format it for you").waitFor()
    await expect(typeSheet.evaluate((sheet) => sheet.getBoundingClientRect().height)).resolves.toBe(500)
    const addButton = typeSheet.getByRole('button', { name: 'Add to Update' })
    await expect(addButton.isDisabled()).resolves.toBe(true)
    await typeSheet
      .getByPlaceholder('Type your update content here...')
      .fill('We decided to ship the checkout redesign to half of all traffic.')
    await addButton.click()
    await typeSheet.waitFor({ state: 'hidden' })
    await expectToast(page, 'Update Formatted')
    const keyUpdates = section(page, 'Key Updates & Decisions Made')
    await keyUpdates.locator('article.sayso-entry').first().waitFor()

    await page.getByRole('button', { name: 'Tap to Record' }).click()
    await recordSheet.getByRole('button', { name: 'Start Recording' }).click()
    await recordSheet.getByText('0:02').waitFor({ timeout: 5000 })
    await recordSheet.getByRole('button', { name: 'Stop recording' }).click()
    await recordSheet.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Actions' }).click()
    await page.getByRole('menuitem', { name: 'Show Transcript' }).click()
    await page
      .getByRole('dialog', { name: 'Transcripts' })
      .getByText(/^Recording 2 • /)
      .waitFor({ timeout: 20_000 })
    await page.keyboard.press('Escape')
    await keyUpdates.locator('article.sayso-entry').first().waitFor()
    await screenshot(page, 'weekly-workspace-formatted')
    await closeSession(session)
  })

  it('records a quick update from the floating button', async () => {
    const session = await signedUpSession({ viewport: MOBILE, reducedMotion: 'reduce' })
    const { page } = session
    await page.goto('/quick-update')
    await page.getByRole('heading', { name: 'Quick Update', level: 1 }).waitFor()
    await screenshot(page, 'quick-workspace-empty')

    // The button starts recording straight away, in the sheet.
    await page.getByRole('button', { name: 'Tap to Record' }).click()
    const sheet = page.getByRole('dialog', { name: 'Recording Quick Update' })
    await sheet.getByText('0:02').waitFor({ timeout: 5000 })
    await sheet.getByRole('button', { name: 'Pause recording' }).click()
    await sheet.getByRole('button', { name: 'Resume recording' }).click()
    await sheet.getByText('0:03').waitFor({ timeout: 5000 })
    await sheet.getByRole('button', { name: 'Stop recording' }).click()
    await expectToast(page, 'Quick Update Formatted')
    await page.locator('article.sayso-entry').first().waitFor()
    await page.getByRole('button', { name: 'Download' }).waitFor()
    await screenshot(page, 'quick-workspace-formatted')
    await closeSession(session)
  })

  it('types a quick update through its sheet', async () => {
    const session = await signedUpSession({ viewport: MOBILE, reducedMotion: 'reduce' })
    const { page } = session
    await page.goto('/quick-update')
    await page.getByRole('button', { name: 'Prefer to type your update instead?' }).click()
    const typeSheet = page.getByRole('dialog', { name: 'Type Your Update' })
    await expect(typeSheet.getByLabel('Target Section').count()).resolves.toBe(0)
    await typeSheet
      .getByPlaceholder('Type your complete update here...')
      .fill('The launch is on track for Friday. We shipped the new onboarding flow.')
    await typeSheet.getByRole('button', { name: 'Add to Update' }).click()
    await typeSheet.waitFor({ state: 'hidden' })
    await expectToast(page, 'Update Formatted', 'Your text has been formatted into a Quick Update.')
    await page.locator('article.sayso-entry').first().waitFor()
    await page.getByRole('button', { name: 'Download' }).waitFor()
    await closeSession(session)
  })
})
