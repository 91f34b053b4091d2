export { TranscriptDialog, TranscriptList } from './transcript-list.js'
export type { TranscriptDialogProps, TranscriptItem, TranscriptListProps } from './transcript-list.js'
