import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { EditableTitle } from './editable-title.js'

describe('given an EditableTitle', () => {
  it('shows the default title as placeholder while empty', async () => {
    await render(<EditableTitle value="" placeholder="Weekly Update – March 3, 2026 at 9:00 AM" />)
    await expect
      .element(page.getByRole('button', { name: 'Edit title: Weekly Update – March 3, 2026 at 9:00 AM' }))
      .toHaveAttribute('data-empty')
  })

  describe('after clicking it', () => {
    it('saves the trimmed title on Enter and returns focus', async () => {
      const onValueChange = vi.fn()
      await render(<EditableTitle value="Sprint 12" onValueChange={onValueChange} />)
      await page.getByRole('button', { name: 'Edit title: Sprint 12' }).click()

      const input = page.getByRole('textbox', { name: 'Title' })
      await input.fill('  Sprint 12 recap  ')
      await userEvent.keyboard('{Enter}')

      expect(onValueChange).toHaveBeenCalledWith('Sprint 12 recap')
      await expect.element(page.getByRole('button', { name: /Edit title/ })).toHaveFocus()
    })

    it('cancels on Escape', async () => {
      const onValueChange = vi.fn()
      await render(<EditableTitle value="Sprint 12" onValueChange={onValueChange} />)
      await page.getByRole('button', { name: 'Edit title: Sprint 12' }).click()

      await page.getByRole('textbox', { name: 'Title' }).fill('Something else')
      await userEvent.keyboard('{Escape}')

      expect(onValueChange).not.toHaveBeenCalled()
      await expect.element(page.getByRole('button', { name: 'Edit title: Sprint 12' })).toBeVisible()
    })

    it('does not save a blank title', async () => {
      const onValueChange = vi.fn()
      await render(<EditableTitle value="Sprint 12" onValueChange={onValueChange} />)
      await page.getByRole('button', { name: 'Edit title: Sprint 12' }).click()

      await page.getByRole('textbox', { name: 'Title' }).fill('   ')
      await userEvent.keyboard('{Enter}')

      expect(onValueChange).not.toHaveBeenCalled()
    })
  })
})
