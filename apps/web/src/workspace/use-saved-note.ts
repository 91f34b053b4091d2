import { useSyncState } from '../sync/sync-provider.tsx'

/** The note under the update's title: saved on the server, or kept on this device until it can be. */
export function useSavedNote(): string {
  const { status, hasUnsyncedChanges } = useSyncState()
  return hasUnsyncedChanges && status !== 'online'
    ? "Saved on this device – syncs when you're back online"
    : 'All changes saved automatically'
}
