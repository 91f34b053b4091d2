import { CloudOff } from 'lucide-react'
import styles from './workspace-parts.module.css'

/** Says what is kept on this device until the server can be reached again. */
export function WaitingNote({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <p className={styles.waiting} role="status">
      <CloudOff size={16} aria-hidden />
      {count === 1 ? '1 item is' : `${count} items are`} saved on this device and will be added when you're back online.
    </p>
  )
}
