import type { SavedUpdate } from '@sayso/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { currentUserQuery } from '../api/auth-api.ts'
import { deleteUpdate, savedUpdatesKey } from '../api/updates-api.ts'
import { saveFile } from '../files/save-file.ts'
import { toast } from '../toasts/toast-store.ts'
import { downloadFileName, updateDocument } from './update-text.ts'

export async function copyUpdate(update: SavedUpdate): Promise<void> {
  try {
    await navigator.clipboard.writeText(updateDocument(update))
    toast({ title: 'Copied!', description: 'Update copied to clipboard', variant: 'success' })
  } catch {
    toast({ title: 'Copy failed', description: 'Could not copy to clipboard', variant: 'destructive' })
  }
}

/** Saves the update as a plain-text file named after its title (SPEC §9). */
export function downloadUpdate(update: SavedUpdate): void {
  saveFile(downloadFileName(update.title), 'text/plain;charset=utf-8', updateDocument(update))
  toast({ title: 'Update exported!', description: 'Your update has been downloaded as a text file.', variant: 'success' })
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
