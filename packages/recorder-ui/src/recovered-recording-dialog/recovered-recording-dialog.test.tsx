import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { RecoveredRecordingDialog } from './recovered-recording-dialog.js'

const RECORDING = { startedAt: Date.UTC(2026, 2, 3, 14, 45), durationMs: 42_800 }

describe('given an unfinished recording', () => {
  it('says when it started and how much audio was kept', async () => {
    await render(<RecoveredRecordingDialog recording={RECORDING} formatTime={() => '2:45 PM'} />)
    await expect
      .element(page.getByRole('dialog', { name: 'Unfinished recording found' }))
      .toHaveAccessibleDescription('Your recording from 2:45 PM was interrupted. 0:42 of audio was saved.')
  })

  it('offers to resume, finish or discard it', async () => {
    const onResume = vi.fn()
    const onFinish = vi.fn()
    const onDiscard = vi.fn()
    await render(
      <RecoveredRecordingDialog recording={RECORDING} onResume={onResume} onFinish={onFinish} onDiscard={onDiscard} />,
    )

    await page.getByRole('button', { name: 'Resume Recording' }).click()
    await page.getByRole('button', { name: 'Finish Recording' }).click()
    await page.getByRole('button', { name: 'Discard' }).click()

    expect([onResume, onFinish, onDiscard].map((handler) => handler.mock.calls.length)).toEqual([1, 1, 1])
  })
})

describe('given no unfinished recording', () => {
  it('shows nothing', async () => {
    await render(<RecoveredRecordingDialog recording={null} />)
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })
})
