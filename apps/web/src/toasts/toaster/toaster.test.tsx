import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOAST_DURATION_MS, toast } from '../toast-store.ts'
import { Toaster } from './toaster.tsx'

describe('given the Toaster', () => {
  it('shows one toast at a time, the newest', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Copied!', description: 'Update copied to clipboard' })
      toast({ title: 'Update deleted', description: 'Update has been removed successfully' })
    })
    const region = screen.getByRole('region', { name: 'Notifications (F8)' })
    const shown = within(region).getAllByRole('listitem')
    expect(shown).toHaveLength(1)
    expect(shown[0]).toHaveProperty('textContent', expect.stringContaining('Update deleted'))
  })

  it('marks failures so they stand out', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Login failed', description: 'Invalid email or password', variant: 'destructive' })
    })
    const region = screen.getByRole('region', { name: 'Notifications (F8)' })
    expect(within(region).getByRole('listitem').getAttribute('data-variant')).toBe('destructive')
  })
})

describe('given a toast on screen for 5 s', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('closes it, but not while it is pointed at', () => {
    vi.useFakeTimers()
    render(<Toaster />)
    act(() => void toast({ title: 'Copied!' }))
    const shown = screen.getByRole('listitem')
    fireEvent.pointerEnter(shown)
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS + 1000))
    expect(shown.getAttribute('data-state')).toBe('open')
    fireEvent.pointerLeave(shown)
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS))
    expect(shown.getAttribute('data-state')).toBe('closed')
  })
})
