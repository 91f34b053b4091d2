import { HocuspocusProvider, HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider'
import {
  OPEN_EXISTING_TOKEN,
  SESSION_ENDED_CLOSE_CODE,
  SYNC_PATH,
  UPDATE_DELETED_SIGNAL,
  initializeUpdate,
  newId,
  readMeta,
  toRestUpdate,
  type DocumentRefusal,
  type UpdateInit,
} from '@sayso/update-doc'
import { IndexeddbPersistence } from 'y-indexeddb'
import * as Y from 'yjs'
import { createLiveUpdateList, type UpdateListItem } from './live-update-list.ts'
import {
  clearLocalData,
  deleteLocalUpdate,
  localDatabaseName,
  localUpdateIds,
  peekFlag,
  peekLocalUpdate,
  readFlag,
  writeFlag,
} from './local-store.ts'

export type ConnectionStatus = 'online' | 'connecting' | 'offline' | 'signed-out'

export interface SyncState {
  status: ConnectionStatus
  /** Local edits the server has not acknowledged yet (SPEC: "Changes will sync when connection is restored"). */
  hasUnsyncedChanges: boolean
}

export type DocumentEvent =
  | { type: 'refused'; updateId: string; reason: DocumentRefusal | string }
  | { type: 'deleted'; updateId: string }
  /** The server accepts no edits to this update (an empty draft while the free plan is full). */
  | { type: 'read-only'; updateId: string }
  /** The server accepts this update and its edits (again, after a refusal, once there is room). */
  | { type: 'accepted'; updateId: string }

export interface SyncClientOptions {
  /** The app's origin, e.g. `https://sayso.example.com`; the socket goes to its SYNC_PATH. */
  baseUrl: string
  /** The signed-in user: local data is kept per user. */
  userId: string
  /** A WebSocket class for environments without one (Node); browsers use their own. */
  WebSocketPolyfill?: unknown
  /** A document was refused or deleted on the server (its local copy is already gone when deleted). */
  onDocumentEvent?: (event: DocumentEvent) => void
  /** The server ended this session (logout elsewhere, account deleted): sign the user out. */
  onSessionEnded?: () => void
  /** How long a released update stays connected waiting for its last edits to sync (ms, default 30 000). */
  releaseGraceMs?: number
}

/** One opened update document. Call `release()` when the screen closes it. */
export interface OpenedUpdate {
  id: string
  doc: Y.Doc
  /** Resolves once the server's state has been merged in (never while offline). */
  whenSynced: Promise<void>
  /** Resolves once the server has every edit made here so far (never while offline). */
  whenAcknowledged(): Promise<void>
  /** Why the server refused this update ('deleted', 'forbidden', 'not-found'…), or null. */
  refusal(): DocumentRefusal | string | null
  /** Calls `listener` when the server refuses the update (also when it is deleted while open). */
  onRefused(listener: (reason: DocumentRefusal | string) => void): () => void
  release(): void
}

export interface OpenOptions {
  /**
   * The update is opened from its address: when this device has no copy, the server must already
   * have it (it refuses with 'not-found' instead of creating an update under an unknown id).
   */
  existing?: boolean
}

interface Live {
  doc: Y.Doc
  persistence: IndexeddbPersistence
  provider: HocuspocusProvider
  synced: Promise<void>
  /** Local edits the server has not acknowledged (kept in IndexedDB as the `pending` flag too). */
  unacknowledged: boolean
  /** The `serverHasIt` flag was written in this session: it never goes back, so once is enough. */
  serverHasItWritten: boolean
  users: number
  closing: ReturnType<typeof setTimeout> | null
  refusal: DocumentRefusal | string | null
  refusalListeners: Set<(reason: DocumentRefusal | string) => void>
}

const STATUS_OF: Record<WebSocketStatus, ConnectionStatus> = {
  [WebSocketStatus.Connected]: 'online',
  [WebSocketStatus.Connecting]: 'connecting',
  [WebSocketStatus.Disconnected]: 'offline',
}

/**
 * Local-first sync of a user's updates: every document lives in IndexedDB (edits apply at once and
 * survive a reload offline) and syncs through Hocuspocus, all documents over one socket. Yjs merges
 * by state vectors, so reconnecting never duplicates entries; content is never seeded here.
 */
export function createSyncClient(options: SyncClientOptions) {
  const { userId } = options
  const live = new Map<string, Live>()
  const opening = new Map<string, Promise<Live>>()
  const listeners = new Set<() => void>()
  let state: SyncState = { status: 'connecting', hasUnsyncedChanges: false }
  let destroyed = false
  let pushing: Promise<void> | null = null

  const socketUrl = new URL(SYNC_PATH, options.baseUrl)
  socketUrl.protocol = socketUrl.protocol === 'https:' ? 'wss:' : 'ws:'
  const socket = new HocuspocusProviderWebsocket({
    url: socketUrl.toString(),
    ...(options.WebSocketPolyfill !== undefined && { WebSocketPolyfill: options.WebSocketPolyfill }),
  })

  function publish(next: Partial<SyncState>): void {
    const merged = { ...state, ...next }
    if (merged.status === state.status && merged.hasUnsyncedChanges === state.hasUnsyncedChanges) return
    state = merged
    listeners.forEach((listener) => listener())
  }

  // Told when a local update is created, edited or removed (the live list merges local copies in).
  const localListeners = new Set<() => void>()
  const localChanged = () => localListeners.forEach((listener) => listener())

  // Closed documents whose edits have not reached the server yet (they go out on the next connect).
  const unsent = new Set<string>()
  const refreshUnsynced = () =>
    publish({ hasUnsyncedChanges: unsent.size > 0 || [...live.values()].some((entry) => entry.unacknowledged) })

  socket.on('status', ({ status }: { status: WebSocketStatus }) => {
    if (state.status === 'signed-out') return
    publish({ status: STATUS_OF[status] })
    // Without IndexedDB (private mode) nothing is pending; the open documents sync by themselves.
    if (status === WebSocketStatus.Connected) void syncPendingDocuments().catch(() => {})
  })
  socket.on('close', ({ event }: { event: { code: number } }) => {
    // After destroy (sign-out here) the close is this client's own doing.
    if (destroyed || event.code !== SESSION_ENDED_CLOSE_CODE) return
    // The server ended this session: reconnecting would only be refused.
    socket.disconnect()
    publish({ status: 'signed-out' })
    options.onSessionEnded?.()
  })

  async function forget(updateId: string): Promise<void> {
    const entry = live.get(updateId)
    if (entry) await close(updateId, entry)
    unsent.delete(updateId)
    refreshUnsynced()
    await deleteLocalUpdate(userId, updateId)
    localChanged()
  }

  async function close(updateId: string, entry: Live): Promise<void> {
    if (entry.closing) clearTimeout(entry.closing)
    live.delete(updateId)
    if (entry.unacknowledged) unsent.add(updateId)
    entry.provider.destroy()
    await entry.persistence.destroy()
    entry.doc.destroy()
    refreshUnsynced()
  }

  async function connect(
    updateId: string,
    prepare?: (doc: Y.Doc) => void,
    openOptions: OpenOptions = {},
  ): Promise<Live> {
    const doc = new Y.Doc()
    const persistence = new IndexeddbPersistence(localDatabaseName(userId, updateId), doc)
    // What the local copy holds came from IndexedDB: while it loads, nobody listens for the document's
    // updates, so Yjs does not encode a thousand entries only for IndexedDB to skip them (issue 18).
    doc.off('update', persistence._storeUpdate)
    // Asked beside the document's updates, but answered after them (IndexedDB answers a database's
    // requests in order): the document opens without waiting for it, one task sooner (issue 18).
    const pendingFlag = readFlag(persistence, 'pending')
    // Load the local copy before the provider attaches, or the whole local state is sent again.
    await persistence.whenSynced
    doc.on('update', persistence._storeUpdate)
    const wasUnsent = unsent.delete(updateId)
    // Before `prepare`, so the meta of an update created here counts as a local edit too.
    doc.on('update', (_update: Uint8Array, origin: unknown) => {
      if (origin === persistence || origin instanceof HocuspocusProvider) return
      const current = live.get(updateId)
      // The flag is written once per run of unacknowledged edits, not on every key press.
      if (!current?.unacknowledged) {
        if (current) current.unacknowledged = true
        void writeFlag(persistence, 'pending', true)
        refreshUnsynced()
      }
      localChanged()
    })
    prepare?.(doc)
    // A copy made on this device (perhaps offline, unknown to the server yet) is the device's to create.
    const mustExist = openOptions.existing === true && readMeta(doc).updateType === undefined
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: updateId,
      document: doc,
      token: mustExist ? OPEN_EXISTING_TOKEN : null,
      // No screen shows who else is in an update: no presence state per document, with its timer, its
      // message at every connect and its goodbye while a reload unloads the page (issue 18).
      awareness: null,
    })
    const synced = new Promise<void>((resolve) => provider.on('synced', () => resolve()))
    const entry: Live = {
      doc,
      persistence,
      provider,
      synced,
      unacknowledged: wasUnsent || prepare !== undefined,
      serverHasItWritten: false,
      users: 0,
      closing: null,
      refusal: null,
      refusalListeners: new Set(),
    }
    live.set(updateId, entry)
    provider.attach()

    // In sync once the server's state arrived and it acknowledged ours, in whichever order.
    const acknowledgeIfInSync = () => {
      if (provider.synced && !provider.hasUnsyncedChanges) {
        // Each key press is acknowledged on its own: one IndexedDB write for it, not two (issue 18).
        if (!entry.serverHasItWritten) void writeFlag(persistence, 'serverHasIt', true)
        entry.serverHasItWritten = true
        if (entry.unacknowledged) void writeFlag(persistence, 'pending', false)
        entry.unacknowledged = false
      }
      refreshUnsynced()
    }
    provider.on('synced', acknowledgeIfInSync)
    provider.on('unsyncedChanges', acknowledgeIfInSync)
    // Edits an earlier page load left unacknowledged count once the flag says so — unless the server
    // has every edit by then, which clears the flag.
    void pendingFlag.then(
      (pending) => {
        if (!pending || entry.unacknowledged || live.get(updateId) !== entry) return
        entry.unacknowledged = true
        acknowledgeIfInSync()
      },
      // Closed before the flag was read: the next opening reads it.
      () => {},
    )
    // A deleted update must not come back from this device: its local copy goes.
    const refused = (reason: string) => {
      entry.refusal = reason
      entry.refusalListeners.forEach((listener) => listener(reason))
    }
    const deleted = () => {
      refused('deleted' satisfies DocumentRefusal)
      void forget(updateId).then(() => options.onDocumentEvent?.({ type: 'deleted', updateId }))
    }
    provider.on('authenticationFailed', ({ reason }: { reason: string }) => {
      if (reason === ('deleted' satisfies DocumentRefusal)) return deleted()
      refused(reason)
      // An address of an update that is not there: nothing of it was ever on this device to keep.
      if (reason === ('not-found' satisfies DocumentRefusal)) void forget(updateId)
      else options.onDocumentEvent?.({ type: 'refused', updateId, reason })
    })
    provider.on('authenticated', ({ scope }: { scope: string }) => {
      options.onDocumentEvent?.({ type: scope === 'readonly' ? 'read-only' : 'accepted', updateId })
    })
    provider.on('stateless', ({ payload }: { payload: string }) => {
      if (payload === UPDATE_DELETED_SIGNAL) deleted()
    })
    refreshUnsynced()
    return entry
  }

  async function acquire(updateId: string, prepare?: (doc: Y.Doc) => void, openOptions?: OpenOptions): Promise<Live> {
    if (destroyed) throw new Error('The sync client was destroyed')
    const existing = live.get(updateId)
    if (existing) return existing
    let pending = opening.get(updateId)
    if (!pending) {
      pending = connect(updateId, prepare, openOptions).finally(() => opening.delete(updateId))
      opening.set(updateId, pending)
    }
    return pending
  }

  function handOut(updateId: string, entry: Live): OpenedUpdate {
    entry.users++
    if (entry.closing) clearTimeout(entry.closing)
    entry.closing = null
    let released = false
    return {
      id: updateId,
      doc: entry.doc,
      whenSynced: entry.synced,
      whenAcknowledged: () =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (!entry.provider.synced || entry.provider.hasUnsyncedChanges) return
            entry.provider.off('synced', check)
            entry.provider.off('unsyncedChanges', check)
            resolve()
          }
          entry.provider.on('synced', check)
          entry.provider.on('unsyncedChanges', check)
          check()
        }),
      refusal: () => entry.refusal,
      onRefused(listener) {
        entry.refusalListeners.add(listener)
        return () => entry.refusalListeners.delete(listener)
      },
      release() {
        if (released) return
        released = true
        if (--entry.users > 0) return
        // Stay connected until the server has the document and every edit (or the grace time is over;
        // what is still pending then goes out on the next reconnect or page load).
        const closeNow = () => {
          if (entry.users === 0 && live.get(updateId) === entry) void close(updateId, entry)
        }
        const closeIfDone = () => {
          if (entry.provider.synced && !entry.provider.hasUnsyncedChanges) closeNow()
        }
        entry.closing = setTimeout(closeNow, options.releaseGraceMs ?? 30_000)
        entry.provider.on('synced', closeIfDone)
        entry.provider.on('unsyncedChanges', closeIfDone)
        closeIfDone()
      },
    }
  }

  /** Closed local documents with edits the server may not have (created or changed offline). */
  async function findUnsent(): Promise<string[]> {
    const found: string[] = []
    for (const updateId of await localUpdateIds(userId)) {
      if (live.has(updateId) || opening.has(updateId)) continue
      if (await peekFlag(userId, updateId, 'pending')) found.push(updateId)
    }
    return found
  }

  /** Pushes local documents with edits the server may not have (created or changed offline, then closed). */
  function syncPendingDocuments(): Promise<void> {
    pushing ??= (async () => {
      for (const updateId of await findUnsent()) {
        if (!destroyed && !live.has(updateId)) handOut(updateId, await acquire(updateId)).release()
      }
    })().finally(() => (pushing = null))
    return pushing
  }

  // Local copies being checked with the server (see `localUpdates`).
  const checking = new Set<string>()

  /** Opens an update just long enough for the server to confirm it, or to say it was deleted (its copy then goes). */
  async function checkWithServer(updateId: string): Promise<void> {
    if (destroyed || checking.has(updateId) || live.has(updateId) || opening.has(updateId)) return
    checking.add(updateId)
    try {
      handOut(updateId, await acquire(updateId)).release()
    } finally {
      checking.delete(updateId)
    }
  }

  /**
   * The updates this device holds that the server's list (`listed`, null when unknown) does not
   * show, newest first. A copy the server had and no longer lists was deleted on another device,
   * or is about to be listed: the server is asked, and the copy is not shown meanwhile.
   */
  async function localUpdates(listed: ReadonlySet<string> | null): Promise<UpdateListItem[]> {
    const items: UpdateListItem[] = []
    for (const updateId of await localUpdateIds(userId)) {
      if (listed?.has(updateId)) continue
      const local = await peekLocalUpdate(userId, updateId, async (doc, persistence) => ({
        rest: toRestUpdate(doc),
        serverHasIt: await readFlag(persistence, 'serverHasIt'),
      }))
      if (!local.rest) continue
      if (listed && local.serverHasIt) {
        void checkWithServer(updateId).catch(() => {})
        continue
      }
      const { title, templateName, content, updateType } = local.rest
      const at = local.rest.createdAt ?? new Date(0).toISOString()
      items.push({
        id: updateId,
        title,
        templateName,
        content,
        updateType,
        createdAt: at,
        updatedAt: at,
        localOnly: !local.serverHasIt,
      })
    }
    return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  }

  const updateList = createLiveUpdateList({
    socket,
    userId,
    local: {
      list: localUpdates,
      onChange(listener) {
        localListeners.add(listener)
        return () => localListeners.delete(listener)
      },
    },
  })

  // Edits left unsent by an earlier page load count as unsynced from the start.
  void findUnsent()
    .then((ids) => {
      ids.forEach((updateId) => unsent.add(updateId))
      refreshUnsynced()
    })
    .catch(() => {})

  async function destroy(): Promise<void> {
    destroyed = true
    updateList.destroy()
    await Promise.all([...live].map(([updateId, entry]) => close(updateId, entry)))
    socket.destroy()
  }

  return {
    getState: (): SyncState => state,
    /** For React's useSyncExternalStore: called whenever status or unsynced changes. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /** Opens an update: local copy at once, server changes as they arrive. */
    async open(updateId: string, openOptions?: OpenOptions): Promise<OpenedUpdate> {
      return handOut(updateId, await acquire(updateId, undefined, openOptions))
    },

    /** Creates an update on this device (works offline); the server creates it on first sync. */
    async create(init: Omit<UpdateInit, 'ownerId' | 'createdAt'> & { createdAt?: string }): Promise<OpenedUpdate> {
      const updateId = newId()
      const entry = await acquire(updateId, (doc) =>
        initializeUpdate(doc, { ...init, ownerId: userId, createdAt: init.createdAt ?? new Date().toISOString() }),
      )
      return handOut(updateId, entry)
    },

    /** The user's updates, live on every signed-in device (see live-update-list.ts). */
    updateList,

    /** Pushes documents edited offline and closed before they synced (also run at start). */
    syncPendingDocuments,

    /** Disconnects everything; local data stays (see `signOut` to remove it). */
    destroy,

    /** Logout and account deletion: disconnect, then wipe this user's local data from the device. */
    async signOut(): Promise<void> {
      await destroy()
      await clearLocalData(userId)
    },
  }
}

export type SyncClient = ReturnType<typeof createSyncClient>
