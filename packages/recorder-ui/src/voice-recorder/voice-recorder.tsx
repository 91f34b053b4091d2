import { useState } from 'react'
import { classNames } from '../internal/class-names.js'
import { RecordButton, type RecordButtonState } from '../record-button/record-button.js'
import { RecordingDialog } from '../recording-dialog/recording-dialog.js'
import { RecoveredRecordingDialog } from '../recovered-recording-dialog/recovered-recording-dialog.js'
import { useRecorder, type RecordingResult, type UseRecorderOptions } from '../use-recorder/use-recorder.js'

export interface VoiceRecorderProps extends Omit<UseRecorderOptions, 'onRecordingComplete'> {
  /** Called with each finished recording, including one recovered after a reload. */
  onRecordingComplete: (recording: RecordingResult) => void
  /** Disables the button while the host processes the last recording. Default `false`. */
  processing?: boolean
  /** Replaces the button's labels, e.g. `{ idle: 'Start Recording', recording: 'Stop Recording' }`. */
  labels?: Partial<Record<RecordButtonState, string>>
  className?: string
}

/**
 * The ready-made recorder: a record button, the recording dialog, an error message when the microphone
 * is unavailable, and the recovery prompt after an interrupted recording. Built from `useRecorder` and
 * the components it exports, for hosts that want the whole flow in one tag.
 */
export function VoiceRecorder({
  onRecordingComplete,
  processing = false,
  labels,
  className,
  ...options
}: VoiceRecorderProps) {
  const recorder = useRecorder({ ...options, onRecordingComplete })
  const [dialogOpen, setDialogOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [recoveryDismissed, setRecoveryDismissed] = useState(false)
  const active = recorder.status === 'recording' || recorder.status === 'paused'

  // The dialog closes when recording ends (adjusted during render, React's pattern for derived resets).
  const [wasActive, setWasActive] = useState(active)
  if (wasActive !== active) {
    setWasActive(active)
    if (!active) setDialogOpen(false)
  }

  async function run(work: () => Promise<unknown>) {
    setBusy(true)
    try {
      await work()
    } finally {
      setBusy(false)
    }
  }

  async function start() {
    setDialogOpen(true)
    await recorder.start()
  }

  return (
    <div
      className={classNames('sayso-voice-recorder', className)}
      data-state={recorder.status === 'paused' ? 'paused' : active ? 'recording' : 'idle'}
    >
      <RecordButton
        state={active ? 'recording' : 'idle'}
        processing={processing || busy || recorder.status === 'requesting' || recorder.status === 'stopping'}
        labels={labels}
        onClick={() => void (active ? run(recorder.stop) : start())}
      />
      {recorder.error && (
        <p className="sayso-error" role="alert">
          {recorder.error.message}
        </p>
      )}
      <RecordingDialog
        open={dialogOpen && active}
        onOpenChange={setDialogOpen}
        status={recorder.status === 'paused' ? 'paused' : 'recording'}
        elapsedSeconds={recorder.elapsedSeconds}
        busy={busy}
        onCancel={recorder.cancel}
        onPause={recorder.pause}
        onResume={recorder.resume}
        onFinish={() => void run(recorder.stop)}
      />
      <RecoveredRecordingDialog
        recording={active || recoveryDismissed ? null : recorder.recovery}
        busy={busy}
        // Closing without a choice keeps the recording stored; it is offered again on the next visit.
        onOpenChange={(open) => setRecoveryDismissed(!open)}
        onResume={() =>
          void run(async () => {
            setDialogOpen(true)
            await recorder.resumeRecovered()
          })
        }
        onFinish={() => void run(recorder.finishRecovered)}
        onDiscard={() => void run(recorder.discardRecovered)}
      />
    </div>
  )
}
