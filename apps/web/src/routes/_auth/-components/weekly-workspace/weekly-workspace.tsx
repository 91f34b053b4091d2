import {
  FormattedUpdatePanel,
  PendingRecordingDialog,
  ProcessingOverlay,
  RecordButton,
  RecorderSheet,
  SectionPicker,
  TranscriptDialog,
  TypeInsteadSheet,
} from '@sayso/recorder-ui'
import { WEEKLY_TEMPLATE } from '@sayso/shared'
import { useNavigate } from '@tanstack/react-router'
import { FilePlus2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '../../../../components/button/index.ts'
import { ConfirmDialog } from '../../../../components/confirm-dialog/index.ts'
import { PageHeader } from '../../../../components/page-header/index.ts'
import { useIsMobile } from '../../../../hooks/use-media-query.ts'
import { usePageTitle } from '../../../../hooks/use-page-title.ts'
import { toast } from '../../../../toasts/toast-store.ts'
import type { UpdateController, WorkspaceState } from '../../../../workspace/update-controller.ts'
import { markNewUpdateConfirmed } from '../../../../workspace-session/workspace-session.ts'
import { useKeyboardShortcuts } from '../../../../workspace/use-keyboard-shortcuts.ts'
import { useSavedNote } from '../../../../workspace/use-saved-note.ts'
import { useVoiceCapture } from '../../../../workspace/use-voice-capture.ts'
import { UpdateAddress, type WorkspaceAddress } from '../update-address/index.ts'
import {
  ConnectionDot,
  CopyButton,
  DesktopRecordingDialog,
  ExecVersionList,
  FailedItems,
  MobileTemplatePicker,
  RecoveryPrompt,
  TapToRecord,
  useTrackedItemExtras,
  TypeInsteadField,
  WaitingNote,
  WeeklyActionsMenu,
} from '../workspace-parts/index.ts'
import styles from '../workspace-parts/workspace-layout.module.css'

/**
 * /app and /weekly-update, each with the update's id once it exists (SPEC §2 'Weekly workspace').
 * The address of a quick update opens in its own workspace.
 */
export function WeeklyWorkspace({ address, updateId }: { address: WorkspaceAddress; updateId: string | undefined }) {
  return (
    <UpdateAddress updateType="weekly" address={address} updateId={updateId}>
      {(controller, state) => <WeeklyWorkspaceScreen controller={controller} state={state} />}
    </UpdateAddress>
  )
}

function WeeklyWorkspaceScreen({ controller, state }: { controller: UpdateController; state: WorkspaceState }) {
  const template = WEEKLY_TEMPLATE
  usePageTitle(template.name)
  const navigate = useNavigate()
  const isMobile = useIsMobile()
  const savedNote = useSavedNote(state.updateId)
  const voice = useVoiceCapture({ onRecorded: controller.addRecording })
  const [recorderSheetOpen, setRecorderSheetOpen] = useState(false)
  const [typeSheetOpen, setTypeSheetOpen] = useState(false)
  // After Add Content the next note is typed where the last one was.
  const textField = useRef<HTMLTextAreaElement>(null)
  const addTypedText = () => void controller.addText().then((added) => added && textField.current?.focus())
  const [transcriptOpen, setTranscriptOpen] = useState(false)
  const [confirmingNewUpdate, setConfirmingNewUpdate] = useState(false)
  const [savingDraft, setSavingDraft] = useState(false)
  const [pendingSection, setPendingSection] = useState('')

  const hasEntries = state.entries.length > 0
  const trackedItemExtras = useTrackedItemExtras(controller, state.entries)
  const hasRecordings = state.recordings.length > 0
  // SPEC §5: Record and Add are disabled while transcribing or processing text.
  const processing = state.isProcessing
  const hasText = state.draftText.trim() !== ''

  useKeyboardShortcuts({
    onFormat: () => {
      if (!state.isFormatting && hasRecordings) void controller.formatAll()
    },
    onType: () => setTypeSheetOpen(true),
    onUndo: controller.undo,
    onRedo: controller.redo,
  })

  function onMainButton() {
    if (voice.active) void voice.finish()
    else if (hasText) addTypedText()
    else void voice.start()
  }

  async function createExecVersion() {
    const execId = await controller.createExecVersion()
    if (execId) void navigate({ to: '/quick-update/{-$updateId}', params: { updateId: execId } })
  }

  async function startNewUpdate() {
    setSavingDraft(true)
    const saved = await controller.saveDraft().finally(() => setSavingDraft(false))
    toast(
      saved
        ? {
            title: 'Your current update was saved',
            description: 'Starting a new one now. Find your draft in Recent Updates.',
            variant: 'success',
          }
        : { title: 'New Update Started', description: 'Ready to create a fresh update.' },
    )
    setConfirmingNewUpdate(false)
    markNewUpdateConfirmed()
    void navigate({ to: '/select-update-type' })
  }

  return (
    <div>
      <PageHeader
        title={template.name}
        description={template.description}
        actions={
          <div className={styles.headerActions}>
            <ConnectionDot />
            <Button
              variant="secondary"
              onClick={() => (state.hasWork ? setConfirmingNewUpdate(true) : void startNewUpdate())}
            >
              <FilePlus2 size={16} aria-hidden /> New Update
            </Button>
          </div>
        }
      />
      {isMobile && <MobileTemplatePicker />}
      <ExecVersionList versions={state.execVersions} />
      <div className={styles.layout}>
        <section className={styles.controls} aria-labelledby="add-content-title">
          <h2 id="add-content-title" className={styles.controlsTitle}>
            Add content
          </h2>
          <SectionPicker
            sections={template.sections}
            value={state.targetSection}
            onValueChange={controller.setTargetSection}
          />
          <RecordButton
            className={styles.mainButton}
            state={voice.active ? 'recording' : hasText ? 'text' : 'idle'}
            processing={!voice.active && (processing || voice.busy)}
            onClick={onMainButton}
          />
          <p className={styles.hint}>You can select a section before or after recording.</p>
          <WaitingNote count={state.waitingCount} />
          <FailedItems items={state.failedItems} onRetry={controller.retryItem} onDiscard={controller.discardItem} />
          <TypeInsteadField
            ref={textField}
            value={state.draftText}
            onValueChange={controller.setDraftText}
            placeholder="Type your update here..."
          />
        </section>

        <FormattedUpdatePanel
          className={styles.panel}
          sections={template.sections}
          entries={state.entries}
          formatting={state.isFormatting}
          onEditEntry={controller.editEntryAt}
          onDeleteEntry={controller.deleteEntryAt}
          renderEntryExtras={trackedItemExtras}
          title={state.title}
          titlePlaceholder={state.titlePlaceholder}
          onTitleChange={controller.changeTitle}
          savedNote={savedNote}
          actions={
            <>
              <CopyButton update={state.exportable} disabled={!hasEntries} />
              <WeeklyActionsMenu
                update={state.exportable}
                hasEntries={hasEntries}
                hasRecordings={hasRecordings}
                onShowTranscript={() => setTranscriptOpen(true)}
                onCreateExecVersion={() => void createExecVersion()}
              />
            </>
          }
        />
      </div>

      {isMobile && <TapToRecord onClick={() => setRecorderSheetOpen(true)} disabled={processing} />}

      <DesktopRecordingDialog voice={voice} isMobile={isMobile} />
      <RecorderSheet
        open={recorderSheetOpen}
        onOpenChange={(open) => {
          // Closing the sheet mid-recording keeps what was said (Reset is the way to throw it away).
          if (!open && voice.active) void voice.finish()
          setRecorderSheetOpen(open)
        }}
        status={voice.status === 'paused' ? 'paused' : voice.active ? 'recording' : 'idle'}
        elapsedSeconds={voice.elapsedSeconds}
        processing={processing || voice.busy}
        sections={template.sections}
        targetSection={state.targetSection}
        onTargetSectionChange={controller.setTargetSection}
        onStart={() => void voice.start()}
        onPause={voice.pause}
        onResume={voice.resume}
        onReset={voice.cancel}
        onStop={() => {
          setRecorderSheetOpen(false)
          void voice.finish()
        }}
        onTypeInstead={() => {
          setRecorderSheetOpen(false)
          setTypeSheetOpen(true)
        }}
      />
      <TypeInsteadSheet
        open={typeSheetOpen}
        onOpenChange={setTypeSheetOpen}
        value={state.draftText}
        onValueChange={controller.setDraftText}
        sections={template.sections}
        targetSection={state.targetSection}
        onTargetSectionChange={controller.setTargetSection}
        processing={processing}
        onSubmit={({ text, sectionId }) => {
          void controller.addText(text, sectionId).then((added) => added && setTypeSheetOpen(false))
        }}
      />
      <PendingRecordingDialog
        open={state.pendingRecording !== null && !voice.active}
        transcription={state.pendingRecording?.transcription ?? ''}
        sections={template.sections}
        selectedSection={pendingSection}
        onSelectedSectionChange={setPendingSection}
        onSave={(sectionId) => {
          setPendingSection('')
          void controller.savePendingRecording(sectionId)
        }}
        onDiscard={() => {
          setPendingSection('')
          void controller.discardPendingRecording()
        }}
      />
      <TranscriptDialog
        open={transcriptOpen}
        onOpenChange={setTranscriptOpen}
        recordings={state.recordings}
        onCopyError={() =>
          toast({ title: 'Copy failed', description: 'Failed to copy to clipboard', variant: 'destructive' })
        }
      />
      <ConfirmDialog
        open={confirmingNewUpdate}
        onOpenChange={setConfirmingNewUpdate}
        title="Start a new update?"
        description="Your current content will be saved as a draft in Recent Updates."
        confirmLabel="Continue"
        confirmVariant="primary"
        pendingLabel="Saving..."
        pending={savingDraft}
        onConfirm={() => void startNewUpdate()}
      />
      <RecoveryPrompt voice={voice} />
      <ProcessingOverlay open={processing} />
    </div>
  )
}
