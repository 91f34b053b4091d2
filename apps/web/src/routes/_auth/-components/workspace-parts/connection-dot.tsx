import { useSyncState } from '../../../../sync/sync-provider.tsx'
import styles from './workspace-parts.module.css'

/** SPEC §2: online/offline at a glance; online means edits reach the server as they are made. */
export function ConnectionDot() {
  const { status } = useSyncState()
  const online = status === 'online'
  return (
    <span className={styles.connection} data-state={online ? 'online' : 'offline'} role="status">
      <span className={styles.dot} aria-hidden />
      {online ? 'Online' : 'Offline'}
    </span>
  )
}
