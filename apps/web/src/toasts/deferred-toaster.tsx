import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react'
import { currentToast, subscribeToToasts } from './toast-store.ts'

const loadToaster = () => import('./toaster/index.ts')
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })))

// Once a toast has been shown the region stays, so a toast that follows (or a closing one) keeps its place.
let toastShown = false
function anyToastShown(): boolean {
  if (currentToast()) toastShown = true
  return toastShown
}

/**
 * The notification region, kept off the landing page's first paint: Radix Toast loads once the page has
 * loaded (a toast shown earlier loads it at once), so a connection lost later still gets its toast.
 * The store keeps a toast while the region loads.
 */
export function DeferredToaster() {
  const needed = useSyncExternalStore(subscribeToToasts, anyToastShown)
  useEffect(() => {
    const prefetch = () => void loadToaster()
    if (document.readyState === 'complete') {
      prefetch()
      return
    }
    window.addEventListener('load', prefetch, { once: true })
    return () => window.removeEventListener('load', prefetch)
  }, [])
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
