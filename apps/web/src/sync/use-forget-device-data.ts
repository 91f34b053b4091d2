import { clearRecordings } from '@sayso/recorder-ui'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { currentUserQuery } from '../api/auth-api.ts'
import { recordingsDatabase } from '../workspace/recordings-database.ts'
import { workQueue } from '../workspace/work-queue.ts'
import { useSyncClient } from './sync-provider.tsx'

/**
 * Logout and account deletion: the user's update documents, waiting and unfinished recordings leave this
 * device, so the next person on a shared computer finds none of them.
 */
export function useForgetDeviceData(): () => Promise<void> {
  const client = useSyncClient()
  const { data: user } = useQuery(currentUserQuery)
  return useCallback(async () => {
    const userData = user ? [workQueue.clear(user.id), clearRecordings(recordingsDatabase(user.id))] : []
    await Promise.all([client?.signOut(), ...userData]).catch(() => {
      // Storage already gone or blocked: nothing left to remove.
    })
  }, [client, user])
}
