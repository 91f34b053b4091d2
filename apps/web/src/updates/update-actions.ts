import type { SavedUpdate } from '@sayso/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { currentUserQuery } from '../api/auth-api.ts'
import { deleteUpdate, savedUpdatesKey } from '../api/updates-api.ts'
import { toast } from '../toasts/toast-store.ts'
import { copyUpdateToClipboard } from '../update-export/clipboard.ts'
import { downloadUpdateText } from '../update-export/download-text.ts'
import { downloadFileName, exportableFromSaved } from '../update-export/update-export.ts'

/** SPEC §9: the same formatted text and plain text as the workspace's Copy, with this page's toasts. */
export async function copyUpdate(update: SavedUpdate): Promise<void> {
  try {
    await copyUpdateToClipboard(exportableFromSaved(update))
    toast({ title: 'Copied!', description: 'Update copied to clipboard', variant: 'success' })
  } catch {
    toast({ title: 'Copy failed', description: 'Could not copy to clipboard', variant: 'destructive' })
  }
}

/** Saves the update as a plain-text file named after its title (SPEC §9). */
export function downloadUpdate(update: SavedUpdate): void {
  downloadUpdateText(exportableFromSaved(update), downloadFileName(update.title))
}

export function useDeleteUpdate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteUpdate(id),
    onSuccess: async () => {
      toast({ title: 'Update deleted', description: 'Update has been removed successfully', variant: 'success' })
      // The user's plan usage counts saved updates too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: savedUpdatesKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
      ])
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to delete update', variant: 'destructive' })
    },
  })
}
