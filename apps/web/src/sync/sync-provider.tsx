import { createSyncClient, type DocumentEvent, type SyncClient, type SyncState } from '@sayso/sync-client'
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { toast } from '../toasts/toast-store.ts'

const SyncClientContext = createContext<SyncClient | null>(null)

/** Tells the user when the server will not keep an update this device made or changed. */
function announceDocumentEvent(event: DocumentEvent): void {
  // A deletion was the user's own doing (here or on another device); Recent Updates already says so.
  if (event.type === 'deleted') return
  if (event.type === 'read-only' || event.reason === 'free-plan-limit') {
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
  /** The server closed the socket because this session ended. */
  onSessionEnded: () => void
  children: ReactNode
}

/**
 * One sync client per signed-in user and tab: every update document opened by a screen shares its
 * socket to /collab and its IndexedDB copies, so work done offline is kept and synced later.
 */
export function SyncProvider({ userId, onSessionEnded, children }: SyncProviderProps) {
  const [client, setClient] = useState<SyncClient | null>(null)
  // The latest callback, without recreating the client (and its socket) when it changes.
  const sessionEnded = useRef(onSessionEnded)
  sessionEnded.current = onSessionEnded

  useEffect(() => {
    const created = createSyncClient({
      baseUrl: window.location.origin,
      userId,
      onDocumentEvent: announceDocumentEvent,
      onSessionEnded: () => sessionEnded.current(),
    })
    setClient(created)
    return () => {
      setClient(null)
      void created.destroy()
    }
  }, [userId])

  return <SyncClientContext.Provider value={client}>{children}</SyncClientContext.Provider>
}

/** The sync client, or null for the moment between sign-in and its creation. */
export function useSyncClient(): SyncClient | null {
  return useContext(SyncClientContext)
}

const OFFLINE: SyncState = { status: 'offline', hasUnsyncedChanges: false }
const noSubscription = () => () => {}

/** Whether the sync socket is connected, for the online/offline dot. */
export function useSyncState(): SyncState {
  const client = useSyncClient()
  return useSyncExternalStore(client?.subscribe ?? noSubscription, () => client?.getState() ?? OFFLINE)
}
