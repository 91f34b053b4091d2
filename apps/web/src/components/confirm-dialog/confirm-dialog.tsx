import { Dialog } from '@sayso/recorder-ui'
import { Button, type ButtonVariant } from '../button/index.ts'
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

/**
 * Asks before something destructive happens; Cancel is focused first so Enter never destroys by accident.
 * While the action runs, neither Escape nor a backdrop click closes it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Content
        variant="center"
        className={styles.dialog}
        showCloseButton={false}
        dismissOnEscape={!props.pending}
        dismissOnBackdropClick={!props.pending}
      >
        <Dialog.Title className={styles.title}>{props.title}</Dialog.Title>
        <Dialog.Description className={styles.description}>{props.description}</Dialog.Description>
        <div className={styles.actions}>
          {/* data-autofocus: the dialog focuses it when it opens (an autoFocus would run while it is still closed). */}
          <Button variant="secondary" data-autofocus disabled={props.pending} onClick={() => props.onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant={props.confirmVariant ?? 'danger'} disabled={props.pending} onClick={props.onConfirm}>
            {props.pending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}
