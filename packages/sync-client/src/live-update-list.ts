import { HocuspocusProvider, type HocuspocusProviderWebsocket } from '@hocuspocus/provider'
import type { SavedUpdate } from '@sayso/shared'
import { readUpdateList, updateListName } from '@sayso/update-doc'
import * as Y from 'yjs'

/** An update in the list: as the server lists it, or only on this device so far (`localOnly`). */
export interface UpdateListItem extends SavedUpdate {
  localOnly: boolean
}

export interface UpdateListSnapshot {
  /**
   * Where the server's part of the list comes from: the live list document once it has synced, else
   * a list fetched over REST and handed in (`seed`), else nothing yet (only this device's updates).
   */
  source: 'live' | 'fetched' | 'none'
  /** Newest first: the server's updates, then merged in, those only this device holds. */
  updates: UpdateListItem[]
  /** Whether this device's own copies have been read yet (until then `updates` may lack some). */
  localRead: boolean
}

/** The updates kept on this device, as the sync client knows them. */
export interface LocalUpdates {
  /**
   * Local updates the server's list (`listed`, null when unknown) does not show, newest first;
   * copies of updates the server had and no longer lists are checked with the server, not shown.
   */
  list(listed: ReadonlySet<string> | null): Promise<UpdateListItem[]>
  /** Called whenever a local update is created, edited or removed. */
  onChange(listener: () => void): () => void
}

export interface LiveUpdateListOptions {
  socket: HocuspocusProviderWebsocket
  userId: string
  local: LocalUpdates
}

// Edits come in bursts (typing): the local copies are read again once a burst is over.
const LOCAL_REFRESH_MS = 150

const newestFirst = (a: SavedUpdate, b: SavedUpdate) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)

/**
 * The user's list of updates, live (issue 13): the server's read-only list document
 * (`update-list:<userId>`, on the shared socket) merged with the updates only this device holds.
 * A plain store for `useSyncExternalStore`; the document is opened by the first subscriber and
 * kept open for the rest of the session, so the list is current whenever it is shown again.
 */
export function createLiveUpdateList(options: LiveUpdateListOptions) {
  const listeners = new Set<() => void>()
  let doc: Y.Doc | null = null
  let provider: HocuspocusProvider | null = null
  let synced = false
  let fetched: SavedUpdate[] | null = null
  let local: UpdateListItem[] = []
  let localRead = false
  let snapshot: UpdateListSnapshot = { source: 'none', updates: [], localRead }
  let refreshTimer: ReturnType<typeof setTimeout> | null = null
  // Local edits while nobody looks at the list (typing in a workspace) are read once someone does.
  let localStale = false
  let refreshRun = 0
  let stopLocal: (() => void) | null = null
  let destroyed = false

  function serverPart(): { source: UpdateListSnapshot['source']; updates: SavedUpdate[] | null } {
    if (synced && doc) return { source: 'live', updates: readUpdateList(doc) }
    if (fetched) return { source: 'fetched', updates: fetched }
    return { source: 'none', updates: null }
  }

  function publish(): void {
    const server = serverPart()
    const listed = new Set(server.updates?.map((update) => update.id))
    const updates: UpdateListItem[] = [
      ...(server.updates ?? []).map((update) => ({ ...update, localOnly: false })),
      ...local.filter((update) => !listed.has(update.id)),
    ].sort(newestFirst)
    snapshot = { source: server.source, updates, localRead }
    listeners.forEach((listener) => listener())
  }

  async function refreshLocal(): Promise<void> {
    const run = ++refreshRun
    const server = serverPart().updates
    const found = await options.local.list(server && new Set(server.map((update) => update.id))).catch(() => local)
    if (run !== refreshRun || destroyed) return // a newer reading is under way
    local = found
    localRead = true
    publish()
  }

  function scheduleLocalRefresh(): void {
    if (listeners.size === 0) {
      localStale = true
      return
    }
    if (refreshTimer) clearTimeout(refreshTimer)
    refreshTimer = setTimeout(() => {
      refreshTimer = null
      void refreshLocal()
    }, LOCAL_REFRESH_MS)
  }

  function open(): void {
    doc = new Y.Doc()
    provider = new HocuspocusProvider({
      websocketProvider: options.socket,
      name: updateListName(options.userId),
      document: doc,
    })
    provider.on('synced', () => {
      synced = true
      publish()
      void refreshLocal()
    })
    doc.on('update', () => {
      if (!synced) return
      publish()
      // Whether a local copy is only on this device depends on what the server lists.
      scheduleLocalRefresh()
    })
    provider.attach()
    stopLocal = options.local.onChange(scheduleLocalRefresh)
    void refreshLocal()
  }

  return {
    getSnapshot: (): UpdateListSnapshot => snapshot,
    /** For React's useSyncExternalStore; the first subscriber opens the live list. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      if (!provider && !destroyed) open()
      else if (localStale) {
        localStale = false
        void refreshLocal()
      }
      return () => listeners.delete(listener)
    },
    /** The REST list (GET /api/updates), shown until the live list has synced (offline, or before it arrives). */
    seed(updates: SavedUpdate[]): void {
      fetched = [...updates].sort(newestFirst)
      if (synced) return
      publish()
      void refreshLocal()
    },
    destroy(): void {
      destroyed = true
      if (refreshTimer) clearTimeout(refreshTimer)
      stopLocal?.()
      provider?.destroy()
      doc?.destroy()
      listeners.clear()
    },
  }
}

export type LiveUpdateList = ReturnType<typeof createLiveUpdateList>
