import { createFileRoute } from '@tanstack/react-router'
import { userFacingMessage } from '../../api/api-client.ts'
import { Button } from '../../components/button/index.ts'
import { PageHeader } from '../../components/page-header/index.ts'
import { Spinner } from '../../components/spinner/index.ts'
import { usePageTitle } from '../../hooks/use-page-title.ts'
import { useRecentUpdates } from '../../updates/use-recent-updates.ts'
import { EmptyUpdates } from './-components/empty-updates/index.ts'
import { UpdateCard } from './-components/update-card/index.ts'
import styles from './-components/recent-updates.module.css'

export const Route = createFileRoute('/_auth/recent-updates')({
  component: RecentUpdates,
})

function RecentUpdates() {
  usePageTitle('Recent Updates')
  const { updates, isLoading, error, retry } = useRecentUpdates()
  return (
    <div>
      <PageHeader title="Recent Updates" description="View and manage your saved updates" />
      {isLoading && (
        <div className={styles.status} role="status">
          <Spinner label={null} />
          <p>Loading updates...</p>
        </div>
      )}
      {error && !updates && (
        <div className={styles.status} role="alert">
          <p>{userFacingMessage(error) ?? 'Your updates could not be loaded. Check your connection.'}</p>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      )}
      {updates?.length === 0 && <EmptyUpdates />}
      {updates && updates.length > 0 && (
        <ul className={styles.list}>
          {updates.map((update) => (
            <li key={update.id}>
              <UpdateCard update={update} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
