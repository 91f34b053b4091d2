import type { SyncClient, SyncState } from '@sayso/sync-client'
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react'
import type { WorkspaceCore } from '../workspace/workspace-core.ts'
import { retainUserClients, type KeptOnDevice, type UserClients } from './user-clients.ts'

export type { KeptOnDevice } from './user-clients.ts'

const ClientsContext = createContext<UserClients | null>(null)
const KeptOnDeviceContext = createContext<ReadonlyMap<string, KeptOnDevice>>(new Map())

interface SyncProviderProps {
  /** The signed-in user's clients (`userClients`), made before this renders or as it does. */
  clients: UserClients
  children: ReactNode
}

/**
 * Hands the signed-in user's clients to the screens and keeps them while it is shown: every update
 * document opened by a screen shares one socket to /collab and the IndexedDB copies, so work done
 * offline is kept and synced later.
 */
export function SyncProvider({ clients, children }: SyncProviderProps) {
  useEffect(() => retainUserClients(clients), [clients])
  const keptOnDevice = useSyncExternalStore(clients.keptOnDevice.subscribe, clients.keptOnDevice.get)
  return (
    <ClientsContext.Provider value={clients}>
      <KeptOnDeviceContext.Provider value={keptOnDevice}>{children}</KeptOnDeviceContext.Provider>
    </ClientsContext.Provider>
  )
}

/** The signed-in user's sync client, or null outside the signed-in screens. */
export function useSyncClient(): SyncClient | null {
  return useContext(ClientsContext)?.sync ?? null
}

/** The user's workspaces (content queue and open updates), or null outside the signed-in screens. */
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

/**
 * One part of the sync state (a field, or a value worked out from fields, compared by `Object.is`): the
 * component re-renders when that part changes. Every key press marks the update unsynced and the
 * server's acknowledgement marks it synced again; a screen reading the whole state re-rendered twice
 * a key press for it (issue 18).
 */
export function useSyncState<T>(select: (state: SyncState) => T): T {
  const client = useSyncClient()
  return useSyncExternalStore(client?.subscribe ?? noSubscription, () => select(client?.getState() ?? OFFLINE))
}
