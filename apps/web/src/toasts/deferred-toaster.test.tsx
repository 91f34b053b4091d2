import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DeferredToaster } from './deferred-toaster.tsx'
import { toast } from './toast-store.ts'

describe('the deferred toaster', () => {
  it('on the landing page, shows nothing and loads nothing until the first toast, then shows it', async () => {
    expect(document.readyState).toBe('complete')
    render(<DeferredToaster whenFirstToast />)
    // The page has loaded, yet no notification region: Radix Toast waits for a toast.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByRole('region')).toBeNull()
    act(() => void toast({ title: 'You are offline' }))
    expect(await screen.findByText('You are offline')).toBeTruthy()
  })

  it('elsewhere, mounts the notification region once the page has loaded', async () => {
    render(<DeferredToaster />)
    expect(await screen.findByRole('region')).toBeTruthy()
  })
})
