import { describe, expect, it } from 'vitest'
import {
  MOBILE,
  closeSession,
  expectTitle,
  expectToast,
  newAccount,
  newSession,
  registerThroughApi,
  screenshot,
  signedUpSession,
  chooseUpdateType,
} from './support.ts'

describe('given a visitor signing up', () => {
  it('is told when the passwords differ or are too short', async () => {
    const session = await newSession()
    const { page } = session
    await page.goto('/signup')
    await expectTitle(page, 'Try it now · Sayso')
    await page.getByText('Free • 5 updates included • No credit card required').waitFor()
    await page.getByLabel('Full Name').fill('Avery Product')
    await page.getByLabel('Email').fill('avery@example.com')
    await page.getByLabel('Password', { exact: true }).fill('secret1')
    await page.getByLabel('Confirm Password').fill('secret2')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expectToast(page, 'Password mismatch', 'Passwords do not match')

    await page.getByLabel('Password', { exact: true }).fill('abc12')
    await page.getByLabel('Confirm Password').fill('abc12')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expectToast(page, 'Password too short', 'Password must be at least 6 characters')
    expect(page.url()).toMatch(/\/signup$/)
    await closeSession(session)
  })

  it('creates the account and lands on the update-type chooser', async () => {
    const session = await newSession()
    const { page } = session
    const account = newAccount()
    await page.goto('/signup')
    await page.getByLabel('Full Name').fill(account.name)
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByLabel('Confirm Password').fill(account.password)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expectToast(page, 'Success!', 'Account created successfully. Welcome to Sayso!')
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('heading', { name: 'What would you like to create?' }).waitFor()
    await closeSession(session)
  })

  it('is told when the e-mail already has an account', async () => {
    const session = await newSession()
    const { page, context } = session
    const account = newAccount()
    await registerThroughApi(context, account)
    await context.clearCookies()
    await page.goto('/signup')
    await page.getByLabel('Full Name').fill('Someone Else')
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill('another password')
    await page.getByLabel('Confirm Password').fill('another password')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expectToast(page, 'Registration failed', 'An account with this email already exists')
    await closeSession(session)
  })
})

describe('given someone with an account', () => {
  it('cannot sign in with a wrong password', async () => {
    const session = await newSession()
    const { page, context } = session
    const account = newAccount()
    await registerThroughApi(context, account)
    await context.clearCookies()
    await page.goto('/login')
    await expectTitle(page, 'Sign in · Sayso')
    await page.getByRole('button', { name: 'Forgot password?' }).waitFor()
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password').fill('not my password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expectToast(page, 'Login failed')
    expect(page.url()).toMatch(/\/login$/)
    await closeSession(session)
  })

  it('signs in, signs out to the landing page, and is then kept out of protected pages', async () => {
    const session = await newSession()
    const { page, context } = session
    const account = newAccount('Jordan Lee')
    await registerThroughApi(context, account)
    await context.clearCookies()
    await page.goto('/login')
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expectToast(page, 'Welcome back!', 'Successfully logged in')
    await page.getByRole('heading', { name: 'What would you like to create?' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')

    // A signed-in user has no business on the sign-in form.
    await page.goto('/login')
    await page.waitForURL((url) => url.pathname === '/')

    await page.getByRole('complementary').getByRole('button', { name: 'Sign out' }).click()
    await expectToast(page, 'Logged out', 'See you next time!')
    await page.getByText('Now in Beta').waitFor()
    expect(new URL(page.url()).pathname).toBe('/')

    for (const path of [
      '/select-update-type',
      '/app',
      '/weekly-update',
      '/quick-update',
      '/recent-updates',
      '/settings',
    ]) {
      await page.goto(path)
      await page.waitForURL('**/login')
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor()
    }
    await closeSession(session)
  })
})

describe('given a signed-in user choosing what to write', () => {
  it('can continue only after picking a type, and starts from a clean workspace', async () => {
    const session = await signedUpSession()
    const { page } = session
    await page.goto('/select-update-type')
    await expectTitle(page, 'New Update · Sayso')
    await page.evaluate(() => sessionStorage.setItem('sayso-workspace-session-active', 'true'))
    const continueButton = page.getByRole('button', { name: 'Continue' })
    await expect(continueButton.isDisabled()).resolves.toBe(true)
    await screenshot(page, 'chooser')

    await chooseUpdateType(page, 'Weekly Update')
    await expect(page.getByRole('radio', { name: /Weekly Update/ }).isChecked()).resolves.toBe(true)
    await expect(continueButton.isEnabled()).resolves.toBe(true)
    await chooseUpdateType(page, 'Quick Update')
    await continueButton.click()
    await page.waitForURL(/\/quick-update$/)
    await page.getByRole('heading', { name: 'Quick Update', level: 1 }).waitFor()
    await page.getByText('Create a concise, executive-ready update for immediate communication').waitFor()
    await expect(page.evaluate(() => sessionStorage.getItem('sayso-workspace-session-active'))).resolves.toBeNull()

    await page.goto('/')
    await chooseUpdateType(page, 'Weekly Update')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(/\/app$/)
    await page.getByRole('heading', { name: 'Weekly Update', level: 1 }).waitFor()
    await closeSession(session)
  })

  it('picks a card with the keyboard', async () => {
    const session = await signedUpSession({ viewport: MOBILE })
    const { page } = session
    await page.goto('/select-update-type')
    await page.getByRole('radio', { name: /Weekly Update/ }).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: /Quick Update/ }).isChecked()).resolves.toBe(true)
    await screenshot(page, 'chooser')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/quick-update$/)
    await closeSession(session)
  })
})

describe('given a session that ends on the server', () => {
  it('sends the user to sign in again at the next read', async () => {
    const session = await signedUpSession()
    const { page, context } = session
    await page.goto('/settings')
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    await context.clearCookies()
    await page.getByRole('complementary').getByRole('link', { name: 'Recent Updates' }).click()
    await expectToast(page, 'Unauthorized - Please log in again')
    await page.waitForURL('**/login')
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor()
    await closeSession(session)
  })

  it('sends the user to sign in when a reload finds it ended, though the device remembers them', async () => {
    const session = await signedUpSession()
    const { page, context } = session
    await page.goto('/settings')
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    await context.clearCookies()
    // The page opens at once as the remembered user; the server's answer then ends the session here.
    await page.reload()
    await expectToast(page, 'Unauthorized - Please log in again')
    await page.waitForURL('**/login')
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor()
    await closeSession(session)
  })
})
