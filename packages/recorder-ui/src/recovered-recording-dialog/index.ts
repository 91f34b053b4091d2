export { RecoveredRecordingDialog } from './recovered-recording-dialog.js'
export type { RecoveredRecordingDialogProps } from './recovered-recording-dialog.js'
