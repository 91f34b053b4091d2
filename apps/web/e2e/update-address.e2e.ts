import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  closeSession,
  createUpdateThroughApi,
  expectToast,
  logInThroughApi,
  newAccount,
  newSession,
  recordToasts,
  registerThroughApi,
  screenshot,
  signedUpSession,
  waitForOfflineShell,
  chooseUpdateType,
} from './support.ts'

const ADDRESS = /\/(app|quick-update)\/([0-9a-f-]{36})$/
const idOf = (page: Page) => ADDRESS.exec(new URL(page.url()).pathname)?.[2] ?? null

async function typeNote(page: Page, section: string, text: string): Promise<void> {
  await page.getByLabel('Target Section').selectOption({ label: section })
  const field = page.getByPlaceholder('Type your update here...')
  if (!(await field.isVisible()))
    await page.getByRole('button', { name: 'Prefer to type your update instead?' }).click()
  await field.fill(text)
  await page.getByRole('button', { name: 'Add Content' }).click()
}

describe('given a weekly update with a note typed offline', () => {
  it('adds the note to that update, not to the quick update on screen when the connection returns', async () => {
    const session = await signedUpSession()
    const { page, context } = session
    await page.goto('/app')
    await typeNote(page, '🎯 Top-level Goal Progress', 'Activation is up twelve percent week over week.')
    await expectToast(page, 'Update Formatted')
    await page.waitForURL(ADDRESS)
    const weeklyId = idOf(page)!

    await context.setOffline(true)
    // 'Connection lost' may replace the next toast at once (one toast at a time): every toast is recorded.
    const toastsSeen = await recordToasts(page)
    await typeNote(
      page,
      '⚠️ Risks, Blockers, or Help Needed',
      'Payments may slip two weeks; we need one more engineer.',
    )
    await expect.poll(toastsSeen).toContainEqual('Saved offlineYour text will be added when the connection is back.')
    await page.getByRole('button', { name: 'New Update' }).click()
    await page.getByRole('dialog', { name: 'Start a new update?' }).getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL('**/select-update-type')
    await chooseUpdateType(page, 'Quick Update')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { name: 'Quick Update', level: 1 }).waitFor()
    await context.setOffline(false)

    const weeklySections = async () => {
      const response = await context.request.get('/api/updates')
      const updates = (await response.json()) as Array<{ id: string; content: string }>
      const weekly = updates.find((update) => update.id === weeklyId)
      return weekly
        ? (JSON.parse(weekly.content) as Array<{ sectionId: string }>).map((entry) =>
            entry.sectionId.replace(/_\d+$/, ''),
          )
        : []
    }
    await expect.poll(weeklySections, { timeout: 15_000, interval: 250 }).toEqual(['goal-progress', 'risks-blockers'])
    // The quick update on screen got nothing: it was never even made.
    const listed = (await (await context.request.get('/api/updates')).json()) as Array<{ updateType: string }>
    expect(listed.map((update) => update.updateType)).toEqual(['weekly'])
    await expect(page.locator('article.sayso-entry').count()).resolves.toBe(0)
    await closeSession(session)
  })
})

