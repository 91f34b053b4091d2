import { Dialog } from '@sayso/recorder-ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'

// The compound parts every dialog and sheet of the library is built from, for hosts that need their
// own layout in the same look.
const meta = {
  title: 'Parts/Dialog',
  component: Dialog.Root,
} satisfies Meta<typeof Dialog.Root>

export default meta
type Story = StoryObj<typeof meta>

export const ComposedFromParts: Story = {
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Trigger data-variant="primary">Start a new update?</Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Start a new update?</Dialog.Title>
        <Dialog.Description>Your current content will be saved as a draft.</Dialog.Description>
        <div className="sayso-button-row">
          <Dialog.Close data-variant="secondary">Cancel</Dialog.Close>
          <Dialog.Close data-variant="primary">Continue</Dialog.Close>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Start a new update?' })
    await userEvent.click(trigger)
    await expect(canvas.getByRole('dialog', { name: 'Start a new update?' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(trigger).toHaveFocus()
  },
}

export const BottomSheet: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: () => (
    <Dialog.Root defaultOpen>
      <Dialog.Content variant="sheet" sheetHeight={300}>
        <Dialog.Title>Recording Quick Update</Dialog.Title>
        <Dialog.Description>A sheet built from the same parts.</Dialog.Description>
      </Dialog.Content>
    </Dialog.Root>
  ),
}
