import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  MOBILE,
  closeSession,
  createUpdateThroughApi,
  screenshot,
  signedUpSession,
  chooseUpdateType,
} from './support.ts'

// Issue 17: an exec version of a weekly update, and risks that carry over week to week.

function section(page: Page, name: string) {
  return page.locator('section.sayso-section').filter({ has: page.getByRole('heading', { name, level: 3 }) })
}

/** Types a note into a weekly section and waits for its formatted entry. */
async function addWeeklyNote(page: Page, sectionLabel: string, sectionName: string, text: string): Promise<void> {
  const field = page.getByPlaceholder('Type your update here...')
  if (!(await field.isVisible()))
    await page.getByRole('button', { name: 'Prefer to type your update instead?' }).click()
  await page.getByLabel('Target Section').selectOption({ label: sectionLabel })
  await field.fill(text)
  const before = await section(page, sectionName).locator('article.sayso-entry').count()
  await page.getByRole('button', { name: 'Add Content' }).click()
  await expect
    .poll(() => section(page, sectionName).locator('article.sayso-entry').count(), { timeout: 15_000 })
    .toBeGreaterThan(before)
}

/** The shown title of the open update. */
async function updateTitle(page: Page): Promise<string> {
  return (await page.locator('.sayso-editable-title__button > span:not(.sayso-visually-hidden)').textContent())!.trim()
}

/** Starts a fresh weekly update the way a user does: New Update, Weekly, Continue. */
async function startNewWeekly(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'New Update' }).click()
  await page.waitForURL('**/select-update-type')
  await chooseUpdateType(page, 'Weekly Update')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.waitForURL(/\/app\/?$/)
}

describe('given a weekly update with a goal metric and a risk', () => {
  it('makes an exec version linked back to it, which offers Refresh once the weekly changes', async () => {
    const session = await signedUpSession()
    const { page } = session
    await page.goto('/app')
    await addWeeklyNote(
      page,
      '🎯 Top-level Goal Progress',
      'Top-level Goal Progress',
      'Activation rose 12 percent week over week after the onboarding checklist shipped.',
    )
    await addWeeklyNote(
      page,
      '⚠️ Risks, Blockers, or Help Needed',
      'Risks, Blockers, or Help Needed',
      'The payments migration is at risk of a two week slip because the vendor API is late.',
    )
    const goalText = await section(page, 'Top-level Goal Progress').locator('.sayso-entry__text').first().textContent()
    const riskHeadline = await section(page, 'Risks, Blockers, or Help Needed')
      .locator('.sayso-entry__headline')
      .first()
      .textContent()
    expect(goalText).toContain('12%')
    const weeklyTitle = await updateTitle(page)
    const weeklyId = page.url().split('/').pop()!

    await page.getByRole('button', { name: 'Actions' }).click()
    await page.getByRole('menuitem', { name: 'Create exec version' }).click()
    await page.waitForURL(/\/quick-update\/[0-9a-f-]{36}$/)
    const execUrl = page.url()
    await expect
      .poll(() => section(page, 'Key Progress').locator('.sayso-entry__text').first().textContent())
      .toContain('12%')
    await expect(
      section(page, 'What Could Derail Us').locator('.sayso-entry__headline').first().textContent(),
    ).resolves.toBe(riskHeadline)
    const back = page.getByRole('link', { name: `From ${weeklyTitle}` })
    await back.waitFor()
    await screenshot(page, 'exec-version')

    // The user rewrites the Key Progress entry by hand.
    const progress = section(page, 'Key Progress')
    await progress.locator('article.sayso-entry').first().hover()
    await progress
      .getByRole('button', { name: /^Edit / })
      .first()
      .click()
    await progress.getByLabel('Headline').fill('Activation is climbing fast')
    await progress.getByRole('button', { name: 'Save' }).click()
    await progress.getByText('Activation is climbing fast').waitFor()

    // The weekly update lists its exec version; an edit there makes the exec version out of date.
    await back.click()
    await page.waitForURL(new RegExp(`/weekly-update/${weeklyId}$`))
    await page.getByRole('navigation', { name: 'Exec versions' }).getByRole('link').first().waitFor()
    await screenshot(page, 'weekly-with-exec-version')
    const goals = section(page, 'Top-level Goal Progress')
    await goals.locator('article.sayso-entry').first().hover()
    await goals
      .getByRole('button', { name: /^Edit / })
      .first()
      .click()
    await goals.getByLabel('Headline').fill('Activation up 14% week over week')
    await goals.getByRole('button', { name: 'Save' }).click()
    await goals.getByText('Activation up 14% week over week').waitFor()

    await page.getByRole('navigation', { name: 'Exec versions' }).getByRole('link').first().click()
    await page.waitForURL(execUrl)
    const refresh = page.getByRole('button', { name: 'Refresh from weekly' })
    await refresh.waitFor()
    await screenshot(page, 'exec-version-out-of-date')
    await refresh.click()
    await refresh.waitFor({ state: 'detached' })
    // The hand-edited entry keeps the user's words until the new text is accepted.
    await progress.getByText('Activation is climbing fast').waitFor()
    await progress.getByText('The weekly update now says:').waitFor()
    await screenshot(page, 'exec-version-proposal')
    await progress.getByRole('button', { name: 'Accept new text' }).click()
    await progress.locator('.sayso-entry__headline', { hasText: 'Activation up 14% week over week' }).waitFor()
    await expect(progress.getByText('Activation is climbing fast').count()).resolves.toBe(0)
    // The TL;DR, never edited, took the new text at once.
    await section(page, 'TL;DR')
      .locator('.sayso-entry__text', { hasText: 'Activation up 14% week over week' })
      .waitFor()
    await closeSession(session)
  })
})

