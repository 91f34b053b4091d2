import { EditableTitle } from '@sayso/recorder-ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'Workspace/EditableTitle',
  component: EditableTitle,
  args: { value: 'Sprint 12 recap', placeholder: 'Weekly Update – March 3, 2026 at 9:00 AM', onValueChange: fn() },
  render: function Render(args) {
    const [title, setTitle] = useState(args.value)
    return (
      <EditableTitle
        {...args}
        value={title}
        onValueChange={(next) => {
          setTitle(next)
          args.onValueChange?.(next)
        }}
      />
    )
  },
} satisfies Meta<typeof EditableTitle>

export default meta
type Story = StoryObj<typeof meta>

export const Viewing: Story = {}

export const EnterSaves: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title: Sprint 12 recap' }))
    const input = canvas.getByRole('textbox', { name: 'Title' })
    await userEvent.clear(input)
    await userEvent.type(input, '  Sprint 12 wrap-up  {Enter}')
    await expect(args.onValueChange).toHaveBeenCalledWith('Sprint 12 wrap-up')
    await expect(canvas.getByRole('button', { name: 'Edit title: Sprint 12 wrap-up' })).toHaveFocus()
  },
}

export const EscapeCancels: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title: Sprint 12 recap' }))
    const input = canvas.getByRole('textbox', { name: 'Title' })
    await userEvent.clear(input)
    await userEvent.type(input, 'Something else{Escape}')
    await expect(args.onValueChange).not.toHaveBeenCalled()
    await expect(canvas.getByRole('button', { name: 'Edit title: Sprint 12 recap' })).toBeVisible()
  },
}

export const DefaultTitleAsPlaceholder: Story = { args: { value: '' } }

export const Centered: Story = { args: { centered: true } }
