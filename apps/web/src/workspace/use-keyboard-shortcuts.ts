import { useEffect, useLayoutEffect, useRef } from 'react'
import { isTextField } from '../shortcuts/shortcuts.ts'

interface Shortcuts {
  /** Alt+Shift+F. */
  onFormat: () => void
  /** T, outside text fields and dialogs. */
  onType: () => void
}

/** SPEC §2: Alt+Shift+F formats; T (no modifier, outside inputs) opens the type dialog; Escape closes it. */
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
      if (event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyF') {
        event.preventDefault()
        latest.current.onFormat()
        return
      }
      const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey
      if (plain && event.key.toLowerCase() === 't' && !isTextField(event.target) && !document.querySelector('dialog[open]')) {
        event.preventDefault()
        latest.current.onType()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
