import { CloudOff } from 'lucide-react'
import styles from './offline-note.module.css'
import { useBrowserOnline } from './use-browser-online.ts'

/**
 * The signed-out pages open from the service worker's cache without a connection; this says so, and
 * that signing in or up waits for the connection.
 */
export function OfflineNote() {
  const online = useBrowserOnline()
  if (online) return null
  return (
    <p className={styles.note} role="status">
      <CloudOff size={16} aria-hidden />
      <span>
        <strong>You're offline.</strong> Signing in and creating an account need a connection; they work again as soon
        as you're back online.
      </span>
    </p>
  )
}
