import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useRef } from 'react'
import { userFacingMessage } from '../../api/api-client.ts'
import { Button } from '../../components/button/index.ts'
import { PageHeader } from '../../components/page-header/index.ts'
import { Spinner } from '../../components/spinner/index.ts'
import { usePageTitle } from '../../hooks/use-page-title.ts'
import {
  DEFAULT_UPDATE_SEARCH,
  findUpdates,
  isNarrowed,
  resultSummary,
  updateSearchSchema,
  type UpdateSearch,
} from '../../updates/find-updates.ts'
import { useRecentUpdates } from '../../updates/use-recent-updates.ts'
import { EmptyUpdates, NoMatchingUpdates } from './-components/empty-updates/index.ts'
import { UpdateCard } from './-components/update-card/index.ts'
import { UpdateSearchBar } from './-components/update-search/index.ts'
import styles from './-components/recent-updates.module.css'

export const Route = createFileRoute('/_auth/recent-updates')({
  // The search, filter and order live in the address (issue 19): back, forward and reload keep them.
  validateSearch: updateSearchSchema,
  // Defaults stay out of the address: plain /recent-updates is the whole list, newest first.
  search: { middlewares: [stripSearchParams(DEFAULT_UPDATE_SEARCH)] },
  component: RecentUpdates,
})

function RecentUpdates() {
  usePageTitle('Recent Updates')
  const { updates, isLoading, error, retry } = useRecentUpdates()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const searchBox = useRef<HTMLInputElement>(null)
  const found = updates && findUpdates(updates, search)
  const narrowed = isNarrowed(search)

  // Spread over the defaults so the address always reads ?q=&type=&order= in that order.
  const change = (next: Partial<UpdateSearch>, options: { replace?: boolean } = {}) =>
    void navigate({ search: (previous) => ({ ...DEFAULT_UPDATE_SEARCH, ...previous, ...next }), ...options })
  const clear = () => {
    change({ q: DEFAULT_UPDATE_SEARCH.q, type: DEFAULT_UPDATE_SEARCH.type })
    searchBox.current?.focus()
  }

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
      {updates && found && updates.length > 0 && (
        <>
          <UpdateSearchBar
            search={search}
            inputRef={searchBox}
            // Each keystroke replaces the history entry: back leaves the page rather than undoing letters.
            onWordsChange={(q) => change({ q }, { replace: true })}
            onChoose={change}
          />
          {/* Read out politely after each change; when nothing matches, the heading below says it. */}
          <p className={found.length === 0 ? 'visually-hidden' : styles.summary} role="status">
            {resultSummary(found.length, updates.length, narrowed)}
          </p>
          {found.length === 0 ? (
            <NoMatchingUpdates onClear={clear} />
          ) : (
            <ul className={styles.list}>
              {found.map((update) => (
                <li key={update.id}>
                  <UpdateCard update={update} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}
