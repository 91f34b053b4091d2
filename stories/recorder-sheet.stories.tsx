import { RecorderSheet } from '@sayso/recorder-ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { weeklySections } from './sample-data.ts'

const meta = {
  title: 'Mobile/RecorderSheet',
  component: RecorderSheet,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onStart: fn(),
    onPause: fn(),
    onResume: fn(),
    onReset: fn(),
    onStop: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof RecorderSheet>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sheet = canvas.getByRole('dialog', { name: 'Record Content' })
    await expect(sheet).toHaveAccessibleDescription('Add voice content to your weekly update')
    await userEvent.click(canvas.getByRole('button', { name: 'Start Recording' }))
    await expect(args.onStart).toHaveBeenCalledOnce()
  },
}

export const WithTargetSection: Story = {
  args: { sections: weeklySections, onTypeInstead: fn() },
  render: function Render(args) {
    const [target, setTarget] = useState<string>()
    return <RecorderSheet {...args} targetSection={target} onTargetSectionChange={setTarget} />
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Target Section' }), 'horizon')
    await expect(canvas.getByText('Upcoming milestones, launches and decisions, ideally with dates.')).toBeVisible()
  },
}

export const Recording: Story = {
  args: { status: 'recording', elapsedSeconds: 37 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('0:37')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Pause recording' }))
    await expect(args.onPause).toHaveBeenCalledOnce()
  },
}

export const Paused: Story = { args: { status: 'paused', elapsedSeconds: 37 } }

export const Processing: Story = {
  args: { processing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled()
  },
}
