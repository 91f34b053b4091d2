import type { UpdateListItem } from '@sayso/sync-client'
import { useQuery } from '@tanstack/react-query'
import { fetchSavedUpdates, savedUpdatesKey } from '../api/updates-api.ts'
import { useCurrentUser } from '../auth/auth-hooks.ts'
import { useSyncClient } from '../sync/sync-provider.tsx'

export interface RecentUpdates {
  /** Newest first, each marked when only this device has it so far; undefined until the first load. */
  updates: UpdateListItem[] | undefined
  isLoading: boolean
  error: Error | null
  retry: () => void
}

/**
 * The signed-in user's saved updates: GET /api/updates (through TanStack Query, so errors and
 * retries follow SPEC §9) merged by the sync client with the updates only this device holds.
 */
export function useRecentUpdates(): RecentUpdates {
  const { data: user } = useCurrentUser()
  const sync = useSyncClient()
  const query = useQuery({
    queryKey: savedUpdatesKey,
    // SPEC §7: fetched only when signed in and always refetched (never served stale from the cache).
    staleTime: 0,
    queryFn: async (): Promise<UpdateListItem[]> => {
      let fromServer
      try {
        fromServer = await fetchSavedUpdates()
      } catch (error) {
        // Offline (the request never reached the server): the updates kept on this device.
        if (sync && error instanceof TypeError) return sync.listUpdates()
        throw error
      }
      // Updates created on this device that have not reached the server yet are listed too.
      return sync ? sync.listUpdates(fromServer) : fromServer.map((update) => ({ ...update, localOnly: false }))
    },
    enabled: Boolean(user),
  })
  return {
    updates: query.data,
    isLoading: query.isPending && query.fetchStatus !== 'idle',
    error: query.error,
    retry: () => void query.refetch(),
  }
}
