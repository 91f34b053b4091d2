import { RecordingDialog } from '@sayso/recorder-ui'
import type { VoiceCapture } from '../../../../workspace/use-voice-capture.ts'

/** SPEC §2: the recording modal on desktop (phones record in their bottom sheet instead). */
export function DesktopRecordingDialog({ voice, isMobile }: { voice: VoiceCapture; isMobile: boolean }) {
  return (
    <RecordingDialog
      open={voice.active && !isMobile}
      status={voice.status === 'paused' ? 'paused' : 'recording'}
      elapsedSeconds={voice.elapsedSeconds}
      busy={voice.busy}
      onCancel={voice.cancel}
      onPause={voice.pause}
      onResume={voice.resume}
      onFinish={() => void voice.finish()}
    />
  )
}
