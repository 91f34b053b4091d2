/** The browser APIs the recorder uses; a host or a test may pass its own (e.g. a wrapped getUserMedia). */
export interface RecorderEnvironment {
  /** getUserMedia to ask for the microphone with; `null` means the browser has none. */
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'> | null
  /** The MediaRecorder class; `null` means the browser has none. */
  MediaRecorder?: typeof MediaRecorder | null
}

// SPEC §9: webm with opus first, then plain webm, then mp4. Safari reports webm support that does not
// record reliably, so there mp4 is tried first (STYLE.md, "The recorder").
const DEFAULT_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4']
const SAFARI_MIME_TYPES = ['audio/mp4', 'audio/webm;codecs=opus', 'audio/webm']

/** The audio constraints of SPEC §9. */
export const AUDIO_CONSTRAINTS: MediaTrackConstraints = {
  echoCancellation: true,
  noiseSuppression: true,
  sampleRate: 44100,
}

function isSafari(): boolean {
  const agent = globalThis.navigator?.userAgent ?? ''
  return /Safari\//.test(agent) && !/Chrome\/|Chromium\/|Android/.test(agent)
}

/** The first mime type this MediaRecorder supports, or '' to let the browser choose. */
export function pickMimeType(recorder: Pick<typeof MediaRecorder, 'isTypeSupported'>): string {
  const candidates = isSafari() ? SAFARI_MIME_TYPES : DEFAULT_MIME_TYPES
  return candidates.find((type) => recorder.isTypeSupported(type)) ?? ''
}

/** The environment to record with: what the host passed, else the browser's own APIs. */
export function resolveEnvironment(environment: RecorderEnvironment | undefined): Required<RecorderEnvironment> {
  return {
    mediaDevices:
      environment?.mediaDevices !== undefined ? environment.mediaDevices : globalThis.navigator?.mediaDevices,
    MediaRecorder: environment?.MediaRecorder !== undefined ? environment.MediaRecorder : globalThis.MediaRecorder,
  }
}
