import { text } from 'node:stream/consumers'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { closeSession, expectTitle, expectToast, screenshot, signedUpSession } from './support.ts'

/** The names of the sections shown, without their emoji. */
const sectionNames = (page: Page) =>
  page
    .locator('section.sayso-section h3')
    .evaluateAll((headings) => headings.map((heading) => heading.lastChild?.textContent ?? ''))

describe('given a signed-in user in the quick workspace', () => {
  it('types an update, which is formatted into its non-empty sections, and downloads it', async () => {
    const session = await signedUpSession()
    const { page, context } = session
    await page.goto('/quick-update')
    await expectTitle(page, 'Quick Update · Sayso')
    await page.getByRole('heading', { name: 'Quick Update', level: 1 }).waitFor()
    await page.getByText('Create a concise, executive-ready update for immediate communication').waitFor()
    await page.getByRole('heading', { name: 'Record Your Update' }).waitFor()
    await page.getByText("Speak your full update — we'll format it for you.").waitFor()
    await page.getByRole('button', { name: 'Start Recording' }).waitFor()
    // Empty: every quick section shows its guidance, and there is nothing to copy yet.
    await expect(sectionNames(page)).resolves.toHaveLength(5)
    await expect(page.getByRole('button', { name: 'Copy' }).count()).resolves.toBe(0)
    await screenshot(page, 'quick-workspace-empty')

    await page.getByRole('button', { name: 'Prefer to type your update instead?' }).click()
    await page
      .getByPlaceholder('Type your complete update here...')
      .fill(
        'The launch is on track for Friday. We shipped the new onboarding flow and fixed the billing bug. Next we start the pricing experiment on May 1.',
      )
    await page.getByRole('button', { name: 'Add Content' }).click()
    await expectToast(page, 'Update Formatted', 'Your text has been formatted into a Quick Update.')
    await page.locator('article.sayso-entry').first().waitFor()
    const shown = await sectionNames(page)
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.length).toBeLessThanOrEqual(5)
    await page.getByRole('button', { name: 'New Recording' }).waitFor()
    await screenshot(page, 'quick-workspace-formatted')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('quick-update.txt')
    const body = await text(await download.createReadStream())
    expect(body.startsWith('Quick Update – ')).toBe(true)
    for (const name of shown) expect(body).toContain(name)
    await expectToast(page, 'Update exported!', 'Your update has been downloaded as a text file.')

    const mailto = new URL((await page.getByRole('link', { name: 'Email' }).getAttribute('href'))!)
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
    expect(mailto.searchParams.get('subject')).toBe(`Quick Update - ${today}`)
    expect(mailto.searchParams.get('body')).toBe(body)

    // A reload keeps the update; Recent Updates lists it as a quick update and opens it here again.
    await page.reload()
    await page.locator('article.sayso-entry').first().waitFor()
    await expect
      .poll(
        async () =>
          (await (await context.request.get('/api/updates')).json()).map((u: { updateType: string }) => u.updateType),
        {
          timeout: 10_000,
          interval: 250,
        },
      )
      .toEqual(['quick'])
    await page.goto('/recent-updates')
    await page.getByRole('button', { name: /^Open Quick Update – / }).click()
    await page.waitForURL(/\/quick-update\/[0-9a-f-]{36}$/)
    await expectToast(page, 'Update Loaded')
    await page.locator('article.sayso-entry').first().waitFor()
    await closeSession(session)
  })

  it('records an update, formats the first recording at once, and starts over with New Recording', async () => {
    const session = await signedUpSession()
    const { page, context } = session
    await page.goto('/quick-update')
    await page.getByRole('button', { name: 'Start Recording' }).click()
    const recording = page.getByRole('dialog', { name: 'Recording in Progress...' })
    await recording.getByText('0:03').waitFor({ timeout: 6000 })
    await page.getByRole('button', { name: 'Stop Recording' }).waitFor()
    await recording.getByRole('button', { name: 'Finish' }).click()
    await expectToast(
      page,
      'Quick Update Formatted',
      'Your voice notes have been transformed into a professional update.',
    )
    await page.locator('article.sayso-entry').first().waitFor()
    const firstTitle = await page.getByRole('button', { name: /^Edit title: / }).innerText()

    // New Recording leaves that update saved and starts an empty one, recording again.
    await page.getByRole('button', { name: 'New Recording' }).click()
    await recording.waitFor()
    await expect(page.locator('article.sayso-entry').count()).resolves.toBe(0)
    await recording.getByRole('button', { name: 'Cancel' }).click()
    await recording.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Start Recording' }).waitFor()
    await expect
      .poll(async () => (await (await context.request.get('/api/updates')).json()).length, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(1)
    expect(firstTitle).toContain('Quick Update – ')
    await closeSession(session)
  })

  it('formats a recording whose formatting failed as soon as the update is opened again', async () => {
    const session = await signedUpSession()
    const { page } = session
    await page.goto('/quick-update')
    await page.route('**/api/format-update', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The formatter is busy' }),
      }),
    )
    await page.getByRole('button', { name: 'Start Recording' }).click()
    const recording = page.getByRole('dialog', { name: 'Recording in Progress...' })
    await recording.getByText('0:02').waitFor({ timeout: 6000 })
    await recording.getByRole('button', { name: 'Finish' }).click()
    await expectToast(page, 'Formatting Failed', 'The formatter is busy')
    await expect(page.locator('article.sayso-entry').count()).resolves.toBe(0)

    // The recording was kept; opening the update again formats it without a click.
    await page.unroute('**/api/format-update')
    await page.reload()
    await expectToast(page, 'Quick Update Formatted')
    await page.locator('article.sayso-entry').first().waitFor()
    await page.getByRole('button', { name: 'New Recording' }).waitFor()
    await closeSession(session)
  })
})
