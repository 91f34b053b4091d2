// The app shell's service worker: after one visit the app opens and runs with no connection. The
// update documents themselves are kept in IndexedDB by the sync client, not here.

declare const self: ServiceWorkerGlobalScope

/** Replaced at build time (see service-worker/precache-plugin.ts) by the shell's files, as JSON text. */
const PRECACHE: { version: string; files: string[] } = JSON.parse('__SAYSO_PRECACHE_MANIFEST__')
const CACHE_PREFIX = 'sayso-shell-'
const CACHE = `${CACHE_PREFIX}${PRECACHE.version}`
const SHELL = '/index.html'

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE)
      await cache.addAll([SHELL, ...PRECACHE.files])
      // No skipWaiting(): an open tab may still load chunks of its own version from the old cache.
      // The new version takes over once every tab of the old one is closed.
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(
        names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
      )
      await self.clients.claim()
    })(),
  )
})

function isOwnShellRequest(url: URL): boolean {
  return url.origin === self.location.origin && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/collab')
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== 'GET' || !isOwnShellRequest(url)) return
  if (request.mode === 'navigate') {
    // Online the server's page wins (a deploy shows at once); offline, the cached shell routes itself.
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(SHELL, { cacheName: CACHE })) ?? Response.error()),
    )
    return
  }
  event.respondWith((async () => (await caches.match(request, { cacheName: CACHE })) ?? fetch(request))())
})
