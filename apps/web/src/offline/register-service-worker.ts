/**
 * Installs the app shell's service worker (built to /sw.js) so that after one visit the app opens
 * with no connection. Development serves modules live, which a cache would only get in the way of.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Private windows and some embedded browsers refuse service workers: the app still runs online.
    })
  // The prerendered landing page starts its scripts after the first frame, which can be after 'load'.
  if (document.readyState === 'complete') void register()
  else window.addEventListener('load', () => void register())
}
