import { SectionPicker } from '@sayso/recorder-ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { weeklySections } from './sample-data.ts'

const meta = {
  title: 'Workspace/SectionPicker',
  component: SectionPicker,
  args: { sections: weeklySections, onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SectionPicker>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Target Section' })
    await userEvent.selectOptions(select, 'risks-blockers')
    await expect(args.onValueChange).toHaveBeenCalledWith('risks-blockers')
    await expect(select).toHaveAccessibleDescription(
      'What could slip or is stuck, and the help you need to unblock it.',
    )
  },
}

export const Chosen: Story = { args: { defaultValue: 'key-updates' } }

export const Disabled: Story = { args: { disabled: true } }
