/** Why a recording could not start or went wrong, as a stable code a host can branch on. */
export type RecorderErrorCode = 'permission-denied' | 'no-device' | 'busy' | 'unsupported' | 'recording-failed'

/**
 * An error reported by `useRecorder`: a code to branch on, a short title and a description (a toast's
 * two lines), and the two joined as one message for a single line of text.
 */
export interface RecorderError {
  code: RecorderErrorCode
  title: string
  description: string
  /** `${title} – ${description}`. */
  message: string
}

// SPEC §8 and §5 give the user-facing texts for the two errors users meet most.
const TEXTS: Record<RecorderErrorCode, { title: string; description: string }> = {
  'permission-denied': {
    title: 'Recording failed',
    description: 'Could not access microphone. Please check permissions.',
  },
  'no-device': { title: 'No microphone found', description: 'Connect a microphone and try again.' },
  busy: { title: 'Microphone busy', description: 'Another app is using your microphone. Close it and try again.' },
  unsupported: {
    title: 'Unsupported browser',
    description: 'Please use Chrome, Firefox, Safari, or Edge for the best experience',
  },
  'recording-failed': {
    title: 'Recording failed',
    description: 'Something went wrong while recording. Please try again.',
  },
}

/** Builds the error for a code, with its default texts. */
export function recorderError(code: RecorderErrorCode): RecorderError {
  const { title, description } = TEXTS[code]
  return { code, title, description, message: `${title} – ${description}` }
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
