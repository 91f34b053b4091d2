import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { RecordingDialog } from './recording-dialog.js'

describe('given an open RecordingDialog while recording', () => {
  it('shows the status title and the elapsed time as m:ss', async () => {
    await render(<RecordingDialog open elapsedSeconds={75} />)
    const dialog = page.getByRole('dialog', { name: 'Recording in Progress...' })
    await expect.element(dialog).toBeVisible()
    await expect.element(dialog.getByText('1:15')).toBeVisible()
    await expect.element(page.getByRole('status')).toHaveTextContent('Recording in progress')
  })

  it('focuses Pause first, so Enter never cancels the take by accident', async () => {
    await render(<RecordingDialog open elapsedSeconds={3} />)
    await expect.element(page.getByRole('button', { name: 'Pause' })).toHaveFocus()
  })

  it('calls the handlers of Cancel, Pause and Finish', async () => {
    const onCancel = vi.fn()
    const onPause = vi.fn()
    const onFinish = vi.fn()
    await render(<RecordingDialog open elapsedSeconds={3} onCancel={onCancel} onPause={onPause} onFinish={onFinish} />)

    await page.getByRole('button', { name: 'Pause' }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: 'Finish' }).click()

    expect(onPause).toHaveBeenCalledOnce()
    expect(onCancel).toHaveBeenCalledOnce()
    expect(onFinish).toHaveBeenCalledOnce()
  })

  it('asks to close on Escape', async () => {
    const onOpenChange = vi.fn()
    await render(<RecordingDialog open elapsedSeconds={3} onOpenChange={onOpenChange} />)
    await expect.element(page.getByRole('dialog')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})

describe('given a paused RecordingDialog', () => {
  it('says Recording Paused and offers Resume', async () => {
    const onResume = vi.fn()
    await render(<RecordingDialog open status="paused" elapsedSeconds={9} onResume={onResume} />)

    await expect.element(page.getByRole('dialog', { name: 'Recording Paused' })).toBeVisible()
    await expect.element(page.getByRole('status')).toHaveTextContent('Recording paused')
    await page.getByRole('button', { name: 'Resume' }).click()
    expect(onResume).toHaveBeenCalledOnce()
  })
})