describe('given a weekly update with a risk', () => {
  it('carries the risk into the next weekly update until it is resolved', async () => {
    const session = await signedUpSession()
    const { page } = session
    await page.goto('/app')
    await addWeeklyNote(
      page,
      '⚠️ Risks, Blockers, or Help Needed',
      'Risks, Blockers, or Help Needed',
      'The payments migration is at risk of a two week slip because the vendor API is late.',
    )
    const risks = section(page, 'Risks, Blockers, or Help Needed')
    const riskHeadline = (await risks.locator('.sayso-entry__headline').first().textContent())!
    const firstTitle = await updateTitle(page)

    // A new weekly update: the risk is there, marked as carried over.
    await startNewWeekly(page)
    const carried = section(page, 'Risks, Blockers, or Help Needed')
    await carried.getByText(`Carried over from ${firstTitle}`).waitFor()
    await expect(carried.locator('.sayso-entry__headline').first().textContent()).resolves.toBe(riskHeadline)
    await screenshot(page, 'carried-over')

    // Resolved here, with a resolution line.
    await carried.getByRole('button', { name: `Resolve ${riskHeadline}` }).click()
    await carried.getByLabel('Resolution').fill('Vendor shipped the API on Friday')
    await carried.getByRole('button', { name: 'Save' }).click()
    await carried.getByText('Resolved: Vendor shipped the API on Friday').waitFor()
    await page.waitForURL(/\/app\/[0-9a-f-]{36}$/)

    // Recent Updates: the first update still has its open item; the second has none.
    await page.getByRole('link', { name: 'Recent Updates' }).first().click()
    const firstCard = page.locator('article').filter({ has: page.getByRole('heading', { name: firstTitle }) })
    await firstCard.getByText('1 open item').waitFor()
    await screenshot(page, 'recent-updates-open-items')
    await expect(page.getByText(/open items?$/).count()).resolves.toBe(1)

    // Another new weekly update: the resolved risk is not carried again.
    await startNewWeekly(page)
    const next = section(page, 'Risks, Blockers, or Help Needed')
    await page.getByText('Headline with a metric', { exact: false }).first().waitFor()
    await page.waitForTimeout(1500)
    await expect(next.getAttribute('data-state')).resolves.toBe('empty')
    await closeSession(session)
  })
})

describe('given a phone in dark mode', () => {
  it('shows an exec version with its link back, and a resolved item', async () => {
    const session = await signedUpSession({ viewport: MOBILE, colorScheme: 'dark' })
    const { page, context } = session
    const weekly = await createUpdateThroughApi(context, {
      title: 'Weekly Update – November 23, 2026 at 9:14 AM',
      updateType: 'weekly',
      entries: [
        { sectionId: 'goal-progress_1', headline: 'Activation up 12% week over week', content: 'Checklist shipped.' },
        {
          sectionId: 'risks-blockers_1',
          headline: 'Vendor API late',
          content: 'We need a decision on the fallback by Friday.',
        },
        {
          sectionId: 'risks-blockers_2',
          headline: 'Hiring freeze',
          content: 'No hires.',
          status: 'resolved',
          resolution: 'Two offers approved',
        },
        { sectionId: 'horizon_1', headline: 'Beta opens to 200 customers on March 3', content: 'Invites Monday.' },
      ],
    })
    await page.goto(`/weekly-update/${weekly.id}`)
    const risks = section(page, 'Risks, Blockers, or Help Needed')
    await risks.getByText('Resolved: Two offers approved').waitFor()
    await screenshot(page, 'weekly-resolved-dark')
    await page.getByRole('button', { name: 'Actions' }).click()
    await page.getByRole('menuitem', { name: 'Create exec version' }).click()
    await page.waitForURL(/\/quick-update\/[0-9a-f-]{36}$/)
    await page.getByRole('link', { name: 'From Weekly Update – November 23, 2026 at 9:14 AM' }).waitFor()
    await section(page, 'Ask').getByText('We need a decision on the fallback by Friday.').waitFor()
    await screenshot(page, 'exec-version-dark')
    await closeSession(session)
  })
})

describe('given a phone', () => {
  it('shows the carried-over item with its controls', async () => {
    const session = await signedUpSession({ viewport: MOBILE })
    const { page } = session
    await page.goto('/app')
    await page.getByRole('button', { name: 'Tap to Record' }).click()
    const recordSheet = page.getByRole('dialog', { name: 'Record Content' })
    await recordSheet.getByLabel('Target Section').selectOption({ label: '⚠️ Risks, Blockers, or Help Needed' })
    await recordSheet.getByRole('button', { name: 'Prefer to type your update instead?' }).click()
    const typeSheet = page.getByRole('dialog', { name: 'Type Your Update' })
    await typeSheet
      .getByPlaceholder('Type your update content here...')
      .fill('We need a decision on the fallback provider by Friday or the launch could slip.')
    await typeSheet.getByRole('button', { name: 'Add to Update' }).click()
    await section(page, 'Risks, Blockers, or Help Needed').locator('article.sayso-entry').first().waitFor()
    await page.goto('/app')
    const carried = section(page, 'Risks, Blockers, or Help Needed')
    await carried.getByText(/^Carried over from /).waitFor()
    await carried.getByRole('button', { name: /^Resolve / }).waitFor()
    await screenshot(page, 'carried-over')
    await closeSession(session)
  })
})
