import { STALE_AFTER_UPDATES, isStaleItem, isTrackedSection, type FormattedEntry, type ItemStatus } from '@sayso/shared'
import { useCallback, useState, type ReactNode } from 'react'
import type { UpdateController } from '../../../../workspace/update-controller.ts'
import type { WorkspaceEntry } from '../../../../workspace/update-view.ts'
import { Button } from '../../../../components/button/index.ts'
import styles from './tracked-item.module.css'

interface TrackedItemProps {
  entry: FormattedEntry
  /** The weekly update's newer text for an exec entry edited by hand. */
  proposal: { headline: string; content: string } | null
  onStatusChange: (status: ItemStatus, resolution?: string) => void
  onSettleProposal: (choice: 'accept' | 'keep') => void
}

/**
 * Under a tracked entry or one with a proposal (issue 17): a risk, blocker or ask's status with keep /
 * resolve / drop, where it was carried over from and whether it is stale; and an exec entry's newer
 * weekly text to accept.
 */
export function TrackedItem({ entry, proposal, onStatusChange, onSettleProposal }: TrackedItemProps) {
  const [resolving, setResolving] = useState(false)
  const [resolution, setResolution] = useState('')
  const status = entry.status ?? 'open'
  const name = entry.headline || entry.content
  return (
    <div className={styles.item} data-status={isTrackedSection(entry.sectionId) ? status : undefined}>
      {isTrackedSection(entry.sectionId) && (
        <>
          <p className={styles.badges}>
            {entry.carriedFrom && <span className={styles.badge}>Carried over from {entry.carriedFrom}</span>}
            {isStaleItem(entry) && (
              <span
                className={styles.badge}
                data-tone="warning"
                title={`Open in ${entry.openSince} consecutive weekly updates (stale from ${STALE_AFTER_UPDATES})`}
              >
                Stale
              </span>
            )}
            {status === 'resolved' && (
              <span className={styles.badge} data-tone="success">
                Resolved{entry.resolution ? `: ${entry.resolution}` : ''}
              </span>
            )}
            {status === 'dropped' && <span className={styles.badge}>Dropped</span>}
          </p>
          {resolving ? (
            <form
              className={styles.resolveForm}
              onSubmit={(event) => {
                event.preventDefault()
                onStatusChange('resolved', resolution)
                setResolving(false)
              }}
            >
              <label className={styles.label}>
                Resolution
                <input
                  className={styles.input}
                  value={resolution}
                  maxLength={200}
                  placeholder="How was it resolved? (optional)"
                  onChange={(event) => setResolution(event.target.value)}
                  autoFocus
                />
              </label>
              <Button type="submit" variant="primary">
                Save
              </Button>
              <Button type="button" variant="secondary" onClick={() => setResolving(false)}>
                Cancel
              </Button>
            </form>
          ) : (
            <div className={styles.actions} role="group" aria-label={`Status of ${name}`}>
              {status === 'open' ? (
                <>
                  {entry.carriedFrom && (
                    <Button variant="secondary" aria-label={`Keep ${name}`} onClick={() => onStatusChange('open')}>
                      Keep
                    </Button>
                  )}
                  <Button variant="secondary" aria-label={`Resolve ${name}`} onClick={() => setResolving(true)}>
                    Resolve
                  </Button>
                  <Button variant="secondary" aria-label={`Drop ${name}`} onClick={() => onStatusChange('dropped')}>
                    Drop
                  </Button>
                </>
              ) : (
                <Button variant="secondary" aria-label={`Reopen ${name}`} onClick={() => onStatusChange('open')}>
                  Reopen
                </Button>
              )}
            </div>
          )}
        </>
      )}
      {proposal && (
        <div className={styles.proposal}>
          <p className={styles.proposalText}>
            The weekly update now says: <strong>{proposal.headline}</strong> {proposal.content}
          </p>
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => onSettleProposal('accept')}>
              Accept new text
            </Button>
            <Button variant="secondary" onClick={() => onSettleProposal('keep')}>
              Keep mine
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}

/**
 * The panel's `renderEntryExtras` for a workspace: each entry's item status and proposal. The same
 * function while the entries are the same, so a key press elsewhere re-renders no entry row.
 */
export function useTrackedItemExtras(controller: UpdateController, entries: readonly WorkspaceEntry[]) {
  return useCallback(
    (_entry: unknown, index: number): ReactNode => {
      const entry = entries[index]
      // Most entries have nothing under them: no component at all for those (issue 18: a thousand rows).
      if (!entry || (!isTrackedSection(entry.sectionId) && !entry.proposal)) return null
      return (
        <TrackedItem
          entry={entry}
          proposal={entry.proposal ?? null}
          onStatusChange={(status, resolution) => void controller.setItemStatusAt(index, status, resolution)}
          onSettleProposal={(choice) => controller.settleProposalAt(index, choice)}
        />
      )
    },
    [controller, entries],
  )
}
