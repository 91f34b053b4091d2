import { RecordButton } from '@sayso/recorder-ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'Recorder/RecordButton',
  component: RecordButton,
  args: { onClick: fn() },
} satisfies Meta<typeof RecordButton>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Record Content' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Recording: Story = { args: { state: 'recording' } }

export const TypedText: Story = { args: { state: 'text' } }

export const Processing: Story = {
  args: { processing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Record Content' })).toBeDisabled()
  },
}

export const QuickWorkspaceLabels: Story = {
  args: { state: 'recording', labels: { idle: 'Start Recording', recording: 'Stop Recording' } },
}
