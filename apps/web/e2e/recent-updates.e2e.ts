import { text } from 'node:stream/consumers'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  MOBILE,
  closeSession,
  createUpdateThroughApi,
  expectTitle,
  expectToast,
  newAccount,
  newSession,
  recordToasts,
  registerThroughApi,
  screenshot,
  type Session,
  withClipboard,
  signedUpSession,
} from './support.ts'

const launchEntries = [
  {
    sectionId: 'tldr',
    sectionName: 'TL;DR',
    headline: 'Launch on track for Friday',
    content: 'Confidence high; no blockers.',
  },
  {
    sectionId: 'ask',
    sectionName: 'Ask',
    headline: 'Approve the press date',
    content: 'Decision needed by Wednesday.',
  },
]

const weeklyEntries = [
  {
    sectionId: 'goal-progress_1',
    sectionName: 'Top-level Goal Progress',
    headline: 'Activation up 12%',
    content: 'Checklist shipped.',
  },
  {
    sectionId: 'risks-blockers_1',
    sectionName: 'Risks, Blockers, or Help Needed',
    headline: 'Payments may slip',
    content: 'Need one engineer.',
  },
]

/** Twelve entries in one section: 13 lines of text, more than either preview shows. */
const longEntries = Array.from({ length: 12 }, (_, index) => ({
  sectionId: `key-updates_${index + 1}`,
  headline: `Decision ${index + 1}`,
  content: `Detail ${index + 1}.`,
}))

describe('given a user without saved updates', () => {
  it('shows the empty state, whose Create Update leads to the chooser', async () => {
    const session = await signedUpSession()
    const { page } = session
    await page.goto('/recent-updates')
    await expectTitle(page, 'Recent Updates · Sayso')
    await page.getByRole('heading', { name: 'Recent Updates', level: 1 }).waitFor()
    await page.getByText('View and manage your saved updates').waitFor()
    await page.getByRole('heading', { name: 'No updates yet' }).waitFor()
    await page.getByText('Create your first update by recording voice notes or typing content.').waitFor()
    await screenshot(page, 'recent-updates-empty')
    await page.getByRole('button', { name: 'Create Update' }).click()
    await page.waitForURL('**/select-update-type')
    await expect(page.evaluate(() => sessionStorage.getItem('initiate-new-update'))).resolves.toBe('true')
    await closeSession(session)
  })
})

