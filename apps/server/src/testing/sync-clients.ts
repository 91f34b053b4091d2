import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider'
import { SYNC_PATH } from '@sayso/update-doc'
import WebSocket from 'ws'
import * as Y from 'yjs'

/** The sync socket URL of a test server (`http://127.0.0.1:port` → `ws://127.0.0.1:port/collab`). */
export const syncUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}${SYNC_PATH}`

/**
 * A WebSocket class that behaves like a browser tab of `origin` signed in with `cookie`
 * (browsers send both on every WebSocket handshake).
 */
export function browserLikeWebSocket(cookie: string | null, origin: string) {
  return class extends WebSocket {
    constructor(url: string) {
      super(url, { headers: { origin, ...(cookie && { cookie }) } })
      // A browser reports a failed or aborted connection as an event; `ws` would throw it when unhandled.
      this.on('error', () => {})
    }
  }
}

export interface TestDevice {
  socket: HocuspocusProviderWebsocket
  open(name: string, doc?: Y.Doc, token?: string): TestProvider
  destroy(): void
}

export interface TestProvider {
  provider: HocuspocusProvider
  doc: Y.Doc
  /** The reason of the first permission-denied, once one arrives. */
  refusal: Promise<string>
  synced: Promise<void>
}

/** A device: one shared socket (like one browser tab) on which providers open documents. */
export function testDevice(baseUrl: string, cookie: string | null, origin = baseUrl): TestDevice {
  const socket = new HocuspocusProviderWebsocket({
    url: syncUrl(baseUrl),
    WebSocketPolyfill: browserLikeWebSocket(cookie, origin),
    // Tests reconnect quickly after a server restart instead of backing off for seconds.
    delay: 50,
    minDelay: 50,
    factor: 1.5,
    maxDelay: 500,
  })
  const providers: HocuspocusProvider[] = []
  return {
    socket,
    open(name, doc = new Y.Doc(), token) {
      const provider = new HocuspocusProvider({ websocketProvider: socket, name, document: doc, token: token ?? null })
      provider.attach()
      providers.push(provider)
      return {
        provider,
        doc,
        refusal: new Promise((resolve) =>
          provider.on('authenticationFailed', ({ reason }: { reason: string }) => resolve(reason)),
        ),
        synced: new Promise((resolve) => provider.on('synced', () => resolve())),
      }
    },
    destroy() {
      providers.forEach((provider) => provider.destroy())
      socket.destroy()
    },
  }
}

/**
 * Polls until `check` stops throwing (an expectation) or returns true; fails after `timeoutMs`.
 * The default leaves room for a 2-core machine running several suites at once (a sync round trip with
 * IndexedDB and PostgreSQL then takes seconds); a check that passes returns as soon as it does.
 */
export async function eventually(check: () => unknown, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if ((await check()) !== false) return
    } catch (error) {
      if (Date.now() > deadline) throw error
    }
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
