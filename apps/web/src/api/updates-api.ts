import { savedUpdateListSchema } from '@sayso/shared'
import { request } from './api-client.ts'

/** The cache key of the user's update list (see useRecentUpdates), for invalidation after changes. */
export const savedUpdatesKey = ['updates'] as const

export const fetchSavedUpdates = () => request('GET', '/api/updates', { schema: savedUpdateListSchema })

export const deleteUpdate = (id: string): Promise<void> => request('DELETE', `/api/updates/${encodeURIComponent(id)}`)
