import { useRecorder, type RecordingResult } from '@sayso/recorder-ui'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { currentUserQuery } from '../api/auth-api.ts'
import { toast } from '../toasts/toast-store.ts'
import { recordingsDatabase } from './recordings-database.ts'

export interface VoiceCaptureOptions {
  /** Called with each finished recording (SPEC §4: stopped → processing). */
  onRecorded: (recording: RecordingResult) => Promise<void> | void
}

/**
 * The recorder of @sayso/recorder-ui with the workspace's toasts (SPEC §4: idle → recording ⇄ paused
 * → stopped). Chunks are kept in IndexedDB while recording, so a reload mid-recording loses at most a second.
 */
export function useVoiceCapture({ onRecorded }: VoiceCaptureOptions) {
  // The latest callback for a recording that completes later, updated after each render.
  const onRecordedRef = useRef(onRecorded)
  useLayoutEffect(() => {
    onRecordedRef.current = onRecorded
  })
  const { data: user } = useQuery(currentUserQuery)
  const recorder = useRecorder({
    // The workspaces are signed-in routes, so the user is known here.
    databaseName: user ? recordingsDatabase(user.id) : undefined,
    onRecordingComplete: (result) => {
      void Promise.resolve(onRecordedRef.current(result)).catch(() =>
        toast({
          title: 'Recording failed',
          description: 'The recording could not be kept. Please try again.',
          variant: 'destructive',
        }),
      )
    },
  })

  const { error, clearError } = recorder
  useEffect(() => {
    if (!error) return
    toast({ title: error.title, description: error.description, variant: 'destructive' })
    clearError()
  }, [error, clearError])

  // The microphone was granted: a recording began (not a resume after a pause).
  const previousStatus = useRef(recorder.status)
  useEffect(() => {
    if (previousStatus.current === 'requesting' && recorder.status === 'recording') {
      toast({ title: 'Recording started', description: 'Speak clearly into your microphone.' })
    }
    previousStatus.current = recorder.status
  }, [recorder.status])

  const active = recorder.status === 'recording' || recorder.status === 'paused'
  return {
    status: recorder.status,
    /** Recording or paused. */
    active,
    /** Asking for the microphone or finishing the recording. */
    busy: recorder.status === 'requesting' || recorder.status === 'stopping',
    elapsedSeconds: recorder.elapsedSeconds,
    start: recorder.start,
    pause: recorder.pause,
    resume: recorder.resume,
    finish: recorder.stop,
    cancel: recorder.cancel,
    /** A recording a reload or crash interrupted, offered for recovery. */
    recovery: recorder.recovery,
    resumeRecovered: recorder.resumeRecovered,
    finishRecovered: recorder.finishRecovered,
    discardRecovered: recorder.discardRecovered,
  }
}

export type VoiceCapture = ReturnType<typeof useVoiceCapture>
