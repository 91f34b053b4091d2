import { useKeptOnDevice, useSyncState } from '../sync/sync-provider.tsx'

const NOTES = {
  'free-plan-limit': 'Kept on this device only – your free plan is full',
  refused: 'Kept on this device only – the server refused this update',
} as const

/** The note under the update's title: saved on the server, or kept on this device until (or unless) it can be. */
export function useSavedNote(updateId: string | null): string {
  const waitingForConnection = useSyncState((state) => state.hasUnsyncedChanges && state.status !== 'online')
  const kept = useKeptOnDevice(updateId)
  if (kept) return NOTES[kept]
  return waitingForConnection
    ? "Saved on this device – syncs when you're back online"
    : 'All changes saved automatically'
}
