import {
  FormattedUpdatePanel,
  PendingRecordingDialog,
  ProcessingOverlay,
  RecordButton,
  RecorderSheet,
  SectionPicker,
  TranscriptDialog,
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
import type { UpdateController } from '../../../../workspace/update-controller.ts'
import { useWorkspace } from '../../../../workspace/use-update-controller.ts'
import { markNewUpdateConfirmed } from '../../../../workspace-session/workspace-session.ts'
import { useKeyboardShortcuts } from '../../../../workspace/use-keyboard-shortcuts.ts'
import { useSavedNote } from '../../../../workspace/use-saved-note.ts'
import { useVoiceCapture } from '../../../../workspace/use-voice-capture.ts'
import { UpdateAddress, type WorkspaceAddress } from '../update-address/index.ts'
import {
  ConnectionDot,
  CopyButton,
  DesktopRecordingDialog,
  DraftTypeInsteadSheet,
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
      {(controller) => <WeeklyWorkspaceScreen controller={controller} />}
    </UpdateAddress>
  )
}

/** Selects each part of the update's state it shows; the draft text is the text field's own (issue 18). */
function WeeklyWorkspaceScreen({ controller }: { controller: UpdateController }) {
  const template = WEEKLY_TEMPLATE
  usePageTitle(template.name)
  const navigate = useNavigate()
  const isMobile = useIsMobile()
  const updateId = useWorkspace(controller, (state) => state.updateId)
  const entries = useWorkspace(controller, (state) => state.entries)
  const recordings = useWorkspace(controller, (state) => state.recordings)
  const pendingRecording = useWorkspace(controller, (state) => state.pendingRecording)
  const targetSection = useWorkspace(controller, (state) => state.targetSection)
  const isFormatting = useWorkspace(controller, (state) => state.isFormatting)
  const processing = useWorkspace(controller, (state) => state.isProcessing)
  const waitingCount = useWorkspace(controller, (state) => state.waitingCount)
  const failedItems = useWorkspace(controller, (state) => state.failedItems)
  const exportable = useWorkspace(controller, (state) => state.exportable)
  const hasWork = useWorkspace(controller, (state) => state.hasWork)
  const execVersions = useWorkspace(controller, (state) => state.execVersions)
  const title = useWorkspace(controller, (state) => state.title)
  const titlePlaceholder = useWorkspace(controller, (state) => state.titlePlaceholder)
  const hasText = useWorkspace(controller, (state) => state.draftText.trim() !== '')
  const savedNote = useSavedNote(updateId)
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

  const hasEntries = entries.length > 0
  const trackedItemExtras = useTrackedItemExtras(controller, entries)
  const hasRecordings = recordings.length > 0
  // SPEC §5: Record and Add are disabled while transcribing or processing text (`processing`).

  useKeyboardShortcuts({
    onFormat: () => {
      if (!isFormatting && hasRecordings) void controller.formatAll()
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
              onClick={() => (hasWork ? setConfirmingNewUpdate(true) : void startNewUpdate())}
            >
              <FilePlus2 size={16} aria-hidden /> New Update
            </Button>
          </div>
        }
      />
      {isMobile && <MobileTemplatePicker />}
      <ExecVersionList versions={execVersions} />
      <div className={styles.layout}>
        <section className={styles.controls} aria-labelledby="add-content-title">
          <h2 id="add-content-title" className={styles.controlsTitle}>
            Add content
          </h2>
          <SectionPicker
            sections={template.sections}
            value={targetSection}
            onValueChange={controller.setTargetSection}
          />
          <RecordButton
            className={styles.mainButton}
            state={voice.active ? 'recording' : hasText ? 'text' : 'idle'}
            processing={!voice.active && (processing || voice.busy)}
            onClick={onMainButton}
          />
          <p className={styles.hint}>You can select a section before or after recording.</p>
          <WaitingNote count={waitingCount} />
          <FailedItems items={failedItems} onRetry={controller.retryItem} onDiscard={controller.discardItem} />
          <TypeInsteadField ref={textField} controller={controller} placeholder="Type your update here..." />
        </section>

        <FormattedUpdatePanel
          className={styles.panel}
          sections={template.sections}
          entries={entries}
          formatting={isFormatting}
          onEditEntry={controller.editEntryAt}
          onDeleteEntry={controller.deleteEntryAt}
          renderEntryExtras={trackedItemExtras}
          title={title}
          titlePlaceholder={titlePlaceholder}
          onTitleChange={controller.changeTitle}
          savedNote={savedNote}
          actions={
            <>
              <CopyButton update={exportable} disabled={!hasEntries} />
              <WeeklyActionsMenu
                update={exportable}
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
        targetSection={targetSection}
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
      <DraftTypeInsteadSheet
        controller={controller}
        open={typeSheetOpen}
        onOpenChange={setTypeSheetOpen}
        sections={template.sections}
        targetSection={targetSection}
        onTargetSectionChange={controller.setTargetSection}
        processing={processing}
        onSubmit={({ text, sectionId }) => {
          void controller.addText(text, sectionId).then((added) => added && setTypeSheetOpen(false))
        }}
      />
      <PendingRecordingDialog
        open={pendingRecording !== null && !voice.active}
        transcription={pendingRecording?.transcription ?? ''}
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
        recordings={recordings}
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
