import type { ExecSource, ExecVersionRef } from '@sayso/update-doc'
import { Link } from '@tanstack/react-router'
import { RefreshCw } from 'lucide-react'
import { Button } from '../../../../components/button/index.ts'
import styles from './tracked-item.module.css'

/** An exec version's link back to its weekly update, and 'Refresh from weekly' once that changed (issue 17). */
export function ExecSourceLink({
  source,
  outOfDate,
  onRefresh,
}: {
  source: ExecSource
  outOfDate: boolean
  onRefresh: () => void
}) {
  return (
    <>
      <p className={styles.links}>
        <Link to="/weekly-update/{-$updateId}" params={{ updateId: source.id }}>
          From {source.title || 'Weekly Update'}
        </Link>
      </p>
      {outOfDate && (
        <div className={styles.outOfDate} role="status">
          <span>The weekly update changed since this exec version was made: it is out of date.</span>
          <Button variant="secondary" onClick={onRefresh}>
            <RefreshCw size={16} aria-hidden /> Refresh from weekly
          </Button>
        </div>
      )}
    </>
  )
}

/** A weekly update's exec versions. */
export function ExecVersionList({ versions }: { versions: readonly ExecVersionRef[] }) {
  if (versions.length === 0) return null
  return (
    <nav className={styles.links} aria-label="Exec versions">
      <span>Exec versions:</span>
      {versions.map((version) => (
        <Link key={version.id} to="/quick-update/{-$updateId}" params={{ updateId: version.id }}>
          {version.title || 'Quick Update'}
        </Link>
      ))}
    </nav>
  )
}
