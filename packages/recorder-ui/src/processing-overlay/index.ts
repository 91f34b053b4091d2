export { ProcessingOverlay } from './processing-overlay.js'
export type { ProcessingOverlayProps } from './processing-overlay.js'
