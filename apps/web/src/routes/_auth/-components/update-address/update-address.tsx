import type { UpdateType } from '@sayso/shared'
import { Link, Navigate, useNavigate } from '@tanstack/react-router'
import { CloudOff, FileQuestion } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { buttonClassName } from '../../../../components/button/index.ts'
import { PageHeader } from '../../../../components/page-header/index.ts'
import { Spinner } from '../../../../components/spinner/index.ts'
import { usePageTitle } from '../../../../hooks/use-page-title.ts'
import type { UpdateController } from '../../../../workspace/update-controller.ts'
import { useUpdateController, useWorkspace } from '../../../../workspace/use-update-controller.ts'
import styles from './update-address.module.css'

/** The addresses of a workspace: without an id it starts a new update, with one it opens that update. */
export type WorkspaceAddress = '/app/{-$updateId}' | '/weekly-update/{-$updateId}' | '/quick-update/{-$updateId}'

const ADDRESS_OF_TYPE: Record<UpdateType, WorkspaceAddress> = {
  weekly: '/app/{-$updateId}',
  quick: '/quick-update/{-$updateId}',
}

interface UpdateAddressProps {
  updateType: UpdateType
  address: WorkspaceAddress
  updateId: string | undefined
  /** The workspace, which selects the parts of the update's state it shows. */
  children: (controller: UpdateController) => ReactNode
}

/**
 * Opens the update an address names (or starts a new one) and shows its workspace, or says why it
 * cannot: still opening, not on this device while offline, or not found — never an empty workspace
 * pretending to be that update.
 */
export function UpdateAddress(props: UpdateAddressProps) {
  const controller = useUpdateController(props.updateType, props.updateId)
  if (!controller) return <Opening />
  return <UpdateAtAddress {...props} controller={controller} />
}

function UpdateAtAddress({
  address,
  updateId,
  controller,
  children,
}: UpdateAddressProps & { controller: UpdateController }) {
  const status = useWorkspace(controller, (state) => state.status)
  const madeId = useWorkspace(controller, (state) => state.updateId)
  const actualType = useWorkspace(controller, (state) => state.actualType)
  const navigate = useNavigate()
  // The update exists now: its address names it (in place of the new-update address, so back skips it).
  useEffect(() => {
    if (madeId && !updateId) void navigate({ to: address, params: { updateId: madeId }, replace: true })
  }, [address, navigate, madeId, updateId])

  if (status === 'not-found' && actualType) {
    return <Navigate to={ADDRESS_OF_TYPE[actualType]} params={{ updateId }} replace />
  }
  if (status === 'not-found') return <UpdateNotFound />
  if (status === 'opening') return <Opening />
  if (status === 'unavailable-offline') return <UnavailableOffline />
  return children(controller)
}

function Opening() {
  return (
    <div className={styles.status} role="status">
      <Spinner label={null} />
      <p>Opening update...</p>
    </div>
  )
}

function UnavailableOffline() {
  usePageTitle('Update not on this device')
  return (
    <div>
      <PageHeader title="This update isn't on this device yet" description="It opens as soon as you're back online." />
      <div className={styles.status} role="status">
        <CloudOff size={32} aria-hidden />
        <Link to="/recent-updates" className={buttonClassName('secondary')}>
          Go to Recent Updates
        </Link>
      </div>
    </div>
  )
}

/** A deleted update, someone else's, or an address that never named one. */
export function UpdateNotFound() {
  usePageTitle('Update not found')
  return (
    <div>
      <PageHeader
        title="Update not found"
        description="This update was deleted, belongs to another account, or never existed."
      />
      <div className={styles.status}>
        <FileQuestion size={32} aria-hidden />
        <div className={styles.actions}>
          <Link to="/recent-updates" className={buttonClassName('primary')}>
            Go to Recent Updates
          </Link>
          <Link to="/select-update-type" className={buttonClassName('secondary')}>
            Start a new update
          </Link>
        </div>
      </div>
    </div>
  )
}
