import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { SectionPicker } from './section-picker.js'

const SECTIONS = [
  { id: 'goal-progress', name: 'Top-level Goal Progress', description: 'Progress against the goals.' },
  { id: '', name: 'Broken section' },
  { id: 'horizon', name: 'On the Horizon', description: 'Upcoming milestones.' },
]

describe('given a SectionPicker with nothing chosen', () => {
  it('shows the placeholder and no description', async () => {
    await render(<SectionPicker sections={SECTIONS} />)
    const select = page.getByRole('combobox', { name: 'Target Section' })
    await expect.element(select).toHaveDisplayValue('Select section')
    await expect.element(page.getByText('Progress against the goals.')).not.toBeInTheDocument()
  })

  it('leaves out sections with an empty id and offers no empty choice', async () => {
    await render(<SectionPicker sections={SECTIONS} />)
    const options = page.getByRole('option').elements() as HTMLOptionElement[]
    const choosable = options.filter((option) => !option.disabled).map((option) => option.value)
    expect(choosable).toEqual(['goal-progress', 'horizon'])
  })

  describe('after choosing a section', () => {
    it('reports it and shows its description beneath', async () => {
      const onValueChange = vi.fn()
      await render(<SectionPicker sections={SECTIONS} onValueChange={onValueChange} />)
      const select = page.getByRole('combobox', { name: 'Target Section' })

      await select.selectOptions('horizon')

      expect(onValueChange).toHaveBeenCalledWith('horizon')
      await expect.element(select).toHaveAccessibleDescription('Upcoming milestones.')
    })
  })
})
