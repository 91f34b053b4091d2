import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '../dialog/dialog.js'
import { classNames } from '../internal/class-names.js'
import { MicrophoneIcon, PauseIcon, PlayIcon, ResetIcon, StopIcon } from '../internal/icons.js'
import { RecordingAnnouncer, RecordingTimer } from '../recording-dialog/recording-parts.js'
import { SectionPicker, type SectionOption } from '../section-picker/section-picker.js'

/** What the sheet shows: the start button, or the controls of a running recording. */
export type RecorderSheetStatus = 'idle' | 'recording' | 'paused'

export interface RecorderSheetProps {
  /** Whether the sheet is open (controlled). */
  open?: boolean
  /** Whether it starts open when uncontrolled. Default `false`. */
  defaultOpen?: boolean
  /** Called when the sheet asks to open or close (Escape, backdrop, × button). */
  onOpenChange?: (open: boolean) => void
  /** Default `'idle'`. */
  status?: RecorderSheetStatus
  /** Seconds recorded, shown as m:ss while recording. Default `0`. */
  elapsedSeconds?: number
  /** Shows 'Processing...' on the disabled start button. Default `false`. */
  processing?: boolean
  /** Title. Default `'Record Content'`. */
  title?: string
  /** Description. Default `'Add voice content to your weekly update'`. */
  description?: string
  /** Sections for the Target Section picker; the picker shows only when there are some. */
  sections?: readonly SectionOption[]
  /** The chosen target section (controlled). */
  targetSection?: string
  /** Called when the user picks a target section. */
  onTargetSectionChange?: (sectionId: string) => void
  onStart?: () => void
  onPause?: () => void
  onResume?: () => void
  /** Discards the recording so far. */
  onReset?: () => void
  /** Finishes the recording. */
  onStop?: () => void
  /** Shows the 'Prefer to type your update instead?' link, which calls this. */
  onTypeInstead?: () => void
  /** Sheet height. Default `350` px (SPEC §9). */
  height?: number | string
  className?: string
}

/** The mobile bottom sheet for recording (SPEC §2). */
export function RecorderSheet({
  open,
  defaultOpen,
  onOpenChange,
  status = 'idle',
  elapsedSeconds = 0,
  processing = false,
  title = 'Record Content',
  description = 'Add voice content to your weekly update',
  sections,
  targetSection,
  onTargetSectionChange,
  onStart,
  onPause,
  onResume,
  onReset,
  onStop,
  onTypeInstead,
  height = 350,
  className,
}: RecorderSheetProps) {
  const active = status !== 'idle'
  return (
    <DialogRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogContent
        variant="sheet"
        sheetHeight={height}
        className={classNames('sayso-recorder-sheet', className)}
        data-recording-state={status}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <RecordingAnnouncer status={processing ? 'processing' : status} />
        {sections && sections.length > 0 && (
          <SectionPicker
            sections={sections}
            value={targetSection ?? ''}
            onValueChange={onTargetSectionChange}
            placeholder="Select section"
          />
        )}
        <div className="sayso-recorder-sheet__body">
          {active ? (
            <>
              <RecordingTimer className="sayso-recorder-sheet__timer" elapsedSeconds={elapsedSeconds} status={status} />
              <div className="sayso-recorder-sheet__controls">
                <button type="button" className="sayso-round-button" aria-label="Reset recording" onClick={onReset}>
                  <ResetIcon />
                </button>
                <button
                  type="button"
                  className="sayso-round-button"
                  aria-label={status === 'paused' ? 'Resume recording' : 'Pause recording'}
                  onClick={status === 'paused' ? onResume : onPause}
                >
                  {status === 'paused' ? <PlayIcon /> : <PauseIcon />}
                </button>
                <button
                  type="button"
                  className="sayso-round-button"
                  data-variant="danger"
                  aria-label="Stop recording"
                  onClick={onStop}
                >
                  <StopIcon />
                </button>
              </div>
            </>
          ) : (
            <button
              type="button"
              className="sayso-button sayso-recorder-sheet__start"
              data-variant="primary"
              disabled={processing}
              aria-busy={processing || undefined}
              onClick={onStart}
            >
              <MicrophoneIcon />
              {processing ? 'Processing...' : 'Start Recording'}
            </button>
          )}
          {onTypeInstead && !active && (
            <button type="button" className="sayso-link-button" onClick={onTypeInstead}>
              Prefer to type your update instead?
            </button>
          )}
        </div>
      </DialogContent>
    </DialogRoot>
  )
}
