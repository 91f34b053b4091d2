import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '../dialog/dialog.js'
import { formatDuration } from '../format-duration/format-duration.js'
import { classNames } from '../internal/class-names.js'

export interface RecoveredRecordingDialogProps {
  /** The unfinished recording (`useRecorder().recovery`); the dialog is open while there is one. */
  recording: { startedAt: number; durationMs: number } | null
  /** Called when the dialog asks to close (Escape, ×); the recording stays stored. */
  onOpenChange?: (open: boolean) => void
  /** Continues recording after what was kept. */
  onResume?: () => void
  /** Keeps what was recorded as a finished recording. */
  onFinish?: () => void
  /** Deletes what was recorded. */
  onDiscard?: () => void
  /** Disables the buttons while one of them works. Default `false`. */
  busy?: boolean
  /** Formats the start time. Default: the browser's short time, e.g. '2:45 PM'. */
  formatTime?: (startedAt: Date) => string
  className?: string
}

function shortTime(date: Date): string {
  return date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
}

/** Offers an interrupted recording for recovery: resume, finish or discard it. */
export function RecoveredRecordingDialog({
  recording,
  onOpenChange,
  onResume,
  onFinish,
  onDiscard,
  busy = false,
  formatTime = shortTime,
  className,
}: RecoveredRecordingDialogProps) {
  return (
    <DialogRoot open={recording !== null} onOpenChange={onOpenChange}>
      <DialogContent className={classNames('sayso-recovered-dialog', className)} dismissOnBackdropClick={false}>
        <DialogTitle>Unfinished recording found</DialogTitle>
        {recording && (
          <DialogDescription>
            Your recording from {formatTime(new Date(recording.startedAt))} was interrupted.{' '}
            {formatDuration(recording.durationMs / 1000)} of audio was saved.
          </DialogDescription>
        )}
        <div className="sayso-button-row">
          <button type="button" className="sayso-button" data-variant="secondary" disabled={busy} onClick={onDiscard}>
            Discard
          </button>
          <button type="button" className="sayso-button" data-variant="secondary" disabled={busy} onClick={onResume}>
            Resume Recording
          </button>
          <button type="button" className="sayso-button" data-variant="primary" disabled={busy} onClick={onFinish}>
            Finish Recording
          </button>
        </div>
      </DialogContent>
    </DialogRoot>
  )
}
