import { TypeInsteadSheet } from '@sayso/recorder-ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { weeklySections } from './sample-data.ts'

const meta = {
  title: 'Mobile/TypeInsteadSheet',
  component: TypeInsteadSheet,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  args: { open: true, sections: weeklySections, onSubmit: fn(), onOpenChange: fn() },
} satisfies Meta<typeof TypeInsteadSheet>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const add = canvas.getByRole('button', { name: 'Add to Update' })
    await expect(add).toBeDisabled()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Target Section' }), 'feel-goods')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your Content:' }), 'Shout-out to the support team.')
    await expect(add).toBeEnabled()
    await userEvent.click(add)
    await expect(args.onSubmit).toHaveBeenCalledWith({
      text: 'Shout-out to the support team.',
      sectionId: 'feel-goods',
    })
  },
}

export const Filled: Story = {
  args: { defaultValue: 'Beta opens to 200 customers on March 3.' },
}

export const Processing: Story = {
  args: { defaultValue: 'Beta opens to 200 customers on March 3.', processing: true },
}
