import type { Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  MOBILE,
  closeSession,
  createUpdateThroughApi,
  expectTitle,
  expectToast,
  newAccount,
  newSession,
  registerThroughApi,
  screenshot,
  signedUpSession,
} from './support.ts'

const entries = [{ sectionId: 'tldr', headline: 'On track', content: 'Ships Friday.' }]

describe('given a signed-in user on the settings page', () => {
  it('shows the profile with a read-only e-mail address', async () => {
    for (const viewport of [undefined, MOBILE]) {
      const session = await newSession({ viewport })
      const { page, context } = session
      const account = newAccount('Avery Product')
      await registerThroughApi(context, account)
      await page.goto('/settings')
      await expectTitle(page, 'Settings · Sayso')
      await page.getByRole('region', { name: 'Profile' }).getByText('Avery Product', { exact: true }).waitFor()
      const email = page.getByLabel('Email address')
      await expect(email.inputValue()).resolves.toBe(account.email)
      await expect(email.getAttribute('readonly')).resolves.toBe('')
      await page.getByText('Email address cannot be changed').waitFor()
      await page.getByText('Free · 0 of 5 updates used').waitFor()
      await screenshot(page, 'settings')
      await closeSession(session)
    }
  })

  it('saves only a trimmed, changed, non-empty name', async () => {
    const session = await newSession()
    const { page, context } = session
    await registerThroughApi(context, newAccount('Avery Product'))
    const renames: Request[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/name')) renames.push(request)
    })
    await page.goto('/settings')
    const profile = page.getByRole('region', { name: 'Profile' })

    await profile.getByRole('button', { name: 'Edit' }).click()
    const nameInput = profile.getByLabel('Name')
    await nameInput.fill('   ')
    await expect(profile.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true)

    // Unchanged after trimming: the form closes without asking the server.
    await nameInput.fill('  Avery Product ')
    await profile.getByRole('button', { name: 'Save' }).click()
    await profile.getByRole('button', { name: 'Edit' }).waitFor()
    expect(renames).toHaveLength(0)

    // Cancel reverts what was typed.
    await profile.getByRole('button', { name: 'Edit' }).click()
    await nameInput.fill('Someone Else')
    await profile.getByRole('button', { name: 'Cancel' }).click()
    await profile.getByText('Avery Product', { exact: true }).waitFor()

    await profile.getByRole('button', { name: 'Edit' }).click()
    await expect(nameInput.inputValue()).resolves.toBe('Avery Product')
    await nameInput.fill('  Jordan Lee  ')
    await profile.getByRole('button', { name: 'Save' }).click()
    await expectToast(page, 'Profile updated', 'Your name has been updated successfully.')
    await profile.getByText('Jordan Lee', { exact: true }).waitFor()
    expect(renames.map((request) => request.postDataJSON())).toEqual([{ name: 'Jordan Lee' }])
    // The sidebar shows the new name too.
    await page.getByRole('complementary').getByText('Jordan Lee', { exact: true }).waitFor()
    await closeSession(session)
  })

  it('deletes all updates after confirmation', async () => {
    const session = await signedUpSession()
    const { page, context } = session
    await createUpdateThroughApi(context, { title: 'First', updateType: 'quick', entries })
    await createUpdateThroughApi(context, { title: 'Second', updateType: 'quick', entries })
    await page.goto('/settings')
    await page.getByText('Free · 2 of 5 updates used').waitFor()
    await page.getByRole('button', { name: 'Delete All Updates and Recordings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete all updates and recordings?' })
    await screenshot(page, 'settings-confirm-delete')
    await dialog.getByRole('button', { name: 'Delete everything' }).click()
    await expectToast(page, 'Updates deleted', 'All your updates and recordings have been deleted.')
    await page.getByText('Free · 0 of 5 updates used').waitFor()
    await page.getByRole('complementary').getByRole('link', { name: 'Recent Updates' }).click()
    await page.getByRole('heading', { name: 'No updates yet' }).waitFor()
    await closeSession(session)
  })

  it('deletes the account, signs out and goes home 1.5 s later', async () => {
    const session = await newSession()
    const { page, context } = session
    const account = newAccount()
    await registerThroughApi(context, account)
    await page.goto('/settings')
    await page.getByRole('button', { name: 'Delete My Account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.url()).toMatch(/\/settings$/)

    await page.getByRole('button', { name: 'Delete My Account' }).click()
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expectToast(page, 'Account deleted', 'Your account has been deleted successfully.')
    const deletedAt = Date.now()
    await page.getByText('Now in Beta').waitFor()
    expect(Date.now() - deletedAt).toBeGreaterThanOrEqual(1000)
    expect(new URL(page.url()).pathname).toBe('/')

    await page.goto('/login')
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expectToast(page, 'Login failed')
    await closeSession(session)
  })
})
