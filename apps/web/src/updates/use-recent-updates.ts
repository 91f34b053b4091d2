import type { UpdateListItem, UpdateListSnapshot } from '@sayso/sync-client'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useSyncExternalStore } from 'react'
import { fetchSavedUpdates, savedUpdatesKey } from '../api/updates-api.ts'
import { NetworkError } from '../api/api-client.ts'
import { useCurrentUser } from '../auth/auth-hooks.ts'
import { useSyncClient } from '../sync/sync-provider.tsx'

export interface RecentUpdates {
  /** Newest first, each marked when only this device has it so far; undefined until the first load. The same array until the list changes. */
  updates: UpdateListItem[] | undefined
  isLoading: boolean
  error: Error | null
  retry: () => void
}

const NOTHING_YET: UpdateListSnapshot = { source: 'none', updates: [], localRead: false }
const noSubscription = () => () => {}

/**
 * The signed-in user's updates, live (issue 13): what another device creates, retitles or deletes
 * shows here within moments, through the sync client's list. GET /api/updates is still made on
 * every visit (SPEC §7, through TanStack Query so errors and retries follow SPEC §9); its answer is
 * shown until the live list has synced, merged with the updates only this device holds.
 */
export function useRecentUpdates(): RecentUpdates {
  const { data: user } = useCurrentUser()
  const sync = useSyncClient()
  const list = useSyncExternalStore(
    sync?.updateList.subscribe ?? noSubscription,
    () => sync?.updateList.getSnapshot() ?? NOTHING_YET,
  )
  const query = useQuery({
    queryKey: savedUpdatesKey,
    // SPEC §7: fetched only when signed in and always refetched (never served stale from the cache).
    staleTime: 0,
    queryFn: async () => {
      const updates = await fetchSavedUpdates()
      sync?.updateList.seed(updates)
      return updates
    },
    enabled: Boolean(user),
  })
  // Offline, the request never reached the server (known at its first failure, before any retry):
  // the list is what this device knows.
  const offline = (query.error ?? query.failureReason) instanceof NetworkError && sync !== null
  // The same array until the answer changes: Recent Updates' search folds a list's text once per list.
  const fetched = useMemo(() => query.data?.map((update) => ({ ...update, localOnly: false })), [query.data])
  let updates: UpdateListItem[] | undefined
  if (list.source !== 'none' || (offline && list.localRead)) updates = list.updates
  else updates = fetched
  return {
    updates,
    isLoading: updates === undefined && query.isPending && query.fetchStatus !== 'idle',
    error: offline ? null : query.error,
    retry: () => void query.refetch(),
  }
}
