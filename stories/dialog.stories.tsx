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

const NAV_LINKS = ['Create Update', 'Recent Updates', 'Settings']

// A navigation drawer: full height along the start edge, sliding in from it. The links take the
// preset's text colour, so they read on the dark surface too.
function SideSheetExample() {
  return (
    <Dialog.Root>
      <Dialog.Trigger>Open navigation</Dialog.Trigger>
      <Dialog.Content variant="side">
        <Dialog.Title>Navigation</Dialog.Title>
        <nav aria-label="Main" style={{ display: 'grid', gap: '0.75rem' }}>
          {NAV_LINKS.map((label) => (
            <a key={label} href={`#${label.toLowerCase().replace(' ', '-')}`} style={{ color: 'inherit' }}>
              {label}
            </a>
          ))}
        </nav>
      </Dialog.Content>
    </Dialog.Root>
  )
}

export const SideSheet: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: () => <SideSheetExample />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open navigation' })
    await userEvent.click(trigger)
    const sheet = canvas.getByRole('dialog', { name: 'Navigation' })
    await expect(sheet).toBeVisible()
    await expect(sheet).toHaveAttribute('data-variant', 'side')
    await expect(sheet.getBoundingClientRect().left).toBe(0)
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(trigger).toHaveFocus()
  },
}

export const SideSheetDark: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false }, theme: 'dark' },
  render: () => <SideSheetExample />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }))
    await expect(canvas.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
  },
}

export const BlockingWhileBusy: Story = {
  render: () => (
    <Dialog.Root defaultOpen>
      <Dialog.Content dismissOnEscape={false} dismissOnBackdropClick={false} showCloseButton={false}>
        <Dialog.Title>Deleting your account…</Dialog.Title>
        <Dialog.Description>Escape and the backdrop leave it open until the action has run.</Dialog.Description>
        <div className="sayso-button-row">
          <button type="button" className="sayso-button" data-variant="danger" disabled>
            Deleting...
          </button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ canvas, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Deleting your account…' })
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeVisible()
  },
}
