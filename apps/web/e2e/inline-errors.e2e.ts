import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  MOBILE,
  closeSession,
  contrastViolations,
  expectToast,
  newAccount,
  newSession,
  registerThroughApi,
  screenshot,
  signedUpSession,
} from './support.ts'

// Issue 19: the failing field is marked (aria-invalid) and its message is its accessible description,
// besides the SPEC's toast; focus goes to the first invalid field; editing a field clears its error.

// Answers from the server can take a while on a shared 2-core machine.
const POLL = { timeout: 10_000 }

/** The field's accessible description: the text of the elements its aria-describedby names. */
async function descriptionOf(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? ''
  return field.page().evaluate(
    (list) =>
      list
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? `(no element #${id})`)
        .join(' '),
    ids,
  )
}

const isFocused = (field: Locator) => field.evaluate((element) => element === document.activeElement)

/** Marked invalid, described by the message (or by nothing, when another field's message gives the reason). */
async function expectInvalid(field: Locator, message: string): Promise<void> {
  await expect.poll(() => field.getAttribute('aria-invalid'), POLL).toBe('true')
  await expect.poll(() => descriptionOf(field), POLL).toBe(message)
}

async function expectValid(field: Locator, description = ''): Promise<void> {
  await expect.poll(() => field.getAttribute('aria-invalid'), POLL).toBeNull()
  expect(await descriptionOf(field)).toBe(description)
}

describe('given a visitor signing up', () => {
  it('marks each failing field, focuses the first, and clears a field once it is edited', async () => {
    const session = await newSession()
    const { page } = session
    await page.goto('/signup')
    const name = page.getByLabel('Full Name')
    const email = page.getByLabel('Email')
    const password = page.getByLabel('Password', { exact: true })
    const confirm = page.getByLabel('Confirm Password')

    await email.fill('avery')
    await password.fill('secret1')
    await confirm.fill('secret2')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expectToast(page, 'Password mismatch', 'Passwords do not match')
    await expectInvalid(name, 'Name is required')
    await expectInvalid(email, 'Enter a valid email address')
    await expectInvalid(confirm, 'Passwords do not match')
    await expectValid(password)
    expect(await isFocused(name)).toBe(true)
    await screenshot(page, 'inline-errors-signup')

    await confirm.fill('secret1')
    await expectValid(confirm)
    // The other fields keep their errors until they are edited.
    await expectInvalid(email, 'Enter a valid email address')
    await name.fill('Avery Product')
    await email.fill('avery@example.com')
    await expectValid(name)
    await expectValid(email)
    await closeSession(session)
  })

  it('marks the e-mail when the server says it already has an account', async () => {
    const session = await newSession()
    const { page, context } = session
    const account = newAccount()
    await registerThroughApi(context, account)
    await context.clearCookies()
    await page.goto('/signup')
    const email = page.getByLabel('Email')
    await page.getByLabel('Full Name').fill('Someone Else')
    await email.fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill('another password')
    await page.getByLabel('Confirm Password').fill('another password')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expectToast(page, 'Registration failed', 'An account with this email already exists')
    await expectInvalid(email, 'An account with this email already exists')
    await expect.poll(() => isFocused(email), POLL).toBe(true)
    await email.fill(`other-${account.email}`)
    await expectValid(email)
    await closeSession(session)
  })
})

