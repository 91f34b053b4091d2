import { fireEvent, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useKeyboardShortcuts } from './use-keyboard-shortcuts.ts'

function setup() {
  const shortcuts = { onFormat: vi.fn(), onType: vi.fn() }
  const hook = renderHook(() => useKeyboardShortcuts(shortcuts))
  return { ...shortcuts, unmount: hook.unmount }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the workspace shortcuts', () => {
  it('format with Alt+Shift+F, whatever character the layout types', () => {
    const { onFormat, onType } = setup()
    fireEvent.keyDown(window, { code: 'KeyF', key: 'Ï', altKey: true, shiftKey: true })
    expect(onFormat).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(window, { code: 'KeyF', key: 'f', altKey: true })
    expect(onFormat).toHaveBeenCalledTimes(1)
    expect(onType).not.toHaveBeenCalled()
  })

  it('open the type dialog with T outside text fields and dialogs only', () => {
    const { onType } = setup()
    fireEvent.keyDown(document.body, { key: 't' })
    expect(onType).toHaveBeenCalledTimes(1)

    const textarea = document.body.appendChild(document.createElement('textarea'))
    fireEvent.keyDown(textarea, { key: 't' })
    fireEvent.keyDown(document.body, { key: 't', ctrlKey: true })
    const dialog = document.body.appendChild(document.createElement('dialog'))
    dialog.setAttribute('open', '')
    fireEvent.keyDown(document.body, { key: 't' })
    expect(onType).toHaveBeenCalledTimes(1)
  })

  it('stop listening when the workspace closes', () => {
    const { onType, unmount } = setup()
    unmount()
    fireEvent.keyDown(document.body, { key: 't' })
    expect(onType).not.toHaveBeenCalled()
  })
})
