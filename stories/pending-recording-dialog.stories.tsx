import { PendingRecordingDialog } from '@sayso/recorder-ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { weeklySections } from './sample-data.ts'

const meta = {
  title: 'Workspace/PendingRecordingDialog',
  component: PendingRecordingDialog,
  args: {
    open: true,
    transcription: 'Checkout redesign shipped to half of our traffic. Full rollout next Tuesday.',
    sections: weeklySections,
    onSave: fn(),
    onDiscard: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof PendingRecordingDialog>

export default meta
type Story = StoryObj<typeof meta>

export const ChooseASection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const save = canvas.getByRole('button', { name: 'Save Recording' })
    await expect(save).toBeDisabled()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Select Section:' }), 'key-updates')
    await userEvent.click(save)
    await expect(args.onSave).toHaveBeenCalledWith('key-updates')
  },
}

export const LongTranscription: Story = {
  args: {
    transcription:
      'So this week the big thing was the checkout redesign. We shipped it to half of traffic on Tuesday and watched payment errors closely. '.repeat(
        5,
      ),
  },
}