describe('given someone signing in', () => {
  it('marks the empty fields before asking the server', async () => {
    const session = await newSession({ viewport: MOBILE })
    const { page } = session
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expectInvalid(page.getByLabel('Email'), 'Email is required')
    await expectInvalid(page.getByLabel('Password'), 'Password is required')
    expect(await isFocused(page.getByLabel('Email'))).toBe(true)
    await screenshot(page, 'inline-errors-login')
    await closeSession(session)
  })

  it('marks both fields on a wrong password, with the message on the password, until each is edited', async () => {
    const session = await newSession()
    const { page, context } = session
    const account = newAccount()
    await registerThroughApi(context, account)
    await context.clearCookies()
    await page.goto('/login')
    const email = page.getByLabel('Email')
    const password = page.getByLabel('Password')
    await email.fill(account.email)
    await password.fill('not my password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expectToast(page, 'Login failed', 'Invalid email or password')
    await expectInvalid(password, 'Invalid email or password')
    // 401 does not say which of the two was wrong: the e-mail is marked, the reason is given once.
    await expectInvalid(email, '')
    await expect.poll(() => isFocused(email), POLL).toBe(true)

    await password.fill(account.password)
    await expectValid(password)
    await expectInvalid(email, '')
    // Typed again: any edit clears the mark.
    await email.fill('')
    await email.fill(account.email)
    await expectValid(email)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expectToast(page, 'Welcome back!', 'Successfully logged in')
    await closeSession(session)
  })
})

describe('given a signed-in user in Settings', () => {
  it('marks a name longer than the server keeps, and saves it once shortened', async () => {
    const session = await newSession()
    const { page, context } = session
    await registerThroughApi(context, newAccount('Avery Product'))
    await page.goto('/settings')
    const profile = page.getByRole('region', { name: 'Profile' })
    await profile.getByRole('button', { name: 'Edit' }).click()
    const name = profile.getByLabel('Name')
    await name.fill('x'.repeat(101))
    await profile.getByRole('button', { name: 'Save' }).click()
    await expectInvalid(name, 'Name must be at most 100 characters')
    expect(await isFocused(name)).toBe(true)

    await name.press('Backspace')
    await expectValid(name)
    await name.fill('Jordan Lee')
    await profile.getByRole('button', { name: 'Save' }).click()
    await expectToast(page, 'Profile updated', 'Your name has been updated successfully.')
    await closeSession(session)
  })

  it('marks the vocabulary field that fails, before sending and when the server refuses the term', async () => {
    const session = await signedUpSession({ colorScheme: 'dark' })
    const { page } = session
    await page.goto('/settings')
    const card = page.getByRole('region', { name: 'Vocabulary' })
    const term = card.getByLabel('Written form')
    const soundsLike = card.getByLabel('Sounds like (optional)')
    const hint = 'How it sounds when you say it, in ordinary words; separate several with commas.'

    await soundsLike.fill('sock 2')
    await card.getByRole('button', { name: 'Add term' }).click()
    await expectInvalid(term, 'Written form is required')
    // The hint stays part of the description, after the error.
    await expectInvalid(soundsLike, `Hints are spoken words: letters, spaces, hyphens and apostrophes only ${hint}`)
    expect(await isFocused(term)).toBe(true)
    expect(await contrastViolations(page)).toEqual([])
    await screenshot(page, 'inline-errors-vocabulary-dark')

    await term.fill('SOC 2')
    await expectValid(term)
    await soundsLike.fill('sock two')
    await expectValid(soundsLike, hint)
    await card.getByRole('button', { name: 'Add term' }).click()
    await expectToast(page, 'Term added', 'Your next recordings will use it.')
    await card.getByRole('list', { name: 'Your vocabulary' }).getByText('SOC 2', { exact: true }).waitFor()

    // The server refuses a term already in the vocabulary: the written form is marked.
    await term.fill('SOC 2')
    await card.getByRole('button', { name: 'Add term' }).click()
    await expectToast(page, 'Add failed', '"SOC 2" is already in your vocabulary')
    await expectInvalid(term, '"SOC 2" is already in your vocabulary')
    await expect.poll(() => isFocused(term), POLL).toBe(true)
    await term.fill('SOC 3')
    await expectValid(term)
    await closeSession(session)
  })
})

describe('given the error style', () => {
  it.each(['light', 'dark'] as const)('reads at 4.5:1 or more in the %s theme', async (scheme) => {
    const session = await newSession({ colorScheme: scheme })
    const { page } = session
    await page.goto('/signup')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expectInvalid(page.getByLabel('Full Name'), 'Name is required')
    expect(await contrastViolations(page)).toEqual([])
    await screenshot(page, `inline-errors-signup-${scheme}`)
    await closeSession(session)
  })
})
