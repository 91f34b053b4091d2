export { RecordButton } from './record-button.js'
export type { RecordButtonProps, RecordButtonState } from './record-button.js'
