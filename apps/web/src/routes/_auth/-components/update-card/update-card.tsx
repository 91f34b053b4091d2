import type { UpdateListItem } from '@sayso/sync-client'
import { useNavigate } from '@tanstack/react-router'
import { Copy, Download, Mail, SquarePen, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '../../../../components/confirm-dialog/index.ts'
import { IconButton, WithTooltip } from '../../../../components/icon-button/index.ts'
import { useIsMobile } from '../../../../hooks/use-media-query.ts'
import { copyUpdate, downloadUpdate, useDeleteUpdate } from '../../../../updates/update-actions.ts'
import {
  exportableFromSaved,
  formatCreatedDate,
  truncateLines,
  updateBody,
  updateMailto,
} from '../../../../update-export/update-export.ts'
import { useWorkspaceCore } from '../../../../sync/sync-provider.tsx'
import styles from './update-card.module.css'

// SPEC §9: the preview shows 6 lines under 768 px, else 10.
const PREVIEW_LINES_MOBILE = 6
const PREVIEW_LINES_DESKTOP = 10

export function UpdateCard({ update }: { update: UpdateListItem }) {
  const navigate = useNavigate()
  const isMobile = useIsMobile()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const remove = useDeleteUpdate()
  const body = updateBody(update)
  const titleId = `update-${update.id}`

  const workspaces = useWorkspaceCore()
  const open = () => {
    workspaces?.announceWhenOpened(update.id)
    void navigate({
      to: update.updateType === 'quick' ? '/quick-update/{-$updateId}' : '/app/{-$updateId}',
      params: { updateId: update.id },
    })
  }

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {update.title}
          </h2>
          <p className={styles.meta}>
            <time className={styles.metaItem} dateTime={update.createdAt}>
              {formatCreatedDate(update.createdAt)}
            </time>
            <span className={styles.metaItem}>
              <span className={styles.badge} data-type={update.updateType}>
                {update.updateType === 'quick' ? 'Quick' : 'Weekly'}
              </span>
            </span>
            <span className={styles.metaItem}>
              {body.sectionCount} {body.sectionCount === 1 ? 'section' : 'sections'}
            </span>
            {body.openItems > 0 && (
              <span className={styles.metaItem}>
                {body.openItems} open {body.openItems === 1 ? 'item' : 'items'}
              </span>
            )}
            {update.localOnly && (
              <span className={styles.metaItem} title="Only this device has this update so far.">
                <span className={styles.badge} data-type="local">
                  Not synced yet
                </span>
              </span>
            )}
          </p>
        </div>
        <div className={styles.actions}>
          <IconButton tooltip="Open" className={styles.action} onClick={open} aria-label={`Open ${update.title}`}>
            <SquarePen size={18} aria-hidden />
          </IconButton>
          <IconButton
            tooltip="Copy"
            className={styles.action}
            onClick={() => void copyUpdate(update)}
            aria-label={`Copy ${update.title}`}
          >
            <Copy size={18} aria-hidden />
          </IconButton>
          <IconButton
            tooltip="Download"
            className={styles.action}
            onClick={() => downloadUpdate(update)}
            aria-label={`Download ${update.title}`}
          >
            <Download size={18} aria-hidden />
          </IconButton>
          <WithTooltip label="Email">
            <a
              className={styles.action}
              href={updateMailto(exportableFromSaved(update))}
              aria-label={`Email ${update.title}`}
            >
              <Mail size={18} aria-hidden />
            </a>
          </WithTooltip>
          <IconButton
            tooltip="Delete"
            className={`${styles.action} ${styles.danger}`}
            onClick={() => setConfirmingDelete(true)}
            aria-label={`Delete ${update.title}`}
          >
            <Trash2 size={18} aria-hidden />
          </IconButton>
        </div>
      </header>
      <div className={styles.preview} data-status={body.status}>
        {body.status === 'ok' && truncateLines(body.text, isMobile ? PREVIEW_LINES_MOBILE : PREVIEW_LINES_DESKTOP)}
        {body.status === 'empty' && 'No content available'}
        {body.status === 'unparseable' && 'Content parsing error'}
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete this update?"
        description={`"${update.title}" will be removed for good. This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => remove.mutate(update.id, { onSettled: () => setConfirmingDelete(false) })}
      />
    </article>
  )
}
