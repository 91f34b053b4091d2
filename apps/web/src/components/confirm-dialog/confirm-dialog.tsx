import { useId } from 'react'
import { Button, type ButtonVariant } from '../button/index.ts'
import { Modal } from '../modal/index.ts'
import styles from './confirm-dialog.module.css'

interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  confirmLabel: string
  /** Shown on the confirm button while the action runs. */
  pendingLabel: string
  pending: boolean
  onConfirm: () => void
  /** The confirm button's look. Default 'danger'; 'primary' for actions that destroy nothing. */
  confirmVariant?: ButtonVariant
}

/** Asks before something destructive happens; Cancel is focused first so Enter never destroys by accident. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId()
  return (
    <Modal open={props.open} onOpenChange={props.onOpenChange} dismissible={!props.pending} labelledBy={titleId}>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {props.title}
        </h2>
        <p className={styles.description}>{props.description}</p>
        <div className={styles.actions}>
          <Button variant="secondary" autoFocus disabled={props.pending} onClick={() => props.onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant={props.confirmVariant ?? 'danger'} disabled={props.pending} onClick={props.onConfirm}>
            {props.pending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  )
}
