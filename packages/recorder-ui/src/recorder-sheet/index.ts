export { RecorderSheet } from './recorder-sheet.js'
export type { RecorderSheetProps, RecorderSheetStatus } from './recorder-sheet.js'
