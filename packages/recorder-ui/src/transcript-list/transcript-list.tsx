import { useEffect, useRef, useState } from 'react'
import { DialogContent, DialogRoot, DialogTitle } from '../dialog/dialog.js'
import { formatDuration } from '../format-duration/format-duration.js'
import { classNames } from '../internal/class-names.js'
import { CheckIcon, CopyIcon } from '../internal/icons.js'

/** A transcribed recording. */
export interface TranscriptItem {
  id: string
  transcription: string
  /** Length in seconds. */
  duration: number
}

export interface TranscriptListProps {
  recordings: readonly TranscriptItem[]
  /** Called after a transcription was copied to the clipboard. */
  onCopy?: (recording: TranscriptItem) => void
  /** Called when copying failed (no clipboard permission, insecure page). */
  onCopyError?: (recording: TranscriptItem, error: unknown) => void
  /** Shown when there are no recordings. Default `'No transcripts available.'`. */
  emptyText?: string
  className?: string
}

const COPIED_FEEDBACK_MS = 2000

/** Lists transcriptions as 'Recording N • m:ss' with a copy button each (SPEC §2). */
export function TranscriptList({
  recordings,
  onCopy,
  onCopyError,
  emptyText = 'No transcripts available.',
  className,
}: TranscriptListProps) {
  const [copiedId, setCopiedId] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  if (recordings.length === 0) {
    return <p className={classNames('sayso-transcripts__empty', className)}>{emptyText}</p>
  }

  async function copy(recording: TranscriptItem) {
    try {
      await navigator.clipboard.writeText(recording.transcription)
      setCopiedId(recording.id)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopiedId(null), COPIED_FEEDBACK_MS)
      onCopy?.(recording)
    } catch (error) {
      onCopyError?.(recording, error)
    }
  }

  return (
    <ol className={classNames('sayso-transcripts', className)}>
      {recordings.map((recording, index) => {
        const label = `Recording ${index + 1} • ${formatDuration(recording.duration)}`
        const copied = copiedId === recording.id
        return (
          <li key={recording.id} className="sayso-transcripts__item">
            <div className="sayso-transcripts__header">
              <h3 className="sayso-transcripts__label">{label}</h3>
              <button
                type="button"
                className="sayso-icon-button"
                data-state={copied ? 'copied' : 'idle'}
                aria-label={copied ? `Copied Recording ${index + 1}` : `Copy Recording ${index + 1}`}
                onClick={() => void copy(recording)}
              >
                {copied ? <CheckIcon /> : <CopyIcon />}
              </button>
            </div>
            <p className="sayso-transcripts__text">{recording.transcription}</p>
          </li>
        )
      })}
    </ol>
  )
}

export interface TranscriptDialogProps extends TranscriptListProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean
  /** Whether it starts open when uncontrolled. Default `false`. */
  defaultOpen?: boolean
  /** Called when the dialog asks to open or close. */
  onOpenChange?: (open: boolean) => void
  /** Title. Default `'Transcripts'`. */
  title?: string
}

/** The transcripts in a bottom drawer below 768 px and a centred dialog above (SPEC §2). */
export function TranscriptDialog({
  open,
  defaultOpen,
  onOpenChange,
  title = 'Transcripts',
  className,
  ...listProps
}: TranscriptDialogProps) {
  return (
    <DialogRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogContent variant="responsive" className={classNames('sayso-transcript-dialog', className)}>
        <DialogTitle>{title}</DialogTitle>
        <TranscriptList {...listProps} />
      </DialogContent>
    </DialogRoot>
  )
}
