import { useRef, useState, type PointerEvent } from 'react'

// SPEC §9: a drawer closes when dragged down by more than a quarter of its height.
export const DRAG_CLOSE_THRESHOLD = 0.25

/** Drag-to-close for bottom sheets: the handle follows the pointer down; released far enough, it closes. */
export function useSheetDrag(onClose: () => void) {
  const start = useRef<number | null>(null)
  const [offset, setOffset] = useState(0)

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      start.current = event.clientY
      event.currentTarget.setPointerCapture?.(event.pointerId)
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (start.current !== null) setOffset(Math.max(0, event.clientY - start.current))
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (start.current === null) return
      const sheet = event.currentTarget.closest('dialog')
      const dragged = Math.max(0, event.clientY - start.current)
      start.current = null
      setOffset(0)
      if (sheet && dragged > sheet.getBoundingClientRect().height * DRAG_CLOSE_THRESHOLD) onClose()
    },
    onPointerCancel() {
      start.current = null
      setOffset(0)
    },
  }
  return { offset, handlers }
}
