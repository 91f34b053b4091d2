import { RecoveredRecordingDialog } from '@sayso/recorder-ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'Recorder/RecoveredRecordingDialog',
  component: RecoveredRecordingDialog,
  args: {
    recording: { startedAt: Date.UTC(2026, 2, 3, 14, 45), durationMs: 42_800 },
    formatTime: () => '2:45 PM',
    onResume: fn(),
    onFinish: fn(),
    onDiscard: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof RecoveredRecordingDialog>

export default meta
type Story = StoryObj<typeof meta>

export const RecoveredRecording: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Unfinished recording found' })
    await expect(dialog).toHaveAccessibleDescription(
      'Your recording from 2:45 PM was interrupted. 0:42 of audio was saved.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Finish Recording' }))
    await expect(args.onFinish).toHaveBeenCalledOnce()
  },
}

export const Working: Story = { args: { busy: true } }
