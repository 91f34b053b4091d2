import { saveFile } from '../files/save-file.ts'
import { toast } from '../toasts/toast-store.ts'
import { updatePlainText, type ExportableUpdate } from './update-export.ts'

/** Saves the update's plain text as a file (SPEC §2 and §9: the same toast from both places). */
export function downloadUpdateText(update: ExportableUpdate, fileName: string): void {
  saveFile(fileName, 'text/plain;charset=utf-8', updatePlainText(update))
  toast({
    title: 'Update exported!',
    description: 'Your update has been downloaded as a text file.',
    variant: 'success',
  })
}
