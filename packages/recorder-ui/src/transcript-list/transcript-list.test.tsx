import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { TranscriptDialog, TranscriptList } from './transcript-list.js'

const RECORDINGS = [
  { id: 'a', transcription: 'Activation is up twelve percent.', duration: 7 },
  { id: 'b', transcription: 'Checkout shipped.', duration: 65 },
]

describe('TranscriptList', () => {
  it('labels each recording with its number and m:ss length', async () => {
    await render(<TranscriptList recordings={RECORDINGS} />)
    await expect.element(page.getByRole('heading', { name: 'Recording 1 • 0:07' })).toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'Recording 2 • 1:05' })).toBeVisible()
  })

  it('copies a transcription to the clipboard', async () => {
    const onCopy = vi.fn()
    await render(<TranscriptList recordings={RECORDINGS} onCopy={onCopy} />)

    await page.getByRole('button', { name: 'Copy Recording 2' }).click()

    await expect.element(page.getByRole('button', { name: 'Copied Recording 2' })).toBeVisible()
    expect(await navigator.clipboard.readText()).toBe('Checkout shipped.')
    expect(onCopy).toHaveBeenCalledWith(RECORDINGS[1])
  })

  it('says so when there are none', async () => {
    await render(<TranscriptList recordings={[]} />)
    await expect.element(page.getByText('No transcripts available.')).toBeVisible()
  })
})

describe('TranscriptDialog', () => {
  it('is a dialog titled Transcripts', async () => {
    await render(<TranscriptDialog open recordings={RECORDINGS} />)
    await expect.element(page.getByRole('dialog', { name: 'Transcripts' })).toBeVisible()
  })
})
