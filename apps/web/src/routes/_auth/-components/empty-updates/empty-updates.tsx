import { useNavigate } from '@tanstack/react-router'
import { FileText, Plus } from 'lucide-react'
import { Button } from '../../../../components/button/index.ts'
import { markNewUpdateInitiated } from '../../../../workspace-session/workspace-session.ts'
import styles from './empty-updates.module.css'

// SPEC §9: a new update is initiated 100 ms after the click.
const NEW_UPDATE_INITIATION_MS = 100

export function EmptyUpdates() {
  const navigate = useNavigate()
  return (
    <section className={styles.empty} aria-labelledby="empty-updates-title">
      <span className={styles.icon} aria-hidden>
        <FileText size={28} />
      </span>
      <h2 id="empty-updates-title" className={styles.title}>
        No updates yet
      </h2>
      <p className={styles.text}>Create your first update by recording voice notes or typing content.</p>
      <Button
        size="lg"
        onClick={() => {
          markNewUpdateInitiated()
          setTimeout(() => void navigate({ to: '/select-update-type' }), NEW_UPDATE_INITIATION_MS)
        }}
      >
        <Plus size={18} aria-hidden />
        Create Update
      </Button>
    </section>
  )
}
