import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Dialog } from './dialog.js'

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger>Open settings</Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Settings</Dialog.Title>
        <Dialog.Description>Change how recording works.</Dialog.Description>
        <input aria-label="Name" />
        <Dialog.Close>Done</Dialog.Close>
      </Dialog.Content>
    </Dialog.Root>
  )
}

describe('given a default Dialog', () => {
  it('is closed and renders no content', async () => {
    await render(<Example />)
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Open settings' })).toHaveAttribute('data-state', 'closed')
  })

  describe('after clicking the trigger', () => {
    it('opens a modal dialog named by its title and described by its description', async () => {
      await render(<Example />)
      await page.getByRole('button', { name: 'Open settings' }).click()

      const dialog = page.getByRole('dialog', { name: 'Settings' })
      await expect.element(dialog).toBeVisible()
      await expect.element(dialog).toHaveAccessibleDescription('Change how recording works.')
      await expect.element(dialog).toHaveAttribute('data-state', 'open')
    })

    it('moves focus into the dialog and keeps it there', async () => {
      await render(<Example />)
      await page.getByRole('button', { name: 'Open settings' }).click()
      await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveFocus()

      await userEvent.tab()
      await userEvent.tab()
      await userEvent.tab()
      const dialog = page.getByRole('dialog').element()
      expect(dialog.contains(document.activeElement)).toBe(true)
    })

    it('closes on Escape and gives focus back to the trigger', async () => {
      await render(<Example />)
      const trigger = page.getByRole('button', { name: 'Open settings' })
      await trigger.click()
      await expect.element(page.getByRole('dialog')).toBeVisible()

      await userEvent.keyboard('{Escape}')

      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
      await expect.element(trigger).toHaveFocus()
    })

    it('closes from the × button and reports the change', async () => {
      const changes: boolean[] = []
      await render(<Example onOpenChange={(open) => changes.push(open)} />)
      await page.getByRole('button', { name: 'Open settings' }).click()

      await page.getByRole('button', { name: 'Close' }).click()

      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
      expect(changes).toEqual([true, false])
    })
  })
})

describe('given a controlled Dialog whose owner refuses to close', () => {
  it('stays open on Escape', async () => {
    function Stubborn() {
      const [asked, setAsked] = useState(0)
      return (
        <Dialog.Root open onOpenChange={() => setAsked((count) => count + 1)}>
          <Dialog.Content>
            <Dialog.Title>Asked to close {asked} times</Dialog.Title>
          </Dialog.Content>
        </Dialog.Root>
      )
    }
    await render(<Stubborn />)

    await userEvent.keyboard('{Escape}')

    await expect.element(page.getByRole('dialog', { name: 'Asked to close 1 times' })).toBeVisible()
  })
})

