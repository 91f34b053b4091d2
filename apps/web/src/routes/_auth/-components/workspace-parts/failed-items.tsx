import { AlertTriangle } from 'lucide-react'
import { Button } from '../../../../components/button/index.ts'
import type { QueueItemView } from '../../../../workspace/content-queue.ts'
import styles from './workspace-parts.module.css'

interface FailedItemsProps {
  items: readonly QueueItemView[]
  onRetry: (id: string) => Promise<void>
  onDiscard: (id: string) => Promise<void>
}

const describe = (item: QueueItemView) =>
  item.kind === 'text' ? `"${item.text ?? ''}"` : `A ${Math.max(1, Math.round(item.duration ?? 0))} s recording`

/** Notes and recordings the server refused: kept here, to try again or to let go, never dropped unseen. */
export function FailedItems({ items, onRetry, onDiscard }: FailedItemsProps) {
  if (items.length === 0) return null
  return (
    <ul className={styles.failedItems} aria-label="Not added">
      {items.map((item) => (
        <li key={item.id} className={styles.failedItem}>
          <p className={styles.failedText}>
            <AlertTriangle size={16} aria-hidden />
            <span>
              <strong>{describe(item)}</strong> could not be added: {item.failure}
            </span>
          </p>
          <div className={styles.failedActions}>
            <Button variant="secondary" onClick={() => void onRetry(item.id)}>
              Retry
            </Button>
            <Button variant="ghost" onClick={() => void onDiscard(item.id)}>
              Discard
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
