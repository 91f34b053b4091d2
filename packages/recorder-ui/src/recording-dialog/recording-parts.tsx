import type { ComponentPropsWithRef } from 'react'
import { formatDuration } from '../format-duration/format-duration.js'
import { classNames } from '../internal/class-names.js'

/** Whether audio is being captured right now, or held. */
export type ActiveRecordingStatus = 'recording' | 'paused'

export interface RecordingTimerProps extends Omit<ComponentPropsWithRef<'p'>, 'children'> {
  /** Seconds recorded, shown as m:ss. */
  elapsedSeconds: number
  /** Shows the pulsing dot as live or held. Default `'recording'`. */
  status?: ActiveRecordingStatus
}

/** Elapsed recording time with a status dot; not a live region, so it is not read out each second. */
export function RecordingTimer({ elapsedSeconds, status = 'recording', className, ...props }: RecordingTimerProps) {
  return (
    <p className={classNames('sayso-recording-timer', className)} data-state={status} {...props}>
      <span className="sayso-recording-timer__dot" aria-hidden="true" />
      <span className="sayso-visually-hidden">Elapsed time </span>
      <time dateTime={`PT${Math.max(0, Math.floor(elapsedSeconds))}S`}>{formatDuration(elapsedSeconds)}</time>
    </p>
  )
}

const ANNOUNCEMENTS: Record<string, string> = {
  recording: 'Recording in progress',
  paused: 'Recording paused',
  processing: 'Processing recording',
}

export interface RecordingAnnouncerProps {
  /** The state to announce to screen readers; 'idle' says nothing. */
  status: ActiveRecordingStatus | 'idle' | 'processing'
}

/** A polite live region announcing recording state changes. */
export function RecordingAnnouncer({ status }: RecordingAnnouncerProps) {
  return (
    <p role="status" className="sayso-visually-hidden">
      {ANNOUNCEMENTS[status] ?? ''}
    </p>
  )
}
