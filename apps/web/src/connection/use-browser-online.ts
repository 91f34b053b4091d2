import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Whether the browser says it has a network connection (pages without a sync socket to ask). */
export function useBrowserOnline(): boolean {
  // The landing page is rendered at build time as online; the browser's answer replaces it at hydration.
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}