describe("given an update's address", () => {
  it('opens the update after a reload, on the same account in another browser, and with back and forward', async () => {
    const laptop = await newSession()
    const account = newAccount()
    await registerThroughApi(laptop.context, account)
    const { page } = laptop
    await page.goto('/app')
    await typeNote(page, '🔭 On the Horizon', 'Beta opens to two hundred customers in March.')
    await expectToast(page, 'Update Formatted')
    await page.waitForURL(ADDRESS)
    const address = page.url()
    const entry = page.locator('article.sayso-entry').first()
    const headline = await entry.locator('.sayso-entry__headline').textContent()

    await page.reload()
    await entry.waitFor()
    expect(page.url()).toBe(address)

    // Sent to one's own phone: the same address opens the same update there.
    const phone = await newSession()
    await logInThroughApi(phone.context, account)
    await phone.page.goto(address)
    await phone.page.locator('article.sayso-entry').first().waitFor()
    await expect(phone.page.locator('article.sayso-entry').first().textContent()).resolves.toContain(headline ?? '')
    await screenshot(phone.page, 'update-address-second-device')

    // Back and forward move between updates.
    const quick = await createUpdateThroughApi(laptop.context, {
      title: 'Launch status',
      updateType: 'quick',
      entries: [{ sectionId: 'tldr', sectionName: 'TL;DR', headline: 'Launch on track', content: 'Ships Friday.' }],
    })
    await page.getByRole('complementary').getByRole('link', { name: 'Recent Updates' }).click()
    await page.getByRole('button', { name: 'Open Launch status' }).click()
    await page.waitForURL(`**/quick-update/${quick.id}`)
    await page.getByText('Launch on track', { exact: true }).waitFor()
    await page.goBack()
    await page.waitForURL('**/recent-updates')
    await page.goBack()
    await page.waitForURL(address)
    await page.getByText('Beta opens', { exact: false }).first().waitFor()
    await page.goForward()
    await page.goForward()
    await page.waitForURL(`**/quick-update/${quick.id}`)
    await page.getByText('Launch on track', { exact: true }).waitFor()
    await closeSession(phone)
    await closeSession(laptop)
  })

  it("shows a saved update's entries on a reload of its address, online and offline", async () => {
    const session = await signedUpSession()
    const { page, context } = session
    const entries = Array.from({ length: 50 }, (_, index) => ({
      sectionId: `key-updates_${index + 1}`,
      sectionName: 'Key Updates',
      headline: `Milestone ${index + 1} reached`,
      content: `What happened in item ${index + 1}.`,
    }))
    const saved = await createUpdateThroughApi(context, { title: 'Fifty milestones', updateType: 'weekly', entries })
    const headlines = page.locator('article.sayso-entry .sayso-entry__headline')
    const expectAllEntries = async () => {
      await page.getByText('Milestone 50 reached', { exact: true }).waitFor()
      await expect(headlines.allTextContents()).resolves.toEqual(entries.map((entry) => entry.headline))
    }

    await page.goto(`/app/${saved.id}`)
    await expectAllEntries()
    await waitForOfflineShell(page)

    await page.reload()
    await expectAllEntries()

    // Offline, the page comes from the service worker and the entries from this device's copy.
    await context.setOffline(true)
    await page.reload()
    await expectAllEntries()
    expect(new URL(page.url()).pathname).toBe(`/app/${saved.id}`)
    await context.setOffline(false)
    await closeSession(session)
  })

  it('of a deleted, a foreign or an unknown update shows that it was not found, with a way back', async () => {
    const session = await signedUpSession()
    const { page, context } = session
    const deleted = await createUpdateThroughApi(context, { title: 'Deleted', updateType: 'weekly', entries: [] })
    expect((await context.request.delete(`/api/updates/${deleted.id}`)).status()).toBe(204)

    const stranger = await newSession()
    await registerThroughApi(stranger.context, newAccount('Sam Stranger'))
    const foreign = await createUpdateThroughApi(stranger.context, {
      title: 'Not yours',
      updateType: 'quick',
      entries: [],
    })
    await closeSession(stranger)

    for (const address of [
      `/app/${deleted.id}`,
      `/quick-update/${foreign.id}`,
      `/app/${crypto.randomUUID()}`,
      '/app/not-an-id',
    ]) {
      await page.goto(address)
      await page.getByRole('heading', { name: 'Update not found', level: 1 }).waitFor()
      await expect(page.getByText('Not yours').count()).resolves.toBe(0)
      await expect(page.getByRole('button', { name: 'Add Content' }).count()).resolves.toBe(0)
    }
    await screenshot(page, 'update-not-found')
    await page.getByRole('link', { name: 'Go to Recent Updates' }).click()
    await page.getByRole('heading', { name: 'Recent Updates', level: 1 }).waitFor()
    // Opening an address it could not find left nothing behind on the server.
    expect(await (await context.request.get('/api/updates')).json()).toEqual([])
    await closeSession(session)
  })
})
