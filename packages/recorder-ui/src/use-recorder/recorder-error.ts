/** Why a recording could not start or went wrong, as a stable code a host can branch on. */
export type RecorderErrorCode =
  | 'permission-denied'
  | 'no-device'
  | 'busy'
  | 'unsupported'
  | 'recording-failed'

/** An error reported by `useRecorder`: a code to branch on and a message to show. */
export interface RecorderError {
  code: RecorderErrorCode
  message: string
}

// SPEC §8 and §5 give the user-facing texts for the two errors users meet most.
const MESSAGES: Record<RecorderErrorCode, string> = {
  'permission-denied': 'Recording failed – Could not access microphone. Please check permissions.',
  'no-device': 'No microphone found – Connect a microphone and try again.',
  busy: 'Microphone busy – Another app is using your microphone. Close it and try again.',
  unsupported: 'Unsupported browser – Please use Chrome, Firefox, Safari, or Edge for the best experience',
  'recording-failed': 'Recording failed – Something went wrong while recording. Please try again.',
}

/** Builds the error for a code, with its default message. */
export function recorderError(code: RecorderErrorCode): RecorderError {
  return { code, message: MESSAGES[code] }
}

/** Maps what `getUserMedia` rejected with onto one of our codes. */
export function errorFromGetUserMedia(cause: unknown): RecorderError {
  const name = cause instanceof Error || cause instanceof DOMException ? cause.name : ''
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return recorderError('permission-denied')
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return recorderError('no-device')
    case 'NotReadableError':
    case 'AbortError':
    case 'TrackStartError':
      return recorderError('busy')
    case 'TypeError':
      return recorderError('unsupported')
    default:
      return recorderError('recording-failed')
  }
}
