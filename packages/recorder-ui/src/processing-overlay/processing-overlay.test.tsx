import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { ProcessingOverlay } from './processing-overlay.js'

describe('ProcessingOverlay', () => {
  it('announces that the update is being processed', async () => {
    await render(<ProcessingOverlay />)
    const status = page.getByRole('status')
    await expect.element(status.getByText('Processing Your Update...')).toBeVisible()
    await expect.element(status.getByText('Converting your input into a professional update.')).toBeVisible()
  })

  it('renders nothing when closed', async () => {
    await render(<ProcessingOverlay open={false} />)
    await expect.element(page.getByRole('status')).not.toBeInTheDocument()
  })
})
