import { classNames } from '../internal/class-names.js'

export interface ProcessingOverlayProps {
  /** Whether the overlay shows. Default `true`. */
  open?: boolean
  /** Heading. Default `'Processing Your Update...'`. */
  title?: string
  /** Line beneath. Default `'Converting your input into a professional update.'`. */
  description?: string
  /** Cover only the nearest positioned ancestor instead of the whole window. Default `false`. */
  contained?: boolean
  className?: string
}

/** Covers the workspace while a recording or text is processed (SPEC §2); announced politely. */
export function ProcessingOverlay({
  open = true,
  title = 'Processing Your Update...',
  description = 'Converting your input into a professional update.',
  contained = false,
  className,
}: ProcessingOverlayProps) {
  if (!open) return null
  return (
    <div
      className={classNames('sayso-processing-overlay', className)}
      data-contained={contained ? '' : undefined}
      role="status"
      aria-live="polite"
    >
      <div className="sayso-processing-overlay__card">
        <span className="sayso-spinner" aria-hidden="true" />
        <p className="sayso-processing-overlay__title">{title}</p>
        <p className="sayso-processing-overlay__description">{description}</p>
      </div>
    </div>
  )
}
