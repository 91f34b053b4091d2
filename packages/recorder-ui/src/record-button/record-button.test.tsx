import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { RecordButton } from './record-button.js'

describe('RecordButton', () => {
  it('offers Record Content when idle', async () => {
    await render(<RecordButton />)
    await expect.element(page.getByRole('button', { name: 'Record Content' })).toHaveAttribute('data-state', 'idle')
  })

  it('offers Finish Recording while recording', async () => {
    await render(<RecordButton state="recording" />)
    await expect.element(page.getByRole('button', { name: 'Finish Recording' })).toBeEnabled()
  })

  it('offers Add Content when typed text is waiting', async () => {
    await render(<RecordButton state="text" />)
    await expect.element(page.getByRole('button', { name: 'Add Content' })).toBeVisible()
  })

  it('is disabled while processing', async () => {
    let clicks = 0
    await render(<RecordButton processing onClick={() => clicks++} />)
    const button = page.getByRole('button', { name: 'Record Content' })
    await expect.element(button).toBeDisabled()
    await button.click({ force: true })
    expect(clicks).toBe(0)
  })

  it('takes the quick workspace labels', async () => {
    await render(<RecordButton state="recording" labels={{ idle: 'Start Recording', recording: 'Stop Recording' }} />)
    await expect.element(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible()
  })
})
