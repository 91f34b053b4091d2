import { afterEach, describe, expect, it, vi } from 'vitest'
import { DISMISSED_TOAST_REMOVE_DELAY_MS, currentToast, dismissToast, toast } from './toast-store.ts'

afterEach(() => vi.useRealTimers())

describe('toasts', () => {
  it('show one at a time: a new one replaces the current one', () => {
    toast({ title: 'Copied!' })
    const second = toast({ title: 'Update deleted' })
    expect(currentToast()).toMatchObject({ id: second, title: 'Update deleted', open: true })
  })

  it('close when dismissed and are removed after the removal delay', () => {
    vi.useFakeTimers()
    const id = toast({ title: 'Logged out' })
    dismissToast(id)
    expect(currentToast()).toMatchObject({ id, open: false })
    vi.advanceTimersByTime(DISMISSED_TOAST_REMOVE_DELAY_MS)
    expect(currentToast()).toBeNull()
  })
})
