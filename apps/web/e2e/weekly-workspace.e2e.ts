import { text } from 'node:stream/consumers'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  closeSession,
  expectTitle,
  expectToast,
  newAccount,
  newSession,
  recordToasts,
  registerThroughApi,
  screenshot,
  withClipboard,
  signedUpSession,
  chooseUpdateType,
} from './support.ts'

function section(page: Page, name: string) {
  return page.locator('section.sayso-section').filter({ has: page.getByRole('heading', { name, level: 3 }) })
}

/** Records the MIME types of the blobs the page turns into downloads. */
async function watchDownloadTypes(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const types: string[] = []
    ;(window as unknown as { __blobTypes: string[] }).__blobTypes = types
    const original = URL.createObjectURL.bind(URL)
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob) types.push(object.type)
      return original(object)
    }
  })
  return () => page.evaluate(() => (window as unknown as { __blobTypes: string[] }).__blobTypes)
}

describe('given a weekly workspace whose server refuses the content', () => {
  it('says why in the SPEC toasts and keeps what was already saved', async () => {
    const session = await signedUpSession()
    const { page } = session
    await page.goto('/app')
    await page.getByRole('button', { name: 'Prefer to type your update instead?' }).click()
    const textarea = page.getByPlaceholder('Type your update here...')
    await page.getByLabel('Target Section').selectOption({ label: '🎯 Top-level Goal Progress' })
    await textarea.fill('Activation rose twelve percent after the onboarding checklist shipped.')
    await page.getByRole('button', { name: 'Add Content' }).click()
    const goals = section(page, 'Top-level Goal Progress')
    await goals.locator('article.sayso-entry').first().waitFor()
    const saved = await goals.locator('article.sayso-entry').allTextContents()

    // Formatting refused: the entry already there stays.
    await page.route('**/api/format-update', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Unknown section: goal-progress_1' }),
      }),
    )
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('Alt+Shift+F')
    await expectToast(page, 'Formatting Failed', 'Unknown section: goal-progress_1')
    await expect(goals.locator('article.sayso-entry').allTextContents()).resolves.toEqual(saved)

    // Processing refused: the toast carries the server's message.
    await page.route('**/api/process-text', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'text: Text is required' }),
      }),
    )
    await page.getByLabel('Target Section').selectOption({ label: '🎯 Top-level Goal Progress' })
    await textarea.fill('A second note the server will refuse.')
    await page.getByRole('button', { name: 'Add Content' }).click()
    await expectToast(page, 'Processing Failed', 'text: Text is required')
    await expect(goals.locator('article.sayso-entry').allTextContents()).resolves.toEqual(saved)
    // The refused note is kept, not dropped: it can be tried again, or discarded back into the field.
    const failed = page.getByRole('list', { name: 'Not added' }).getByRole('listitem')
    await failed
      .filter({ hasText: '"A second note the server will refuse." could not be added: text: Text is required' })
      .waitFor()
    await expect(textarea.inputValue()).resolves.toBe('')
    await page.unroute('**/api/process-text')
    await page.unroute('**/api/format-update')
    // Formatting follows at once, and its toast may replace 'Text Added' before a poll would see it.
    const toastsSeen = await recordToasts(page)
    await failed.getByRole('button', { name: 'Retry' }).click()
    await expect.poll(toastsSeen).toContain('Text AddedYour text has been added to Top-level Goal Progress.')
    await failed.waitFor({ state: 'detached' })
    await goals.getByText('A second note the server will refuse', { exact: false }).first().waitFor()
    await closeSession(session)
  })
})