describe('given a user with saved updates', () => {
  it('lists them newest first with date, type badge, section count and preview', async () => {
    const session = await signedUpSession()
    const { page, context } = session
    await createUpdateThroughApi(context, {
      title: 'Weekly Update – March 3',
      updateType: 'weekly',
      entries: weeklyEntries,
    })
    await createUpdateThroughApi(context, { title: 'Empty draft', updateType: 'weekly', entries: [] })
    await createUpdateThroughApi(context, { title: 'Launch status', updateType: 'quick', entries: launchEntries })
    await page.goto('/recent-updates')

    const cards = page.getByRole('article')
    await cards.first().waitFor()
    await expect(cards.locator('h2').allTextContents()).resolves.toEqual([
      'Launch status',
      'Empty draft',
      'Weekly Update – March 3',
    ])

    const quick = cards.filter({ hasText: 'Launch status' })
    await expect(
      quick.getByText('Quick', { exact: true }).evaluate((badge) => getComputedStyle(badge).backgroundColor),
    ).resolves.toBe('rgb(255, 237, 213)')
    await quick.getByText('2 sections').waitFor()
    await quick
      .getByText(new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }))
      .waitFor()
    await quick.getByText('• Approve the press date — Decision needed by Wednesday.').waitFor()

    const weekly = cards.filter({ hasText: 'Weekly Update – March 3' })
    await expect(
      weekly.getByText('Weekly', { exact: true }).evaluate((badge) => getComputedStyle(badge).backgroundColor),
    ).resolves.toBe('rgb(219, 234, 254)')

    const empty = cards.filter({ hasText: 'Empty draft' })
    await empty.getByText('No content available').waitFor()
    await empty.getByText('0 sections').waitFor()
    await screenshot(page, 'recent-updates')
    await closeSession(session)
  })

  it('shows 10 lines of a long update on desktop and 6 on a phone, then ...', async () => {
    for (const [viewport, lines] of [
      [undefined, 10],
      [MOBILE, 6],
    ] as const) {
      const session = await signedUpSession({ viewport })
      const { page, context } = session
      await createUpdateThroughApi(context, { title: 'Busy week', updateType: 'weekly', entries: longEntries })
      await page.goto('/recent-updates')
      const preview = page.getByRole('article').locator('div', { hasText: 'Decision 1 ' }).last()
      await preview.waitFor()
      const text = await preview.innerText()
      expect(text.split('\n')).toHaveLength(lines + 1)
      expect(text.endsWith('\n...')).toBe(true)
      if (viewport) await screenshot(page, 'recent-updates')
      await closeSession(session)
    }
  })

  it('copies, downloads and e-mails an update', async () => {
    const session = await newSession()
    const { page, context } = session
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await registerThroughApi(context, newAccount())
    await createUpdateThroughApi(context, { title: 'Launch status: Q2!', updateType: 'quick', entries: launchEntries })
    await page.goto('/recent-updates')
    const expectedText = [
      'Launch status: Q2!',
      '',
      '⚡ TL;DR',
      '• Launch on track for Friday — Confidence high; no blockers.',
      '',
      '🙋 Ask',
      '• Approve the press date — Decision needed by Wednesday.',
      '',
    ].join('\n')

    await withClipboard(async () => {
      await page.getByRole('button', { name: 'Copy Launch status: Q2!' }).click()
      await expectToast(page, 'Copied!', 'Update copied to clipboard')
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(expectedText)
      // The same formatted text as the workspace's Copy: headings and bold headlines survive a paste.
      const html = await page.evaluate(async () => {
        const [item] = await navigator.clipboard.read()
        return item ? await (await item.getType('text/html')).text() : ''
      })
      expect(html).toContain('<h2>Launch status: Q2!</h2><h3>⚡ TL;DR</h3><ul><li><b>Launch on track for Friday</b>')
    })

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Launch status: Q2!' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('launch_status__q2_.txt')
    expect(await text(await download.createReadStream())).toBe(expectedText)
    await expectToast(page, 'Update exported!', 'Your update has been downloaded as a text file.')

    const href = await page.getByRole('link', { name: 'Email Launch status: Q2!' }).getAttribute('href')
    const mailto = new URL(href!)
    expect(mailto.protocol).toBe('mailto:')
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
    expect(mailto.searchParams.get('subject')).toBe(`Quick Update - ${today}`)
    expect(mailto.searchParams.get('body')).toBe(expectedText)
    await closeSession(session)
  })

  it('opens an update in its workspace', async () => {
    const session = await signedUpSession()
    const { page, context } = session
    await createUpdateThroughApi(context, {
      title: 'Weekly Update – March 3',
      updateType: 'weekly',
      entries: weeklyEntries,
    })
    await page.goto('/recent-updates')
    await page.getByRole('button', { name: 'Open Weekly Update – March 3' }).click()
    await page.waitForURL(/\/app\/[0-9a-f-]{36}$/)
    await expectToast(page, 'Update Loaded')
    await page.getByRole('button', { name: 'Edit title: Weekly Update – March 3' }).waitFor()
    await page.getByText('Activation up 12%', { exact: true }).waitFor()
    await page.getByText('Payments may slip', { exact: true }).waitFor()
    await screenshot(page, 'workspace-loaded')
    // The address names the update: a reload opens it again (without announcing it again).
    const address = page.url()
    await page.reload()
    await page.getByText('Payments may slip', { exact: true }).waitFor()
    expect(page.url()).toBe(address)
    await closeSession(session)
  })

  it('deletes an update after confirmation', async () => {
    const session = await signedUpSession()
    const { page, context } = session
    await createUpdateThroughApi(context, { title: 'Keep me', updateType: 'weekly', entries: weeklyEntries })
    await createUpdateThroughApi(context, { title: 'Delete me', updateType: 'quick', entries: launchEntries })
    await page.goto('/recent-updates')

    await page.getByRole('button', { name: 'Delete Delete me' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this update?' })
    // Cancel has the focus, so Enter never deletes by accident.
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Delete Delete me' }).click()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Delete Delete me' }).click()
    await screenshot(page, 'delete-update-dialog')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Update deleted', 'Update has been removed successfully')
    await page.getByRole('article').filter({ hasText: 'Delete me' }).waitFor({ state: 'detached' })
    await expect(page.getByRole('article').count()).resolves.toBe(1)

    const remaining = await context.request.get('/api/updates')
    expect((await remaining.json()).map((update: { title: string }) => update.title)).toEqual(['Keep me'])
    await closeSession(session)
  })
})

