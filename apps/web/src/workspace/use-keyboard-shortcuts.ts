import { useEffect, useLayoutEffect, useRef } from 'react'
import { isTextField } from '../shortcuts/shortcuts.ts'

interface Shortcuts {
  /** Alt+Shift+F. */
  onFormat?: () => void
  /** T, outside text fields and dialogs. */
  onType?: () => void
  /** Ctrl/Cmd+Z outside text fields (where the browser undoes typing). */
  onUndo?: () => void
  /** Ctrl/Cmd+Shift+Z (or Ctrl+Y) outside text fields. */
  onRedo?: () => void
}

/**
 * SPEC §2: Alt+Shift+F formats; T (no modifier, outside inputs) opens the type dialog; Escape closes it.
 * Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z undo and redo entry edits and deletes, outside text fields and dialogs.
 */
export function useKeyboardShortcuts(shortcuts: Shortcuts): void {
  // The handlers of the latest render, read when a key is pressed.
  const latest = useRef(shortcuts)
  useLayoutEffect(() => {
    latest.current = shortcuts
  })

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat) return
      // `code`, not `key`: Alt+Shift+F types a symbol instead of 'F' on macOS keyboards.
      if (
        event.altKey &&
        event.shiftKey &&
        !event.ctrlKey &&
        !event.metaKey &&
        event.code === 'KeyF' &&
        latest.current.onFormat
      ) {
        event.preventDefault()
        latest.current.onFormat()
        return
      }
      const free = !isTextField(event.target) && !document.querySelector('dialog[open]')
      const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey
      if (plain && event.key.toLowerCase() === 't' && free && latest.current.onType) {
        event.preventDefault()
        latest.current.onType()
        return
      }
      const command = (event.ctrlKey || event.metaKey) && !event.altKey
      const key = event.key.toLowerCase()
      const redo = command && ((key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey && event.ctrlKey))
      if (redo && free && latest.current.onRedo) {
        event.preventDefault()
        latest.current.onRedo()
      } else if (command && key === 'z' && !event.shiftKey && free && latest.current.onUndo) {
        event.preventDefault()
        latest.current.onUndo()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
