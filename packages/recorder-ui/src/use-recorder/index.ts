export { useRecorder } from './use-recorder.js'
export { clearRecordings, DEFAULT_RECORDINGS_DATABASE } from './recording-store.js'
export type {
  RecorderStatus,
  RecordingResult,
  RecoverableRecording,
  UseRecorderOptions,
  UseRecorderResult,
} from './use-recorder.js'
export type { RecorderError, RecorderErrorCode } from './recorder-error.js'
export type { RecorderEnvironment } from './media-support.js'
