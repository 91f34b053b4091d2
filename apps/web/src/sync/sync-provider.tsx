import { createSyncClient, type DocumentEvent, type SyncClient, type SyncState } from '@sayso/sync-client'
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { execVersion, formatUpdate, processText, transcribeAudio } from '../api/ai-api.ts'
import { toast } from '../toasts/toast-store.ts'
import { workQueue } from '../workspace/work-queue.ts'
import { createWorkspaceCore, type WorkspaceCore } from '../workspace/workspace-core.ts'

interface Clients {
  sync: SyncClient
  workspaces: WorkspaceCore
}

const ClientsContext = createContext<Clients | null>(null)

/** Where the provider's effect publishes the clients it made, for the render to read. */
function createClientsSlot() {
  let current: Clients | null = null
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    set(next: Clients | null) {
      current = next
      listeners.forEach((listener) => listener())
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
const KeptOnDeviceContext = createContext<ReadonlyMap<string, KeptOnDevice>>(new Map())

/** Why the server keeps no copy of an update this device holds. */
export type KeptOnDevice = 'free-plan-limit' | 'refused'

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

interface SyncProviderProps {
  /** The signed-in user: their documents are kept apart from anyone else's on this device. */
  userId: string
  /** The server closed the socket because this session ended (a stable callback: a new one reconnects). */
  onSessionEnded: () => void
  children: ReactNode
}

/**
 * One sync client per signed-in user and tab: every update document opened by a screen shares its
 * socket to /collab and its IndexedDB copies, so work done offline is kept and synced later.
 */
export function SyncProvider({ userId, onSessionEnded, children }: SyncProviderProps) {
  // The clients open sockets and IndexedDB: made in an effect (once per user), read through a slot.
  const [slot] = useState(createClientsSlot)
  const clients = useSyncExternalStore(slot.subscribe, slot.get)
  // Updates the server refused this session: the workspace says so for as long as it shows one.
  const [keptOnDevice, setKeptOnDevice] = useState<ReadonlyMap<string, KeptOnDevice>>(new Map())

  useEffect(() => {
    const created = createSyncClient({
      baseUrl: window.location.origin,
      userId,
      onDocumentEvent: (event) => {
        announceDocumentEvent(event)
        setKeptOnDevice((kept) => {
          const why =
            event.type === 'deleted' || event.type === 'accepted'
              ? null
              : isFreePlanRefusal(event)
                ? 'free-plan-limit'
                : 'refused'
          if ((kept.get(event.updateId) ?? null) === why) return kept
          const next = new Map(kept)
          if (why) next.set(event.updateId, why)
          else next.delete(event.updateId)
          return next
        })
      },
      onSessionEnded,
    })
    const workspaces = createWorkspaceCore({
      userId,
      sync: created,
      store: workQueue,
      api: { transcribeAudio, processText, formatUpdate, execVersion },
      notify: toast,
    })
    slot.set({ sync: created, workspaces })
    return () => {
      slot.set(null)
      workspaces.dispose()
      void created.destroy()
    }
  }, [slot, userId, onSessionEnded])

  return (
    <ClientsContext.Provider value={clients}>
      <KeptOnDeviceContext.Provider value={keptOnDevice}>{children}</KeptOnDeviceContext.Provider>
    </ClientsContext.Provider>
  )
}

/** The sync client, or null for the moment between sign-in and its creation. */
export function useSyncClient(): SyncClient | null {
  return useContext(ClientsContext)?.sync ?? null
}

/** The user's workspaces (content queue and open updates), or null until the sync client exists. */
export function useWorkspaceCore(): WorkspaceCore | null {
  return useContext(ClientsContext)?.workspaces ?? null
}

/** Why the server keeps no copy of this update, or null when it does (or may yet). */
export function useKeptOnDevice(updateId: string | null): KeptOnDevice | null {
  const kept = useContext(KeptOnDeviceContext)
  return (updateId && kept.get(updateId)) || null
}

const OFFLINE: SyncState = { status: 'offline', hasUnsyncedChanges: false }
const noSubscription = () => () => {}

/** Whether the sync socket is connected, for the online/offline dot. */
export function useSyncState(): SyncState {
  const client = useSyncClient()
  return useSyncExternalStore(client?.subscribe ?? noSubscription, () => client?.getState() ?? OFFLINE)
}
