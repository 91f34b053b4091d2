/**
 * Installs the app shell's service worker (built to /sw.js) so that after one visit the app opens
 * with no connection. Development serves modules live, which a cache would only get in the way of.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Private windows and some embedded browsers refuse service workers: the app still runs online.
    })
  })
}
