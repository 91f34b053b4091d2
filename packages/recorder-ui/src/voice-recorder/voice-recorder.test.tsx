// The ready-made recorder against the real MediaRecorder and Chromium's fake microphone.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import type { RecordingResult } from '../use-recorder/use-recorder.js'
import { VoiceRecorder } from './voice-recorder.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let databases: string[] = []
function freshDatabase(): string {
  const name = `sayso-voice-recorder-test-${crypto.randomUUID()}`
  databases.push(name)
  return name
}
afterEach(() => {
  for (const name of databases) indexedDB.deleteDatabase(name)
  databases = []
})

describe('given a VoiceRecorder', () => {
  it('records: start, pause, resume and finish hand over one recording', async () => {
    const onRecordingComplete = vi.fn<(recording: RecordingResult) => void>()
    await render(<VoiceRecorder databaseName={freshDatabase()} onRecordingComplete={onRecordingComplete} />)

    await page.getByRole('button', { name: 'Record Content' }).click()
    const dialog = page.getByRole('dialog', { name: 'Recording in Progress...' })
    await expect.element(dialog).toBeVisible()
    await expect.element(dialog.getByText('0:01')).toBeVisible()

    await page.getByRole('button', { name: 'Pause' }).click()
    await expect.element(page.getByRole('dialog', { name: 'Recording Paused' })).toBeVisible()
    await page.getByRole('button', { name: 'Resume' }).click()
    await expect.element(page.getByRole('dialog', { name: 'Recording in Progress...' })).toBeVisible()
    await page.getByRole('button', { name: 'Finish' }).click()

    await expect.poll(() => onRecordingComplete.mock.calls.length).toBe(1)
    const recording = onRecordingComplete.mock.calls[0]![0]
    expect(recording.blob.size).toBeGreaterThan(0)
    expect(recording.durationMs).toBeGreaterThan(900)
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Record Content' })).toBeEnabled()
  })

  it('keeps recording when the dialog is closed with Escape; the button then finishes', async () => {
    const onRecordingComplete = vi.fn()
    await render(<VoiceRecorder databaseName={freshDatabase()} onRecordingComplete={onRecordingComplete} />)
    await page.getByRole('button', { name: 'Record Content' }).click()
    await expect.element(page.getByRole('dialog')).toBeVisible()

    await userEvent.keyboard('{Escape}')

    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await page.getByRole('button', { name: 'Finish Recording' }).click()
    await expect.poll(() => onRecordingComplete.mock.calls.length).toBe(1)
  })

  it('discards the audio on Cancel', async () => {
    const onRecordingComplete = vi.fn()
    await render(<VoiceRecorder databaseName={freshDatabase()} onRecordingComplete={onRecordingComplete} />)
    await page.getByRole('button', { name: 'Record Content' }).click()
    await expect.element(page.getByRole('dialog')).toBeVisible()

    await page.getByRole('button', { name: 'Cancel' }).click()

    await expect.element(page.getByRole('button', { name: 'Record Content' })).toBeVisible()
    expect(onRecordingComplete).not.toHaveBeenCalled()
  })

  it('shows why when the microphone is refused', async () => {
    await render(
      <VoiceRecorder
        databaseName={freshDatabase()}
        onRecordingComplete={() => {}}
        environment={{ mediaDevices: { getUserMedia: () => Promise.reject(new DOMException('', 'NotAllowedError')) } }}
      />,
    )
    await page.getByRole('button', { name: 'Record Content' }).click()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Recording failed – Could not access microphone. Please check permissions.')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('given a recording interrupted by leaving the page', () => {
  it('offers it on return and finishing hands it over as recovered', async () => {
    const databaseName = freshDatabase()
    const first = await render(<VoiceRecorder databaseName={databaseName} onRecordingComplete={() => {}} />)
    await page.getByRole('button', { name: 'Record Content' }).click()
    await expect.element(page.getByRole('dialog')).toBeVisible()
    await sleep(2200)
    await first.unmount()
    await sleep(300)

    const onRecordingComplete = vi.fn<(recording: RecordingResult) => void>()
    await render(<VoiceRecorder databaseName={databaseName} onRecordingComplete={onRecordingComplete} />)
    const prompt = page.getByRole('dialog', { name: 'Unfinished recording found' })
    await expect.element(prompt).toBeVisible()
    await expect.element(prompt).toHaveAccessibleDescription(/0:0[12] of audio was saved/)

    await page.getByRole('button', { name: 'Finish Recording' }).click()

    await expect.poll(() => onRecordingComplete.mock.calls.length).toBe(1)
    expect(onRecordingComplete.mock.calls[0]![0].recovered).toBe(true)
    await expect.element(prompt).not.toBeInTheDocument()
  })
})
