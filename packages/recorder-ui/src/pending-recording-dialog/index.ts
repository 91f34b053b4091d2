export { PendingRecordingDialog } from './pending-recording-dialog.js'
export type { PendingRecordingDialogProps } from './pending-recording-dialog.js'
