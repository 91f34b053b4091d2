import { DialogContent, DialogRoot, DialogTitle } from '../dialog/dialog.js'
import { classNames } from '../internal/class-names.js'
import { PauseIcon, PlayIcon } from '../internal/icons.js'
import { RecordingAnnouncer, RecordingTimer, type ActiveRecordingStatus } from './recording-parts.js'

export interface RecordingDialogProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean
  /** Whether it starts open when uncontrolled. Default `false`. */
  defaultOpen?: boolean
  /** Called when the dialog asks to close (Escape); recording goes on unless the host stops it. */
  onOpenChange?: (open: boolean) => void
  /** Recording or paused. Default `'recording'`. */
  status?: ActiveRecordingStatus
  /** Seconds recorded, shown as m:ss. */
  elapsedSeconds: number
  /** Discards the recording. */
  onCancel?: () => void
  onPause?: () => void
  onResume?: () => void
  /** Stops the recording and keeps it. */
  onFinish?: () => void
  /** Disables the buttons while the recording is being stopped. Default `false`. */
  busy?: boolean
  className?: string
}

/** The recording modal (SPEC §2): status title, elapsed time, Cancel, Pause/Resume and Finish. */
export function RecordingDialog({
  open,
  defaultOpen,
  onOpenChange,
  status = 'recording',
  elapsedSeconds,
  onCancel,
  onPause,
  onResume,
  onFinish,
  busy = false,
  className,
}: RecordingDialogProps) {
  const paused = status === 'paused'
  return (
    <DialogRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogContent
        className={classNames('sayso-recording-dialog', className)}
        data-recording-state={status}
        dismissOnBackdropClick={false}
        showCloseButton={false}
      >
        <DialogTitle>{paused ? 'Recording Paused' : 'Recording in Progress...'}</DialogTitle>
        <RecordingAnnouncer status={status} />
        <RecordingTimer className="sayso-recording-dialog__timer" elapsedSeconds={elapsedSeconds} status={status} />
        <div className="sayso-button-row">
          <button type="button" className="sayso-button" data-variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button
            type="button"
            className="sayso-button"
            data-variant="secondary"
            onClick={paused ? onResume : onPause}
            disabled={busy}
            // First focus on the harmless button: Enter on an auto-focused Cancel would lose the take.
            data-autofocus=""
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
            {paused ? 'Resume' : 'Pause'}
          </button>
          <button type="button" className="sayso-button" data-variant="primary" onClick={onFinish} disabled={busy}>
            Finish
          </button>
        </div>
      </DialogContent>
    </DialogRoot>
  )
}
