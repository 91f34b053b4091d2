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
import { Navigate, useNavigate } from '@tanstack/react-router'
import { FilePlus2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '../../../../components/button/index.ts'
import { ConfirmDialog } from '../../../../components/confirm-dialog/index.ts'
import { PageHeader } from '../../../../components/page-header/index.ts'
import { useIsMobile } from '../../../../hooks/use-media-query.ts'
import { usePageTitle } from '../../../../hooks/use-page-title.ts'
import { toast } from '../../../../toasts/toast-store.ts'
import { announceLoadOutcome, initialWorkspaceSession } from '../../../../workspace/initial-session.ts'
import { markNewUpdateConfirmed } from '../../../../workspace-session/workspace-session.ts'
import { useKeyboardShortcuts } from '../../../../workspace/use-keyboard-shortcuts.ts'
import { useSavedNote } from '../../../../workspace/use-saved-note.ts'
import { useVoiceCapture } from '../../../../workspace/use-voice-capture.ts'
import { useWorkspace } from '../../../../workspace/use-workspace.ts'
import { ConnectionDot,
  CopyButton,
  DesktopRecordingDialog,
  MobileTemplatePicker,
  RecoveryPrompt,
  TapToRecord,
  TypeInsteadField,
  WaitingNote,
  WeeklyActionsMenu,
} from '../workspace-parts/index.ts'
import styles from '../workspace-parts/workspace-layout.module.css'

/** /app and /weekly-update (SPEC §2 'Weekly workspace'). A saved quick update opens in its own workspace. */
export function WeeklyWorkspace() {
  const [session] = useState(initialWorkspaceSession)
  if (session?.selectedTemplate === 'quick-update') return <Navigate to="/quick-update" replace />
  return <WeeklyWorkspaceScreen session={session} />
}

function WeeklyWorkspaceScreen({ session }: { session: ReturnType<typeof initialWorkspaceSession> }) {
  const template = WEEKLY_TEMPLATE
  usePageTitle(template.name)
  const navigate = useNavigate()
  const isMobile = useIsMobile()
  const workspace = useWorkspace(template, session)
  const savedNote = useSavedNote(workspace.currentUpdateId)
  const voice = useVoiceCapture({ onRecorded: workspace.addRecordedAudio })
  const [recorderSheetOpen, setRecorderSheetOpen] = useState(false)
  const [typeSheetOpen, setTypeSheetOpen] = useState(false)
  const [transcriptOpen, setTranscriptOpen] = useState(false)
  const [confirmingNewUpdate, setConfirmingNewUpdate] = useState(false)
  const [savingDraft, setSavingDraft] = useState(false)
  const [pendingSection, setPendingSection] = useState('')

  useEffect(() => announceLoadOutcome(session?.updateTitle), [session])

  const hasEntries = workspace.entries.length > 0
  const hasRecordings = workspace.recordings.length > 0
  // SPEC §5: Record and Add are disabled while transcribing or processing text.
  const processing = workspace.isTranscribing || workspace.isProcessingText
  const hasText = workspace.textInput.trim() !== ''

  useKeyboardShortcuts({
    onFormat: () => {
      if (!workspace.isFormatting && hasRecordings) void workspace.formatAll()
    },
    onType: () => setTypeSheetOpen(true),
  })

  function onMainButton() {
    if (voice.active) void voice.finish()
    else if (hasText) void workspace.addText()
    else void voice.start()
  }

  async function startNewUpdate() {
    setSavingDraft(true)
    const saved = await workspace.saveDraftAndStartOver().finally(() => setSavingDraft(false))
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
              onClick={() => (workspace.hasWork ? setConfirmingNewUpdate(true) : void startNewUpdate())}
            >
              <FilePlus2 size={16} aria-hidden /> New Update
            </Button>
          </div>
        }
      />
      {isMobile && <MobileTemplatePicker />}
      <div className={styles.layout}>
        <section className={styles.controls} aria-labelledby="add-content-title">
          <h2 id="add-content-title" className={styles.controlsTitle}>
            Add content
          </h2>
          <SectionPicker
            sections={template.sections}
            value={workspace.targetSection}
            onValueChange={workspace.setTargetSection}
          />
          <RecordButton
            className={styles.mainButton}
            state={voice.active ? 'recording' : hasText ? 'text' : 'idle'}
            processing={!voice.active && (processing || voice.busy)}
            onClick={onMainButton}
          />
          <p className={styles.hint}>You can select a section before or after recording.</p>
          <WaitingNote count={workspace.waitingCount} />
          <TypeInsteadField value={workspace.textInput} onValueChange={workspace.setTextInput} placeholder="Type your update here..." />
        </section>

        <FormattedUpdatePanel
          className={styles.panel}
          sections={template.sections}
          entries={workspace.entries}
          formatting={workspace.isFormatting}
          onEditEntry={workspace.editEntryAt}
          onDeleteEntry={workspace.deleteEntryAt}
          title={workspace.title}
          titlePlaceholder={workspace.titlePlaceholder}
          onTitleChange={workspace.changeTitle}
          savedNote={savedNote}
          actions={
            <>
              <CopyButton update={workspace.exportable} disabled={!hasEntries} />
              <WeeklyActionsMenu
                update={workspace.exportable}
                hasEntries={hasEntries}
                hasRecordings={hasRecordings}
                onShowTranscript={() => setTranscriptOpen(true)}
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
        targetSection={workspace.targetSection}
        onTargetSectionChange={workspace.setTargetSection}
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
        value={workspace.textInput}
        onValueChange={workspace.setTextInput}
        sections={template.sections}
        targetSection={workspace.targetSection}
        onTargetSectionChange={workspace.setTargetSection}
        processing={processing}
        onSubmit={({ text, sectionId }) => {
          void workspace.addText(text, sectionId).then((added) => added && setTypeSheetOpen(false))
        }}
      />
      <PendingRecordingDialog
        open={workspace.pendingRecording !== null && !voice.active}
        transcription={workspace.pendingRecording?.transcription ?? ''}
        sections={template.sections}
        selectedSection={pendingSection}
        onSelectedSectionChange={setPendingSection}
        onSave={(sectionId) => {
          setPendingSection('')
          void workspace.savePendingRecording(sectionId)
        }}
        onDiscard={() => {
          setPendingSection('')
          void workspace.discardPendingRecording()
        }}
      />
      <TranscriptDialog
        open={transcriptOpen}
        onOpenChange={setTranscriptOpen}
        recordings={workspace.recordings}
        onCopyError={() => toast({ title: 'Copy failed', description: 'Failed to copy to clipboard', variant: 'destructive' })}
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
