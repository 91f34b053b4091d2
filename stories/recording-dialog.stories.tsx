import { RecordingDialog } from '@sayso/recorder-ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'Recorder/RecordingDialog',
  component: RecordingDialog,
  args: {
    open: true,
    elapsedSeconds: 83,
    onCancel: fn(),
    onPause: fn(),
    onResume: fn(),
    onFinish: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof RecordingDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Recording: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('dialog', { name: 'Recording in Progress...' })).toBeVisible()
    await expect(canvas.getByText('1:23')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }))
    await expect(args.onPause).toHaveBeenCalledOnce()
  },
}

export const Paused: Story = {
  args: { status: 'paused' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('dialog', { name: 'Recording Paused' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }))
    await expect(args.onResume).toHaveBeenCalledOnce()
  },
}

export const Finishing: Story = { args: { busy: true } }

export const LongRecording: Story = { args: { elapsedSeconds: 3725 } }
