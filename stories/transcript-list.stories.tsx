import { TranscriptDialog, TranscriptList } from '@sayso/recorder-ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { transcripts } from './sample-data.ts'

const meta = {
  title: 'Workspace/TranscriptList',
  component: TranscriptList,
  args: { recordings: transcripts, onCopy: fn() },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TranscriptList>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Recording 2 • 1:12' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Recording 1' }))
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(transcripts[0]))
    await expect(canvas.getByRole('button', { name: 'Copied Recording 1' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { recordings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No transcripts available.')).toBeVisible()
  },
}

export const DesktopDialog: Story = {
  render: (args) => <TranscriptDialog {...args} defaultOpen />,
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Transcripts' }).getBoundingClientRect()
    await expect(dialog.bottom).toBeLessThan(window.innerHeight)
  },
}

export const MobileDrawer: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args) => <TranscriptDialog {...args} defaultOpen />,
  play: async ({ canvas }) => {
    // Below 768 px the dialog is a drawer along the bottom edge, as wide as the screen.
    const drawer = canvas.getByRole('dialog', { name: 'Transcripts' }).getBoundingClientRect()
    await expect(window.innerWidth).toBeLessThan(768)
    await expect(Math.round(drawer.bottom)).toBe(window.innerHeight)
    await expect(Math.round(drawer.width)).toBe(window.innerWidth)
  },
}
