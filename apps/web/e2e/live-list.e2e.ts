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

// Issue 13: "within a few seconds, with no reload".
const LIVE_WITHIN_MS = 5000

describe('given one account signed in on two devices, the second showing Recent Updates', () => {
  it('shows the update the first device makes, its new title, and drops it once deleted, all without a reload', async () => {
    const laptop = await newSession()
    const phone = await newSession()
    const account = newAccount()
    await registerThroughApi(laptop.context, account)
    await logInThroughApi(phone.context, account)

    await phone.page.goto('/recent-updates')
    await phone.page.getByRole('heading', { name: 'No updates yet' }).waitFor()
    let phoneLoads = 0
    phone.page.on('load', () => phoneLoads++)
    const cards = phone.page.getByRole('article')

    // The laptop makes an update by typing a note into a new weekly update.
    await laptop.page.goto('/app')
    await laptop.page.getByLabel('Target Section').selectOption({ label: '🔭 On the Horizon' })
    await laptop.page.getByRole('button', { name: 'Prefer to type your update instead?' }).click()
    await laptop.page.getByPlaceholder('Type your update here...').fill('Beta opens to two hundred customers in March.')
    await laptop.page.getByRole('button', { name: 'Add Content' }).click()
    const madeAt = Date.now()
    await cards
      .filter({ hasText: /^Weekly Update – / })
      .first()
      .waitFor({ timeout: LIVE_WITHIN_MS })
    expect(Date.now() - madeAt).toBeLessThan(LIVE_WITHIN_MS)
    await expectToast(laptop.page, 'Update Formatted')
    // Its formatted entry follows into the card's preview.
    await cards.getByText(/Beta opens/).waitFor({ timeout: LIVE_WITHIN_MS })
    await expect(cards.count()).resolves.toBe(1)
    await screenshot(phone.page, 'live-list-new-update')

    // A retitle on the laptop (over REST here) changes the phone's card.
    const [listed] = (await (await laptop.context.request.get('/api/updates')).json()) as Array<Record<string, string>>
    const renamed = await laptop.context.request.put(`/api/updates/${listed!.id}`, {
      data: {
        title: 'Horizon notes',
        templateName: listed!.templateName,
        content: listed!.content,
        updateType: listed!.updateType,
      },
    })
    expect(renamed.status()).toBe(200)
    await phone.page.getByRole('heading', { name: 'Horizon notes', level: 2 }).waitFor({ timeout: LIVE_WITHIN_MS })

    // The laptop deletes it from its own Recent Updates; the phone's card goes.
    await laptop.page.getByRole('complementary').getByRole('link', { name: 'Recent Updates' }).click()
    await laptop.page.getByRole('button', { name: 'Delete Horizon notes' }).click()
    await laptop.page
      .getByRole('dialog', { name: 'Delete this update?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expectToast(laptop.page, 'Update deleted', 'Update has been removed successfully')
    const deletedAt = Date.now()
    await phone.page.getByRole('heading', { name: 'No updates yet' }).waitFor({ timeout: LIVE_WITHIN_MS })
    expect(Date.now() - deletedAt).toBeLessThan(LIVE_WITHIN_MS)
    expect(phoneLoads).toBe(0)

    await closeSession(phone)
    await closeSession(laptop)
  })
})
