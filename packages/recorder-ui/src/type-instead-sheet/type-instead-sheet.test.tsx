import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { TypeInsteadSheet } from './type-instead-sheet.js'

const SECTIONS = [{ id: 'horizon', name: 'On the Horizon' }]

describe('given an open TypeInsteadSheet', () => {
  it('is a 500 px bottom sheet titled Type Your Update', async () => {
    await render(<TypeInsteadSheet open />)
    const sheet = page.getByRole('dialog', { name: 'Type Your Update' })
    await expect.element(sheet).toHaveAccessibleDescription("Enter your content and we'll format it for you")
    expect(sheet.element().getBoundingClientRect().height).toBe(500)
  })

  it('keeps Add to Update disabled while the text is blank', async () => {
    await render(<TypeInsteadSheet open />)
    const textarea = page.getByRole('textbox', { name: 'Your Content:' })
    await expect.element(textarea).toHaveAttribute('placeholder', 'Type your update content here...')

    await textarea.fill('   ')

    await expect.element(page.getByRole('button', { name: 'Add to Update' })).toBeDisabled()
  })

  it('submits the trimmed text with the chosen section', async () => {
    const onSubmit = vi.fn()
    await render(<TypeInsteadSheet open sections={SECTIONS} onSubmit={onSubmit} />)

    await page.getByRole('combobox', { name: 'Target Section' }).selectOptions('horizon')
    await page.getByRole('textbox', { name: 'Your Content:' }).fill('  Beta opens March 3.  ')
    await page.getByRole('button', { name: 'Add to Update' }).click()

    expect(onSubmit).toHaveBeenCalledWith({ text: 'Beta opens March 3.', sectionId: 'horizon' })
  })

  it("shows the host's hint in the empty text field", async () => {
    await render(<TypeInsteadSheet open placeholder="Type your complete update here..." />)
    await expect
      .element(page.getByRole('textbox', { name: 'Your Content:' }))
      .toHaveAttribute('placeholder', 'Type your complete update here...')
  })
})
