import { Mic } from 'lucide-react'
import styles from './workspace-parts.module.css'

/** SPEC §2: the mobile workspace's fixed bottom button. */
export function TapToRecord({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className={styles.tapToRecord} onClick={onClick} disabled={disabled}>
      <Mic size={20} aria-hidden /> Tap to Record
    </button>
  )
}
