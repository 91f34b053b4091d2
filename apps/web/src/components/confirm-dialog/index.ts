export { ConfirmDialog } from './confirm-dialog.tsx'
