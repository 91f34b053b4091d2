import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { RecorderSheet } from './recorder-sheet.js'

const SECTIONS = [{ id: 'horizon', name: 'On the Horizon', description: 'Upcoming milestones.' }]

describe('given an idle RecorderSheet', () => {
  it('is a 350 px bottom sheet with a Start Recording button', async () => {
    const onStart = vi.fn()
    await render(<RecorderSheet open onStart={onStart} />)
    const sheet = page.getByRole('dialog', { name: 'Record Content' })
    await expect.element(sheet).toHaveAccessibleDescription('Add voice content to your weekly update')
    expect(sheet.element().getBoundingClientRect().height).toBe(350)

    await page.getByRole('button', { name: 'Start Recording' }).click()
    expect(onStart).toHaveBeenCalledOnce()
  })

  it('shows the target-section picker only when sections are given', async () => {
    const onTargetSectionChange = vi.fn()
    await render(<RecorderSheet open sections={SECTIONS} onTargetSectionChange={onTargetSectionChange} />)
    const picker = page.getByRole('combobox', { name: 'Target Section' })
    await expect.element(picker).toHaveDisplayValue('Select section')
    await picker.selectOptions('horizon')
    expect(onTargetSectionChange).toHaveBeenCalledWith('horizon')
  })

  it('shows Processing... on a disabled button while processing', async () => {
    await render(<RecorderSheet open processing />)
    await expect.element(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
  })

  it('offers typing instead when the host handles it', async () => {
    const onTypeInstead = vi.fn()
    await render(<RecorderSheet open onTypeInstead={onTypeInstead} />)
    await page.getByRole('button', { name: 'Prefer to type your update instead?' }).click()
    expect(onTypeInstead).toHaveBeenCalledOnce()
  })
})

describe('given a RecorderSheet while recording', () => {
  it('shows the elapsed time with reset, pause and stop', async () => {
    const onReset = vi.fn()
    const onPause = vi.fn()
    const onStop = vi.fn()
    await render(
      <RecorderSheet open status="recording" elapsedSeconds={42} onReset={onReset} onPause={onPause} onStop={onStop} />,
    )
    await expect.element(page.getByText('0:42')).toBeVisible()

    await page.getByRole('button', { name: 'Reset recording' }).click()
    await page.getByRole('button', { name: 'Pause recording' }).click()
    await page.getByRole('button', { name: 'Stop recording' }).click()

    expect([onReset, onPause, onStop].map((handler) => handler.mock.calls.length)).toEqual([1, 1, 1])
    await expect.element(page.getByRole('button', { name: 'Start Recording' })).not.toBeInTheDocument()
  })

  it('offers resume while paused', async () => {
    const onResume = vi.fn()
    await render(<RecorderSheet open status="paused" elapsedSeconds={5} onResume={onResume} />)
    await page.getByRole('button', { name: 'Resume recording' }).click()
    expect(onResume).toHaveBeenCalledOnce()
  })
})
