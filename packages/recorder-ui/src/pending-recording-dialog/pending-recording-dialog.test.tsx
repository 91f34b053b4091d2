import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PendingRecordingDialog } from './pending-recording-dialog.js'

const SECTIONS = [
  { id: 'key-updates', name: 'Key Updates & Decisions Made' },
  { id: 'horizon', name: 'On the Horizon' },
]

describe('given a pending recording', () => {
  it('asks where it goes and quotes the transcription', async () => {
    await render(<PendingRecordingDialog open transcription="We shipped the new checkout." sections={SECTIONS} />)
    const dialog = page.getByRole('dialog', { name: 'Where should this update go?' })
    await expect.element(dialog).toBeVisible()
    await expect.element(dialog.getByText('“We shipped the new checkout.”')).toBeVisible()
    await expect
      .element(page.getByRole('combobox', { name: 'Select Section:' }))
      .toHaveDisplayValue('Choose a section...')
  })

  it('keeps Save Recording disabled until a section is chosen, then saves to it', async () => {
    const onSave = vi.fn()
    await render(<PendingRecordingDialog open transcription="Notes" sections={SECTIONS} onSave={onSave} />)
    const save = page.getByRole('button', { name: 'Save Recording' })
    await expect.element(save).toBeDisabled()

    await page.getByRole('combobox', { name: 'Select Section:' }).selectOptions('horizon')
    await save.click()

    expect(onSave).toHaveBeenCalledWith('horizon')
  })

  it('discards on Discard Recording', async () => {
    const onDiscard = vi.fn()
    await render(<PendingRecordingDialog open transcription="Notes" sections={SECTIONS} onDiscard={onDiscard} />)
    await page.getByRole('button', { name: 'Discard Recording' }).click()
    expect(onDiscard).toHaveBeenCalledOnce()
  })
})