describe('given a host click handler that prevents default', () => {
  it('skips opening', async () => {
    await render(
      <Dialog.Root>
        <Dialog.Trigger onClick={(event) => event.preventDefault()}>Open</Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Never</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>,
    )

    await page.getByRole('button', { name: 'Open' }).click()

    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('given an open bottom sheet', () => {
  function Sheet({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
    return (
      <Dialog.Root defaultOpen onOpenChange={onOpenChange}>
        <Dialog.Content variant="sheet" sheetHeight={400}>
          <Dialog.Title>Record Content</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>
    )
  }

  function drag(handle: Element, distance: number) {
    const { x, y } = handle.getBoundingClientRect()
    const at = (clientY: number) => ({ bubbles: true, pointerId: 1, clientX: x + 5, clientY })
    handle.dispatchEvent(new PointerEvent('pointerdown', at(y + 2)))
    handle.dispatchEvent(new PointerEvent('pointermove', at(y + 2 + distance)))
    handle.dispatchEvent(new PointerEvent('pointerup', at(y + 2 + distance)))
  }

  it('closes when dragged down by more than a quarter of its height', async () => {
    const changes: boolean[] = []
    await render(<Sheet onOpenChange={(open) => changes.push(open)} />)
    const handle = page.getByRole('dialog').element().querySelector('.sayso-dialog__handle')!

    drag(handle, 120)

    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    expect(changes).toEqual([false])
  })

  it('springs back when dragged less than that', async () => {
    await render(<Sheet onOpenChange={() => {}} />)
    const handle = page.getByRole('dialog').element().querySelector('.sayso-dialog__handle')!

    drag(handle, 80)

    await expect.element(page.getByRole('dialog', { name: 'Record Content' })).toBeVisible()
    expect(page.getByRole('dialog').element().hasAttribute('data-dragging')).toBe(false)
  })
})

describe('given an open side sheet', () => {
  function SideSheet({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
    return (
      <Dialog.Root defaultOpen onOpenChange={onOpenChange}>
        <Dialog.Content variant="side" sheetWidth={280}>
          <Dialog.Title>Navigation</Dialog.Title>
          <a href="#settings">Settings</a>
        </Dialog.Content>
      </Dialog.Root>
    )
  }

  it('fills the height of the window along its left edge, without a drag handle', async () => {
    await render(<SideSheet />)
    const dialog = page.getByRole('dialog', { name: 'Navigation' })
    await expect.element(dialog).toBeVisible()

    const box = dialog.element().getBoundingClientRect()
    expect(box.left).toBe(0)
    expect(box.top).toBe(0)
    expect(box.width).toBe(280)
    expect(box.height).toBe(window.innerHeight)
    expect(dialog.element().querySelector('.sayso-dialog__handle')).toBeNull()
  })

  it('lies along the right edge in right-to-left text', async () => {
    await render(
      <div dir="rtl">
        <SideSheet />
      </div>,
    )
    const box = page.getByRole('dialog', { name: 'Navigation' }).element().getBoundingClientRect()
    expect(box.right).toBe(document.documentElement.clientWidth)
  })

  it('does not slide in when the user prefers reduced motion', async () => {
    // The browser of these tests asks for reduced motion.
    await render(<SideSheet />)
    const dialog = page.getByRole('dialog', { name: 'Navigation' }).element()
    expect(getComputedStyle(dialog).animationName).toBe('none')
  })

  it('closes on a click on the backdrop', async () => {
    const changes: boolean[] = []
    await render(<SideSheet onOpenChange={(open) => changes.push(open)} />)
    await expect.element(page.getByRole('dialog')).toBeVisible()

    // Right of the 280 px sheet, the click lands on the <dialog>'s backdrop.
    await userEvent.click(page.getByRole('dialog'), { position: { x: 330, y: 200 } })

    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    expect(changes).toEqual([false])
  })
})

describe('given a dialog that may not be dismissed while its action runs', () => {
  function Busy({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
    return (
      <Dialog.Root defaultOpen onOpenChange={onOpenChange}>
        <Dialog.Content dismissOnEscape={false} dismissOnBackdropClick={false} showCloseButton={false}>
          <Dialog.Title>Deleting…</Dialog.Title>
          <button type="button">Cancel</button>
        </Dialog.Content>
      </Dialog.Root>
    )
  }

  it('stays open on Escape', async () => {
    const changes: boolean[] = []
    await render(<Busy onOpenChange={(open) => changes.push(open)} />)
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus()

    await userEvent.keyboard('{Escape}')

    await expect.element(page.getByRole('dialog', { name: 'Deleting…' })).toBeVisible()
    expect(changes).toEqual([])
  })

  it('stays open on repeated Escape while nothing inside has the focus', async () => {
    // E.g. the focused button was disabled when the action started: the browser's own close request
    // then reaches the dialog, and Chrome stops letting a page cancel it after the first one.
    const changes: boolean[] = []
    await render(<Busy onOpenChange={(open) => changes.push(open)} />)
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    ;(document.activeElement as HTMLElement).blur()

    await userEvent.keyboard('{Escape}')
    await userEvent.keyboard('{Escape}')
    await userEvent.keyboard('{Escape}')
    // The dialog's close event comes in a task of its own.
    await new Promise((resolve) => setTimeout(resolve, 100))

    await expect.element(page.getByRole('dialog', { name: 'Deleting…' })).toBeVisible()
    expect(page.getByRole('dialog').element()).toHaveProperty('open', true)
    expect(changes).toEqual([])
  })
})
