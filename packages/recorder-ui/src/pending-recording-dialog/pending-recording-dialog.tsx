import { DialogContent, DialogRoot, DialogTitle } from '../dialog/dialog.js'
import { classNames } from '../internal/class-names.js'
import { useControllableState } from '../internal/use-controllable-state.js'
import { SectionPicker, type SectionOption } from '../section-picker/section-picker.js'

export interface PendingRecordingDialogProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean
  /** Whether it starts open when uncontrolled. Default `false`. */
  defaultOpen?: boolean
  /** Called when the dialog asks to close (Escape, × button); the recording stays pending. */
  onOpenChange?: (open: boolean) => void
  /** The transcription of the pending recording, shown in quotes. */
  transcription: string
  /** The sections the recording may go to. */
  sections: readonly SectionOption[]
  /** The chosen section (controlled). */
  selectedSection?: string
  /** Called when the user picks a section. */
  onSelectedSectionChange?: (sectionId: string) => void
  /** Called by 'Save Recording' with the chosen section. */
  onSave?: (sectionId: string) => void
  /** Called by 'Discard Recording'. */
  onDiscard?: () => void
  className?: string
}

/** Asks where a transcribed recording goes when no target section was chosen (SPEC §2, §4). */
export function PendingRecordingDialog({
  open,
  defaultOpen,
  onOpenChange,
  transcription,
  sections,
  selectedSection,
  onSelectedSectionChange,
  onSave,
  onDiscard,
  className,
}: PendingRecordingDialogProps) {
  const [section, setSection] = useControllableState({
    prop: selectedSection,
    defaultProp: '',
    onChange: onSelectedSectionChange,
  })
  return (
    <DialogRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogContent className={classNames('sayso-pending-dialog', className)} dismissOnBackdropClick={false}>
        <DialogTitle>Where should this update go?</DialogTitle>
        <blockquote className="sayso-pending-dialog__transcription">“{transcription}”</blockquote>
        <SectionPicker
          sections={sections}
          value={section}
          onValueChange={setSection}
          label="Select Section:"
          placeholder="Choose a section..."
        />
        <div className="sayso-button-row">
          <button type="button" className="sayso-button" data-variant="secondary" onClick={onDiscard}>
            Discard Recording
          </button>
          <button
            type="button"
            className="sayso-button"
            data-variant="primary"
            disabled={section === ''}
            onClick={() => section !== '' && onSave?.(section)}
          >
            Save Recording
          </button>
        </div>
      </DialogContent>
    </DialogRoot>
  )
}
