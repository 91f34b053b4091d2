import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_PATH } from './global-setup.ts'
import { closeSession, expectToast, signedUpSession } from './support.ts'

// A browser of its own, whose fake microphone says a sentence with the term, in festival's slt voice
// (which the offline recogniser reads well; the shared browser's espeak-ng sentence has no term in it).
const SPEECH = 'The sock two audit starts on March third.'
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-vocabulary-e2e-'))
let browser: Browser

beforeAll(async () => {
  const voiceFile = path.join(dir, 'voice.wav')
  const speech = spawnSync('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-o', voiceFile], { input: SPEECH })
  if (speech.status !== 0) throw new Error(`festival could not make the fake microphone's speech: ${speech.stderr}`)
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${voiceFile}`,
    ],
  })
})
afterAll(async () => {
  await browser?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('given a user who adds a term to their vocabulary in Settings', () => {
  it('sees the term written as they wrote it in the update of a note that says it', async () => {
    const session = await signedUpSession({ browser })
    const { page } = session
    await page.goto('/settings')
    const card = page.getByRole('region', { name: 'Vocabulary' })
    // Validation before anything is sent.
    await card.getByRole('button', { name: 'Add term' }).click()
    await card.getByText('Written form is required').waitFor()
    await card.getByLabel('Written form').fill('SOC 2')
    await card.getByLabel('Sounds like (optional)').fill('sock two')
    await card.getByRole('button', { name: 'Add term' }).click()
    await expectToast(page, 'Term added', 'Your next recordings will use it.')
    await card.getByRole('list', { name: 'Your vocabulary' }).getByText('SOC 2', { exact: true }).waitFor()
    await card.getByText('Sounds like: sock two').waitFor()

    await page.goto('/quick-update')
    await page.getByRole('button', { name: 'Start Recording' }).click()
    const recording = page.getByRole('dialog', { name: 'Recording in Progress...' })
    // The microphone repeats the sentence; seven seconds hold it whole at least once.
    await recording.getByText('0:07').waitFor({ timeout: 12_000 })
    await recording.getByRole('button', { name: 'Finish' }).click()
    // Transcribing seven seconds on a 2-core machine shared with other work can take a while.
    const entries = page.locator('article.sayso-entry')
    await entries.first().waitFor({ timeout: 45_000 })
    await expect(entries.allInnerTexts()).resolves.toEqual(expect.arrayContaining([expect.stringContaining('SOC 2')]))
    await closeSession(session)
  }, 90_000)
})
