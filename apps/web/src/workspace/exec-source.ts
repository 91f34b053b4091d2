import { deriveExecVersion, type DerivedEntry } from '@sayso/shared'
import type { SyncClient } from '@sayso/sync-client'
import { readMeta, readEntries } from '@sayso/update-doc'

export interface ExecSourceView {
  title: string
  /** What the weekly update derives now. */
  derived: DerivedEntry[]
}

/**
 * Keeps the weekly update an exec version was made from open while the exec version is shown, and
 * derives from it on every change (on the device, so it works offline with this device's copy).
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
        view =
          meta.updateType === 'weekly'
            ? { title: meta.title ?? '', derived: deriveExecVersion(readEntries(opened.doc)) }
            : null
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
