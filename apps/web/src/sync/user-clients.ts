import { createSyncClient, type DocumentEvent, type SyncClient } from '@sayso/sync-client'
import { execVersion, formatUpdate, processText, transcribeAudio } from '../api/ai-api.ts'
import { toast } from '../toasts/toast-store.ts'
import { workQueue } from '../workspace/work-queue.ts'
import { createWorkspaceCore, type WorkspaceCore } from '../workspace/workspace-core.ts'

/** Why the server keeps no copy of an update this device holds. */
export type KeptOnDevice = 'free-plan-limit' | 'refused'

/** The updates the server refused this session, for as long as a screen shows one. */
export interface KeptOnDeviceStore {
  get(): ReadonlyMap<string, KeptOnDevice>
  subscribe(listener: () => void): () => void
}

/** What a signed-in user's screens share: the sync client, their workspaces, and refusals so far. */
export interface UserClients {
  userId: string
  sync: SyncClient
  workspaces: WorkspaceCore
  keptOnDevice: KeptOnDeviceStore
}

const isFreePlanRefusal = (event: DocumentEvent) =>
  event.type === 'read-only' || (event.type === 'refused' && event.reason === 'free-plan-limit')

/** Tells the user when the server will not keep an update this device made or changed. */
function announceDocumentEvent(event: DocumentEvent): void {
  // A deletion was the user's own doing (here or on another device); Recent Updates already says so.
  if (event.type === 'deleted' || event.type === 'accepted') return
  if (isFreePlanRefusal(event)) {
    toast({
      title: 'Free plan limit reached',
      description: 'This update is kept on this device only. Delete an update in Recent Updates to make room.',
      variant: 'destructive',
    })
  } else {
    toast({ title: 'Update not saved', description: 'The server refused this update.', variant: 'destructive' })
  }
}

function createUserClients(userId: string, onSessionEnded: () => void): UserClients {
  let kept: ReadonlyMap<string, KeptOnDevice> = new Map()
  const keptListeners = new Set<() => void>()
  const sync = createSyncClient({
    baseUrl: window.location.origin,
    userId,
    onDocumentEvent(event) {
      announceDocumentEvent(event)
      const why =
        event.type === 'deleted' || event.type === 'accepted'
          ? null
          : isFreePlanRefusal(event)
            ? 'free-plan-limit'
            : 'refused'
      if ((kept.get(event.updateId) ?? null) === why) return
      const next = new Map(kept)
      if (why) next.set(event.updateId, why)
      else next.delete(event.updateId)
      kept = next
      keptListeners.forEach((listener) => listener())
    },
    onSessionEnded,
  })
  const workspaces = createWorkspaceCore({
    userId,
    sync,
    store: workQueue,
    api: { transcribeAudio, processText, formatUpdate, execVersion },
    notify: toast,
  })
  const keptOnDevice: KeptOnDeviceStore = {
    get: () => kept,
    subscribe(listener) {
      keptListeners.add(listener)
      return () => keptListeners.delete(listener)
    },
  }
  return { userId, sync, workspaces, keptOnDevice }
}

interface Held {
  clients: UserClients
  refs: number
  disposeTimer: ReturnType<typeof setTimeout> | null
  disposed: boolean
}

// Clients made for a screen that has not rendered yet (a route's loader runs while the screen's code
// downloads) wait this long for it; once a screen has held them, they go as soon as none does.
const UNCLAIMED_GRACE_MS = 10_000

let held: Held | null = null

function dispose(entry: Held): void {
  if (entry.disposed) return
  entry.disposed = true
  if (entry.disposeTimer) clearTimeout(entry.disposeTimer)
  if (held === entry) held = null
  entry.clients.workspaces.dispose()
  void entry.clients.sync.destroy()
}

function scheduleDispose(entry: Held, afterMs: number): void {
  if (entry.disposeTimer) clearTimeout(entry.disposeTimer)
  entry.disposeTimer = setTimeout(() => {
    if (entry.refs === 0) dispose(entry)
  }, afterMs)
}

/**
 * The signed-in user's clients, outside React (one tab holds one user's at a time): made on first
 * asking, so that a route can start them — and open an update's copy on this device — before any
 * screen renders (issue 18). Idempotent, so a screen may ask while rendering; `retainUserClients`
 * from an effect keeps them. Another user's clients are let go at once.
 */
export function userClients(userId: string, onSessionEnded: () => void): UserClients {
  if (held && held.clients.userId === userId) return held.clients
  if (held) dispose(held)
  const entry: Held = {
    clients: createUserClients(userId, onSessionEnded),
    refs: 0,
    disposeTimer: null,
    disposed: false,
  }
  held = entry
  scheduleDispose(entry, UNCLAIMED_GRACE_MS)
  return entry.clients
}

/** Keeps the clients while a screen uses them; the returned function lets go (sign-out, another user). */
export function retainUserClients(clients: UserClients): () => void {
  const entry = held
  if (!entry || entry.clients !== clients) return () => {}
  entry.refs++
  if (entry.disposeTimer) clearTimeout(entry.disposeTimer)
  entry.disposeTimer = null
  return () => {
    entry.refs--
    // After this task: a screen that re-mounts at once (React's StrictMode) keeps them.
    if (entry.refs === 0) scheduleDispose(entry, 0)
  }
}