describe('given a user whose free plan is full', () => {
  it('keeps a new update on the device, says so, and marks it in Recent Updates', async () => {
    const session = await signedUpSession()
    const { page, context } = session
    const saved = []
    for (let index = 1; index <= 5; index++) {
      saved.push(
        await createUpdateThroughApi(context, {
          title: `Weekly ${index}`,
          updateType: 'weekly',
          entries: weeklyEntries,
        }),
      )
    }

    // The new update is refused as soon as it opens, before anything is typed.
    const toastsSeen = await recordToasts(page)
    await page.goto('/app')
    await page.getByLabel('Target Section').selectOption({ label: '🎉 Feel Goods' })
    await page.getByRole('button', { name: 'Prefer to type your update instead?' }).click()
    await page.getByPlaceholder('Type your update here...').fill('The support team praised the new help center.')
    await page.getByRole('button', { name: 'Add Content' }).click()
    // The work is not lost: it is formatted and kept on this device.
    await page.locator('article.sayso-entry').first().waitFor()
    await expect
      .poll(toastsSeen)
      .toContainEqual(expect.stringContaining('Free plan limit reachedThis update is kept on this device only.'))
    // Toasts come and go; the note under the title stays while the update is shown.
    await page.getByText('Kept on this device only – your free plan is full').waitFor()

    await page.getByRole('complementary').getByRole('link', { name: 'Recent Updates' }).click()
    const cards = page.getByRole('article')
    await expect.poll(() => cards.count()).toBe(6)
    const deviceOnly = cards.filter({ hasText: 'Not synced yet' })
    await expect(deviceOnly.count()).resolves.toBe(1)
    // Issue 16: the one-sentence note is its headline, said once (the content does not repeat it).
    await deviceOnly.getByText('Support team praised the new help center').waitFor()
    await expect((await (await context.request.get('/api/updates')).json()).length).toBe(5)
    await screenshot(page, 'recent-updates-not-synced')

    // Once there is room again, the next start of the app syncs it: no badge, and its note is the usual one.
    expect((await context.request.delete(`/api/updates/${saved[0]!.id}`)).status()).toBe(204)
    await page.reload()
    await expect
      .poll(async () => (await (await context.request.get('/api/updates')).json()).length, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(5)
    await page.reload()
    await expect.poll(() => cards.count()).toBe(5)
    await expect(page.getByText('Not synced yet').count()).resolves.toBe(0)
    await page.getByRole('button', { name: /^Open Weekly Update – / }).click()
    await page.waitForURL(/\/app\/[0-9a-f-]{36}$/)
    await page.getByText('All changes saved automatically').waitFor()
    await closeSession(session)
  })
})

/** Four updates, oldest first, titled alike as the app's default titles are; a word of each content is its own. */
const FOUR_UPDATES = [
  {
    title: 'Weekly Update – March 3',
    updateType: 'weekly',
    sectionId: 'goal-progress_1',
    headline: 'Pricing page shipped',
    content: 'Conversion up 4% in the first week.',
  },
  {
    title: 'Quick Update – March 5',
    updateType: 'quick',
    sectionId: 'tldr',
    headline: 'Launch on track',
    content: 'Café partners confirmed; no blockers.',
  },
  {
    title: 'Weekly Update – March 10',
    updateType: 'weekly',
    sectionId: 'key-updates_1',
    headline: 'Hiring',
    content: 'Two engineers start Monday.',
  },
  {
    title: 'Quick Update – March 12',
    updateType: 'quick',
    sectionId: 'ask',
    headline: 'Approve the budget',
    content: 'Finance needs an answer by Friday.',
  },
] as const

async function createFourUpdates(session: Session): Promise<void> {
  await registerThroughApi(session.context, newAccount())
  for (const { title, updateType, ...entry } of FOUR_UPDATES) {
    await createUpdateThroughApi(session.context, { title, updateType, entries: [entry] })
  }
}

const shownTitles = (page: Page) => page.getByRole('article').locator('h2').allTextContents()
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search updates' })
const summary = (page: Page) => page.getByRole('status').filter({ hasText: /update/ })

describe('given a user looking for one of several updates', () => {
  it('finds one by a word of its content, filters by type, flips the order, keeps the choices in the address and clears them', async () => {
    const session = await newSession()
    const { page } = session
    await createFourUpdates(session)
    await page.goto('/recent-updates')
    await page.getByRole('article').first().waitFor()
    await expect
      .poll(() => shownTitles(page))
      .toEqual([
        'Quick Update – March 12',
        'Weekly Update – March 10',
        'Quick Update – March 5',
        'Weekly Update – March 3',
      ])
    await expect(summary(page).textContent()).resolves.toBe('4 updates')

    // A word of one update's content, typed as a person types it.
    await searchBox(page).pressSequentially('engineers')
    await expect.poll(() => shownTitles(page)).toEqual(['Weekly Update – March 10'])
    await expect(summary(page).textContent()).resolves.toBe('1 of 4 updates matches')
    await expect.poll(() => searchBox(page).inputValue()).toBe('engineers')

    // Case and accents do not matter; every word must match.
    await searchBox(page).fill('CAFE confirmed')
    await expect.poll(() => shownTitles(page)).toEqual(['Quick Update – March 5'])
    await searchBox(page).fill('')
    await expect.poll(() => shownTitles(page)).toHaveLength(4)

    await page.getByRole('radio', { name: 'Quick' }).check()
    await expect.poll(() => shownTitles(page)).toEqual(['Quick Update – March 12', 'Quick Update – March 5'])
    await expect(summary(page).textContent()).resolves.toBe('2 of 4 updates match')

    await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Oldest first' })
    await expect.poll(() => shownTitles(page)).toEqual(['Quick Update – March 5', 'Quick Update – March 12'])
    await searchBox(page).fill('march')
    await expect.poll(() => new URL(page.url()).search).toBe('?q=march&type=quick&order=oldest')
    await screenshot(page, 'recent-updates-search')

    // A reload keeps every choice, in the box, the filter, the order and the list.
    await page.reload()
    await page.getByRole('article').first().waitFor()
    await expect.poll(() => shownTitles(page)).toEqual(['Quick Update – March 5', 'Quick Update – March 12'])
    await expect.poll(() => searchBox(page).inputValue()).toBe('march')
    await expect(page.getByRole('radio', { name: 'Quick' }).isChecked()).resolves.toBe(true)
    await expect(page.getByRole('combobox', { name: 'Order' }).inputValue()).resolves.toBe('oldest')

    // Back steps over the order change (typing does not add history entries); forward returns.
    await page.goBack()
    await expect.poll(() => shownTitles(page)).toEqual(['Quick Update – March 12', 'Quick Update – March 5'])
    await expect.poll(() => searchBox(page).inputValue()).toBe('')
    await expect(page.getByRole('combobox', { name: 'Order' }).inputValue()).resolves.toBe('newest')
    await page.goForward()
    await expect.poll(() => shownTitles(page)).toEqual(['Quick Update – March 5', 'Quick Update – March 12'])
    await expect.poll(() => searchBox(page).inputValue()).toBe('march')

    // Nothing matches: a way out, not the page for a user who has no updates at all.
    await searchBox(page).fill('march engineers')
    await page.getByRole('heading', { name: 'No updates match' }).waitFor()
    await expect(page.getByRole('article').count()).resolves.toBe(0)
    await expect(page.getByRole('heading', { name: 'No updates yet' }).count()).resolves.toBe(0)
    await expect(page.getByRole('status').filter({ hasText: 'No updates match' }).count()).resolves.toBe(1)
    await screenshot(page, 'recent-updates-no-match')
    await page.getByRole('button', { name: 'Clear search and filter' }).click()
    await expect
      .poll(() => shownTitles(page))
      .toEqual([
        'Weekly Update – March 3',
        'Quick Update – March 5',
        'Weekly Update – March 10',
        'Quick Update – March 12',
      ])
    await expect.poll(() => searchBox(page).inputValue()).toBe('')
    await expect(searchBox(page).evaluate((box) => box === document.activeElement)).resolves.toBe(true)
    await expect(page.getByRole('radio', { name: 'All' }).isChecked()).resolves.toBe(true)
    // The order is not a filter: it stays.
    expect(new URL(page.url()).search).toBe('?order=oldest')
    await closeSession(session)
  })

  it('searches what the device holds while offline', async () => {
    const session = await newSession()
    const { page, context } = session
    await createFourUpdates(session)
    await page.goto('/recent-updates')
    await page.getByRole('article').first().waitFor()
    await expect.poll(() => shownTitles(page)).toHaveLength(4)
    await context.setOffline(true)
    await searchBox(page).fill('budget')
    await expect.poll(() => shownTitles(page)).toEqual(['Quick Update – March 12'])
    await page.getByRole('radio', { name: 'Weekly' }).check()
    await page.getByRole('heading', { name: 'No updates match' }).waitFor()
    await context.setOffline(false)
    await closeSession(session)
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`fits a phone, ${colorScheme}`, async () => {
      const session = await newSession({ viewport: MOBILE, colorScheme })
      const { page } = session
      await createFourUpdates(session)
      await page.goto('/recent-updates?type=weekly')
      await page.getByRole('article').first().waitFor()
      await expect.poll(() => shownTitles(page)).toEqual(['Weekly Update – March 10', 'Weekly Update – March 3'])
      // Nothing wider than the screen.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(MOBILE.width)
      await screenshot(page, `recent-updates-search-${colorScheme}`)
      await searchBox(page).fill('nothing like this')
      await page.getByRole('heading', { name: 'No updates match' }).waitFor()
      await screenshot(page, `recent-updates-no-match-${colorScheme}`)
      await closeSession(session)
    })
  }

  it('looks right in dark on a desktop', async () => {
    const session = await newSession({ colorScheme: 'dark' })
    const { page } = session
    await createFourUpdates(session)
    await page.goto('/recent-updates?q=update&order=oldest')
    await page.getByRole('article').first().waitFor()
    await expect.poll(() => shownTitles(page)).toHaveLength(4)
    await screenshot(page, 'recent-updates-search-dark')
    await closeSession(session)
  })
})
