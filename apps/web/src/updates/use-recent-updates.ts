import type { SavedUpdate } from '@sayso/shared'
import { useQuery } from '@tanstack/react-query'
import { savedUpdatesQuery } from '../api/updates-api.ts'
import { useCurrentUser } from '../auth/auth-hooks.ts'

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
  const query = useQuery({ ...savedUpdatesQuery, enabled: Boolean(user) })
  return {
    updates: query.data,
    isLoading: query.isPending && query.fetchStatus !== 'idle',
    error: query.error,
    retry: () => void query.refetch(),
  }
}
