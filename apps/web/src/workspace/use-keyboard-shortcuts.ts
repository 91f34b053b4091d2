import { useEffect, useRef } from 'react'

interface Shortcuts {
  /** Alt+Shift+F. */
  onFormat: () => void
  /** T, outside text fields and dialogs. */
  onType: () => void
}

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/** SPEC §2: Alt+Shift+F formats; T (no modifier, outside inputs) opens the type dialog; Escape closes it. */
export function useKeyboardShortcuts(shortcuts: Shortcuts): void {
  const latest = useRef(shortcuts)
  latest.current = shortcuts

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
