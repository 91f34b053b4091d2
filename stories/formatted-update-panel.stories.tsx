import { FormattedUpdatePanel, type UpdateEntry } from '@sayso/recorder-ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import { longEntries, quickEntries, quickSections, weeklyEntries, weeklySections } from './sample-data.ts'

const meta = {
  title: 'Workspace/FormattedUpdatePanel',
  component: FormattedUpdatePanel,
  parameters: { layout: 'padded' },
  args: {
    sections: weeklySections,
    entries: weeklyEntries,
    title: 'Weekly Update – March 3, 2026 at 9:00 AM',
    onTitleChange: fn(),
  },
} satisfies Meta<typeof FormattedUpdatePanel>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {}

export const Empty: Story = {
  args: { entries: [], title: '', titlePlaceholder: 'Weekly Update – March 3, 2026 at 9:00 AM' },
}

export const Formatting: Story = {
  args: { entries: [], formatting: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Formatting your update'))
  },
}

export const ReadOnly: Story = {
  args: { onTitleChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Edit / })).toBeNull()
  },
}

export const LongContent: Story = { args: { entries: longEntries } }

export const Quick: Story = {
  args: {
    sections: quickSections,
    entries: quickEntries,
    hideEmptySections: true,
    centeredTitle: true,
    title: 'Quick Update',
  },
}

export const EditAndDelete: Story = {
  args: { onEditEntry: fn(), onDeleteEntry: fn() },
  render: function Render(args) {
    const [entries, setEntries] = useState<UpdateEntry[]>([...args.entries])
    return (
      <FormattedUpdatePanel
        {...args}
        entries={entries}
        onEditEntry={(index, changes) => {
          setEntries((current) => current.map((entry, at) => (at === index ? { ...entry, ...changes } : entry)))
          args.onEditEntry?.(index, changes)
        }}
        onDeleteEntry={(index) => {
          setEntries((current) => current.filter((_, at) => at !== index))
          args.onDeleteEntry?.(index)
        }}
      />
    )
  },
  play: async ({ canvas, userEvent, args, step }) => {
    await step('edit and save an entry', async () => {
      // The menus follow the entries' first paint (issue 18): wait for them as a user would.
      await userEvent.click(await canvas.findByRole('button', { name: 'Edit Activation up 12% week over week' }))
      const headline = canvas.getByRole('textbox', { name: 'Headline' })
      await userEvent.clear(headline)
      await userEvent.type(headline, 'Activation up 14% week over week')
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
      await expect(args.onEditEntry).toHaveBeenCalledWith(0, {
        headline: 'Activation up 14% week over week',
        content: weeklyEntries[0]!.content,
      })
      await expect(canvas.getByText('Activation up 14% week over week')).toBeVisible()
    })
    await step('delete an entry', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Payments migration at risk of a 2-week slip' }))
      await expect(canvas.queryByText('Payments migration at risk of a 2-week slip')).toBeNull()
    })
  },
}
