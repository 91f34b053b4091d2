// SPEC §9: one toast at a time; a new one replaces whatever is showing.
export const TOAST_DURATION_MS = 5000
/** A dismissed toast stays in the store (closed) this long unless a newer one replaces it first. */
export const DISMISSED_TOAST_REMOVE_DELAY_MS = 1_000_000

export type ToastVariant = 'default' | 'success' | 'destructive'

export interface ToastInput {
  title: string
  description?: string
  variant?: ToastVariant
  /** One button in the toast (e.g. Undo); the toast closes when it is pressed. */
  action?: { label: string; onAction: () => void }
}

export interface Toast extends ToastInput {
  id: number
  open: boolean
}

type Listener = () => void

let current: Toast | null = null
let nextId = 1
let removeTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<Listener>()

function publish(toast: Toast | null): void {
  current = toast
  for (const listener of listeners) listener()
}

export function toast(input: ToastInput): number {
  clearTimeout(removeTimer)
  const id = nextId++
  publish({ ...input, id, open: true })
  return id
}

export function dismissToast(id: number): void {
  if (!current || current.id !== id || !current.open) return
  publish({ ...current, open: false })
  removeTimer = setTimeout(() => {
    if (current?.id === id) publish(null)
  }, DISMISSED_TOAST_REMOVE_DELAY_MS)
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function currentToast(): Toast | null {
  return current
}
