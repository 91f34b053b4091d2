import { useEffect, useState, type ComponentType } from 'react'
import { currentToast, subscribeToToasts } from './toast-store.ts'

const loadToaster = () => import('./toaster/index.ts')

/**
 * The notification region, kept off the landing page's first paint: Radix Toast loads once the page
 * has loaded, or at once when a toast comes earlier (the store keeps it meanwhile). It mounts as soon
 * as its module is here rather than through React.lazy, whose Suspense reveal is throttled by about
 * 300 ms: a toast replaced within that time (a refusal followed by 'Update Formatted') was never shown.
 */
export function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null)
  useEffect(() => {
    let cancelled = false
    const load = () => {
      unsubscribe()
      window.removeEventListener('load', load)
      void loadToaster().then((module) => {
        if (!cancelled) setToaster(() => module.Toaster)
      })
    }
    const unsubscribe = subscribeToToasts(load)
    if (document.readyState === 'complete' || currentToast()) load()
    else window.addEventListener('load', load)
    return () => {
      cancelled = true
      unsubscribe()
      window.removeEventListener('load', load)
    }
  }, [])
  return Toaster ? <Toaster /> : null
}
