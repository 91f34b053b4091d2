import type { SyncClient } from '@sayso/sync-client'
import { readMeta, readEntries, type DocEntry } from '@sayso/update-doc'

export interface ExecSourceView {
  title: string
  /** The weekly update's entries now: what a refresh derives from, and what out-of-date compares. */
  entries: DocEntry[]
}

/**
 * Keeps the weekly update an exec version was made from open while the exec version is shown, and
 * reads its entries on every change (this device's copy, so out-of-date is known offline too).
 */
export function watchExecSource(sync: SyncClient, weeklyId: string, onChange: () => void) {
  let view: ExecSourceView | null = null
  let disposed = false
  let stop = () => {}
  void sync
    .open(weeklyId, { existing: true })
    .then((opened) => {
      if (disposed) return opened.release()
      const read = () => {
        const meta = readMeta(opened.doc)
        view = meta.updateType === 'weekly' ? { title: meta.title ?? '', entries: readEntries(opened.doc) } : null
        onChange()
      }
      opened.doc.on('update', read)
      stop = () => {
        opened.doc.off('update', read)
        opened.release()
      }
      read()
    })
    .catch(() => {}) // the sync client was destroyed (sign-out)
  return {
    current: (): ExecSourceView | null => view,
    dispose(): void {
      disposed = true
      stop()
    },
  }
}

export type ExecSourceWatch = ReturnType<typeof watchExecSource>
