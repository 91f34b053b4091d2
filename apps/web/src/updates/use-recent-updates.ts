import type { SavedUpdate } from '@sayso/shared'
import { useQuery } from '@tanstack/react-query'
import { savedUpdatesQuery } from '../api/updates-api.ts'
import { useCurrentUser } from '../auth/auth-hooks.ts'
import { useSyncClient } from '../sync/sync-provider.tsx'

export interface RecentUpdates {
  /** Newest first; undefined until the first load. */
  updates: SavedUpdate[] | undefined
  isLoading: boolean
  error: Error | null
  retry: () => void
}

/**
 * The signed-in user's saved updates. The screens read them only through this hook, so the source
 * (today GET /api/updates through TanStack Query) can become the sync client's live list.
 */
export function useRecentUpdates(): RecentUpdates {
  const { data: user } = useCurrentUser()
  const sync = useSyncClient()
  const query = useQuery({
    ...savedUpdatesQuery,
    queryFn: async (context) => {
      try {
        return await savedUpdatesQuery.queryFn!(context)
      } catch (error) {
        // Offline (the request never reached the server): the updates kept on this device.
        if (sync && error instanceof TypeError) return sync.listUpdates()
        throw error
      }
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
