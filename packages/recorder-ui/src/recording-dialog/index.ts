export { RecordingDialog } from './recording-dialog.js'
export type { RecordingDialogProps } from './recording-dialog.js'
export { RecordingAnnouncer, RecordingTimer } from './recording-parts.js'
export type { ActiveRecordingStatus, RecordingAnnouncerProps, RecordingTimerProps } from './recording-parts.js'
