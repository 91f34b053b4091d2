import { savedUpdateListSchema } from '@sayso/shared'
import { queryOptions } from '@tanstack/react-query'
import { request } from './api-client.ts'

// SPEC §7: fetched only when signed in and always refetched (never served stale from the cache).
export const savedUpdatesQuery = queryOptions({
  queryKey: ['updates'],
  queryFn: () => request('GET', '/api/updates', { schema: savedUpdateListSchema }),
  staleTime: 0,
})

export const deleteUpdate = (id: string): Promise<void> => request('DELETE', `/api/updates/${encodeURIComponent(id)}`)
