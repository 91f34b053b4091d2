import { useSyncState } from '../../../../sync/sync-provider.tsx'
import styles from './workspace-parts.module.css'

const LABELS = { online: 'Online', connecting: 'Connecting', offline: 'Offline', 'signed-out': 'Offline' } as const

/** SPEC §2: online/offline at a glance; online means edits reach the server as they are made. */
export function ConnectionDot() {
  const status = useSyncState((state) => state.status)
  return (
    <span className={styles.connection} data-state={status} role="status">
      <span className={styles.dot} aria-hidden />
      {LABELS[status]}
    </span>
  )
}