describe('given a signed-in user in the weekly workspace', () => {
  it('types an update into a section, formats, edits, titles, copies and exports it, and finds it again', async () => {
    const session = await newSession()
    const { page, context } = session
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await registerThroughApi(context, newAccount())
    await page.goto('/app')
    await expectTitle(page, 'Weekly Update · Sayso')
    await page.getByRole('heading', { name: 'Weekly Update', level: 1 }).waitFor()
    await page.getByText('You can select a section before or after recording.').waitFor()
    const mainButton = page.getByRole('button', { name: 'Record Content' })
    await mainButton.waitFor()
    await expect(page.getByRole('button', { name: 'Copy' }).isDisabled()).resolves.toBe(true)
    await screenshot(page, 'weekly-workspace-empty')

    // SPEC §5: typed text needs a target section.
    const toastsSeen = await recordToasts(page)
    await page.getByRole('button', { name: 'Prefer to type your update instead?' }).click()
    const textarea = page.getByPlaceholder('Type your update here...')
    await textarea.fill('Activation rose twelve percent after we shipped the onboarding checklist.')
    await page.getByRole('button', { name: 'Add Content' }).click()
    await expectToast(page, 'Missing Information', 'Please enter text and select a target section.')

    await page.getByLabel('Target Section').selectOption({ label: '🎯 Top-level Goal Progress' })
    await page.getByText('Progress against the goals and metrics your team is measured on.').waitFor()
    await page.getByRole('button', { name: 'Add Content' }).click()
    await expectToast(page, 'Update Formatted', 'Your voice notes have been transformed into a professional update.')
    const goals = section(page, 'Top-level Goal Progress')
    await goals.locator('article.sayso-entry').first().waitFor()
    await expect(textarea.inputValue()).resolves.toBe('')
    // Shown for a moment before 'Update Formatted' replaced it (one toast at a time).
    await expect(toastsSeen()).resolves.toContain('Text AddedYour text has been added to Top-level Goal Progress.')
    await expect(section(page, 'Feel Goods').locator('article').count()).resolves.toBe(0)

    // Alt+Shift+F formats again; T opens the type dialog and Escape closes it.
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('Alt+Shift+F')
    await expectToast(page, 'Update Formatted')
    await page.keyboard.press('t')
    const typeDialog = page.getByRole('dialog', { name: 'Type Your Update' })
    await typeDialog.waitFor()
    await page.keyboard.press('Escape')
    await typeDialog.waitFor({ state: 'hidden' })

    // Edit the entry's headline.
    const entry = goals.locator('article.sayso-entry').first()
    await entry.hover()
    await entry.getByRole('button', { name: /^Edit / }).click()
    await goals.getByLabel('Headline').fill('Activation up 12%')
    await goals.getByRole('button', { name: 'Save' }).click()
    await expectToast(page, 'Section updated', 'Changes saved automatically.')
    await goals.getByText('Activation up 12%').waitFor()

    // Title: click to edit, Enter saves.
    await page.getByRole('button', { name: /Edit title/ }).click()
    await page.getByRole('textbox', { name: 'Title' }).fill('  Week 12 status  ')
    await page.keyboard.press('Enter')
    await expectToast(page, 'Title updated', 'Changes have been saved automatically.')
    await page.getByRole('button', { name: /Week 12 status/ }).waitFor()
    await screenshot(page, 'weekly-workspace-formatted')

    // Copy puts the title and the non-empty sections on the clipboard.
    const copied = await withClipboard(async () => {
      await page.getByRole('button', { name: 'Copy' }).click()
      await expectToast(page, 'Copied to clipboard!', 'Your update has been copied to the clipboard.')
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      expect(copied.startsWith('Week 12 status\n\n🎯 Top-level Goal Progress\n• Activation up 12%')).toBe(true)
      expect(copied).not.toContain('Feel Goods')
      const html = await page.evaluate(async () => {
        const [item] = await navigator.clipboard.read()
        return item ? await (await item.getType('text/html')).text() : ''
      })
      expect(html).toContain('<b>Activation up 12%</b>')
      return copied
    })

    // Actions: Show Transcript, Export RTF, Email.
    await page.getByRole('button', { name: 'Actions' }).click()
    await page.getByRole('menuitem', { name: 'Show Transcript' }).click()
    const transcripts = page.getByRole('dialog', { name: 'Transcripts' })
    await transcripts.getByText('Recording 1 • 0:00').waitFor()
    await page.keyboard.press('Escape')
    await transcripts.waitFor({ state: 'hidden' })

    const downloadTypes = await watchDownloadTypes(page)
    await page.getByRole('button', { name: 'Actions' }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export RTF' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('update.rtf')
    const rtf = await text(await download.createReadStream())
    expect(rtf.startsWith('{\\rtf1')).toBe(true)
    expect(rtf).toContain('\\b Activation up 12%\\b0')
    await expect(downloadTypes()).resolves.toEqual(['application/rtf'])

    await page.getByRole('button', { name: 'Actions' }).click()
    const mailto = new URL((await page.getByRole('menuitem', { name: 'Email' }).getAttribute('href'))!)
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
    expect(mailto.searchParams.get('subject')).toBe(`Weekly Update - ${today}`)
    expect(mailto.searchParams.get('body')).toBe(copied)
    await page.keyboard.press('Escape')

    // The update is its synced document: a reload shows it, and Recent Updates lists it once stored.
    await page.reload()
    await section(page, 'Top-level Goal Progress').getByText('Activation up 12%').waitFor()
    await page.getByRole('button', { name: /Week 12 status/ }).waitFor()
    await expect
      .poll(
        async () => (await (await context.request.get('/api/updates')).json()).map((u: { title: string }) => u.title),
        {
          timeout: 10_000,
          interval: 250,
        },
      )
      .toEqual(['Week 12 status'])
    await page.goto('/recent-updates')
    await page.getByRole('button', { name: 'Open Week 12 status' }).click()
    await page.waitForURL(/\/app\/[0-9a-f-]{36}$/)
    await expectToast(page, 'Update Loaded')
    const reopened = section(page, 'Top-level Goal Progress')
    await reopened.getByText('Activation up 12%').waitFor()

    // Deleting the entry takes its recording with it: nothing is left to copy or to show.
    await reopened.locator('article.sayso-entry').hover()
    await reopened.getByRole('button', { name: 'Delete Activation up 12%' }).click()
    await reopened.getByText('Headline with a metric', { exact: true }).waitFor()
    await expect(page.getByRole('button', { name: 'Copy' }).isDisabled()).resolves.toBe(true)
    await page.getByRole('button', { name: 'Actions' }).click()
    await expect(page.getByRole('menuitem', { name: 'Show Transcript' }).getAttribute('data-disabled')).resolves.toBe(
      '',
    )
    await page.keyboard.press('Escape')
    await closeSession(session)
  })

  it('records a voice note without a section, files it with the section picker, and keeps it', async () => {
    const session = await newSession()
    const { page } = session
    const account = newAccount()
    await page.goto('/signup')
    await page.getByLabel('Full Name').fill(account.name)
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByLabel('Confirm Password').fill(account.password)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await chooseUpdateType(page, 'Weekly Update')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(/\/app$/)
    const toastsSeen = await recordToasts(page)

    await page.getByRole('button', { name: 'Record Content' }).click()
    const recording = page.getByRole('dialog', { name: 'Recording in Progress...' })
    await recording.waitFor()
    await expectToast(page, 'Recording started', 'Speak clearly into your microphone.')
    await page.getByRole('button', { name: 'Finish Recording' }).waitFor()
    await recording.getByRole('button', { name: 'Pause' }).click()
    await page.getByRole('dialog', { name: 'Recording Paused' }).getByRole('button', { name: 'Resume' }).click()
    await recording.getByText('0:03').waitFor({ timeout: 5000 })
    await recording.getByRole('button', { name: 'Finish' }).click()

    // No target section: the transcription waits for one.
    const picker = page.getByRole('dialog', { name: 'Where should this update go?' })
    await picker.waitFor({ timeout: 20_000 })
    await expectToast(page, 'Recording transcribed', 'Please select a section for this recording.')
    await expect(picker.locator('blockquote').innerText()).resolves.toMatch(/^“.+”$/)
    await expect(picker.getByRole('button', { name: 'Save Recording' }).isDisabled()).resolves.toBe(true)
    await screenshot(page, 'weekly-section-picker')
    await picker.getByLabel('Select Section:').selectOption({ label: '🔑 Key Updates & Decisions Made' })
    await picker.getByRole('button', { name: 'Save Recording' }).click()
    await picker.waitFor({ state: 'hidden' })
    await expectToast(page, 'Update Formatted')
    await expect(toastsSeen()).resolves.toContain('Recording savedRecording assigned to the selected section.')
    const keyUpdates = section(page, 'Key Updates & Decisions Made')
    await keyUpdates.locator('article.sayso-entry').first().waitFor()

    await page.getByRole('button', { name: 'Actions' }).click()
    await page.getByRole('menuitem', { name: 'Show Transcript' }).click()
    await page
      .getByRole('dialog', { name: 'Transcripts' })
      .getByText(/^Recording 1 • 0:0\d$/)
      .waitFor()
    await page.keyboard.press('Escape')

    // Edit the headline; after a reload and from Recent Updates the edit is still there.
    const entry = keyUpdates.locator('article.sayso-entry').first()
    await entry.hover()
    await entry.getByRole('button', { name: /^Edit / }).click()
    await keyUpdates.getByLabel('Headline').fill('Launch on track for Friday')
    await keyUpdates.getByRole('button', { name: 'Save' }).click()
    await expectToast(page, 'Section updated', 'Changes saved automatically.')
    await page.reload()
    await keyUpdates.getByText('Launch on track for Friday', { exact: true }).waitFor()
    await expect(page.getByRole('dialog', { name: 'Where should this update go?' }).count()).resolves.toBe(0)
    await page.getByRole('link', { name: 'Recent Updates' }).click()
    await page.getByRole('button', { name: /^Open Weekly Update – / }).click()
    await page.waitForURL(/\/app\/[0-9a-f-]{36}$/)
    await keyUpdates.getByText('Launch on track for Friday', { exact: true }).waitFor()

    // A second recording can be thrown away from the picker.
    await page.getByRole('button', { name: 'Record Content' }).click()
    await page.getByRole('dialog', { name: 'Recording in Progress...' }).getByText('0:02').waitFor({ timeout: 5000 })
    await page.getByRole('button', { name: 'Finish', exact: true }).click()
    await picker.waitFor({ timeout: 20_000 })
    await picker.getByRole('button', { name: 'Discard Recording' }).click()
    await expectToast(page, 'Recording discarded')
    await picker.waitFor({ state: 'hidden' })
    await expect(keyUpdates.locator('article.sayso-entry').count()).resolves.toBe(1)
    await closeSession(session)
  })

  it('asks before starting a new update and keeps the current one as a draft', async () => {
    const session = await signedUpSession()
    const { page, context } = session
    await page.goto('/app')
    await page.getByRole('button', { name: 'Prefer to type your update instead?' }).click()
    await page.getByPlaceholder('Type your update here...').fill('Half-finished thoughts about the launch.')

    await page.getByRole('button', { name: 'New Update' }).click()
    const confirm = page.getByRole('dialog', { name: 'Start a new update?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'New Update' }).click()
    await confirm.getByRole('button', { name: 'Continue' }).click()
    await expectToast(
      page,
      'Your current update was saved',
      'Starting a new one now. Find your draft in Recent Updates.',
    )
    await page.waitForURL('**/select-update-type')
    // SPEC §4: the chooser is reached through the confirm-new-update flag, which Continue there clears.
    expect(await page.evaluate(() => sessionStorage.getItem('confirm-new-update'))).toBe('true')

    await expect
      .poll(
        async () =>
          (await (await context.request.get('/api/updates')).json()).map((u: { content: string }) =>
            JSON.parse(u.content),
          ),
        {
          timeout: 10_000,
          interval: 250,
        },
      )
      .toEqual([
        [
          {
            sectionId: 'draft',
            sectionName: 'Draft Content',
            headline: 'In Progress',
            content: 'Half-finished thoughts about the launch.',
            sourceRecordingIds: [],
          },
        ],
      ])

    // With nothing to keep there is no question.
    await page.goto('/app')
    await page.getByRole('button', { name: 'New Update' }).click()
    await expectToast(page, 'New Update Started', 'Ready to create a fresh update.')
    await closeSession(session)
  })
})
