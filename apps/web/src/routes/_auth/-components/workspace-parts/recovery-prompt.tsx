import { RecoveredRecordingDialog } from '@sayso/recorder-ui'
import { useState } from 'react'
import type { VoiceCapture } from '../../../../workspace/use-voice-capture.ts'

/**
 * Offers a recording that a reload or crash interrupted: resume, finish (it is then transcribed
 * like any other) or discard. Closing without a choice keeps it for the next visit.
 */
export function RecoveryPrompt({ voice }: { voice: VoiceCapture }) {
  const [dismissed, setDismissed] = useState(false)
  const [busy, setBusy] = useState(false)

  async function run(work: () => Promise<unknown>) {
    setBusy(true)
    try {
      await work()
    } finally {
      setBusy(false)
    }
  }

  return (
    <RecoveredRecordingDialog
      recording={voice.active || dismissed ? null : voice.recovery}
      busy={busy}
      onOpenChange={(open) => setDismissed(!open)}
      onResume={() => void run(voice.resumeRecovered)}
      onFinish={() => void run(voice.finishRecovered)}
      onDiscard={() => void run(voice.discardRecovered)}
    />
  )
}
