import { FormattedUpdatePanel, ProcessingOverlay, RecordButton, RecorderSheet } from '@sayso/recorder-ui'
import { QUICK_TEMPLATE } from '@sayso/shared'
import { Download, Mail } from 'lucide-react'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useRef, useState } from 'react'
import { buttonClassName, Button } from '../../../../components/button/index.ts'
import { PageHeader } from '../../../../components/page-header/index.ts'
import { useIsMobile } from '../../../../hooks/use-media-query.ts'
import { usePageTitle } from '../../../../hooks/use-page-title.ts'
import { downloadUpdateText } from '../../../../update-export/download-text.ts'
import { updateMailto } from '../../../../update-export/update-export.ts'
import { AUTO_FORMAT_DELAY_MS } from '../../../../workspace/format-scheduler.ts'
import type { UpdateController } from '../../../../workspace/update-controller.ts'
import { useWorkspace } from '../../../../workspace/use-update-controller.ts'
import { useKeyboardShortcuts } from '../../../../workspace/use-keyboard-shortcuts.ts'
import { useSavedNote } from '../../../../workspace/use-saved-note.ts'
import { useVoiceCapture } from '../../../../workspace/use-voice-capture.ts'
import { UpdateAddress } from '../update-address/index.ts'
import {
  CopyButton,
  DesktopRecordingDialog,
  DraftTypeInsteadSheet,
  ExecSourceLink,
  FailedItems,
  RecoveryPrompt,
  TapToRecord,
  useTrackedItemExtras,
  TypeInsteadField,
  WaitingNote,
} from '../workspace-parts/index.ts'
import styles from '../workspace-parts/workspace-layout.module.css'
import quickStyles from './quick-workspace.module.css'

/** /quick-update, with the update's id once it exists (SPEC §2 'Quick workspace'). */
export function QuickWorkspace({ updateId }: { updateId: string | undefined }) {
  return (
    <UpdateAddress updateType="quick" address="/quick-update/{-$updateId}" updateId={updateId}>
      {(controller) => <QuickWorkspaceScreen controller={controller} />}
    </UpdateAddress>
  )
}

/** Selects each part of the update's state it shows; the draft text is the text field's own (issue 18). */
function QuickWorkspaceScreen({ controller }: { controller: UpdateController }) {
  const template = QUICK_TEMPLATE
  usePageTitle(template.name)
  const navigate = useNavigate()
  const isMobile = useIsMobile()
  const updateId = useWorkspace(controller, (state) => state.updateId)
  const entries = useWorkspace(controller, (state) => state.entries)
  const isFormatting = useWorkspace(controller, (state) => state.isFormatting)
  const processing = useWorkspace(controller, (state) => state.isProcessing)
  const waitingCount = useWorkspace(controller, (state) => state.waitingCount)
  const failedItems = useWorkspace(controller, (state) => state.failedItems)
  const exportable = useWorkspace(controller, (state) => state.exportable)
  const execSource = useWorkspace(controller, (state) => state.execSource)
  const execOutOfDate = useWorkspace(controller, (state) => state.execOutOfDate)
  const title = useWorkspace(controller, (state) => state.title)
  const titlePlaceholder = useWorkspace(controller, (state) => state.titlePlaceholder)
  const hasText = useWorkspace(controller, (state) => state.draftText.trim() !== '')
  const savedNote = useSavedNote(updateId)
  const voice = useVoiceCapture({ onRecorded: controller.addRecording })
  const [sheetOpen, setSheetOpen] = useState(false)
  const [typeSheetOpen, setTypeSheetOpen] = useState(false)
  // After Add Content the next note is typed where the last one was.
  const textField = useRef<HTMLTextAreaElement>(null)
  const addTypedText = () => void controller.addText().then((added) => added && textField.current?.focus())

  useKeyboardShortcuts({ onUndo: controller.undo, onRedo: controller.redo })

  const hasEntries = entries.length > 0
  const trackedItemExtras = useTrackedItemExtras(controller, entries)
  // The link holds the whole update's text: built again only when the update changes.
  const mailto = useMemo(() => updateMailto(exportable), [exportable])

  /** SPEC §4: with results, recording again starts a new update after 100 ms; the last one stays saved. */
  function startRecording() {
    if (!hasEntries) return void voice.start()
    void navigate({ to: '/quick-update/{-$updateId}', params: { updateId: undefined } })
    setTimeout(() => void voice.start(), AUTO_FORMAT_DELAY_MS)
  }

  function onMainButton() {
    if (voice.active) void voice.finish()
    else if (hasText) addTypedText()
    else startRecording()
  }

  return (
    <div>
      <PageHeader
        title="Quick Update"
        description="Create a concise, executive-ready update for immediate communication"
      />
      {/* Phones have no sidebar: typing goes through its own sheet. */}
      {isMobile && (
        <button
          type="button"
          className={`sayso-link-button ${quickStyles.mobileTypeLink}`}
          onClick={() => setTypeSheetOpen(true)}
        >
          Prefer to type your update instead?
        </button>
      )}
      {execSource && (
        <ExecSourceLink
          source={execSource}
          outOfDate={execOutOfDate}
          onRefresh={() => void controller.refreshFromWeekly()}
        />
      )}
      <div className={styles.layout}>
        <section className={styles.controls} aria-labelledby="record-your-update">
          <h2 id="record-your-update" className={styles.controlsTitle}>
            Record Your Update
          </h2>
          <RecordButton
            className={styles.mainButton}
            state={voice.active ? 'recording' : hasText ? 'text' : 'idle'}
            labels={{ idle: hasEntries ? 'New Recording' : 'Start Recording', recording: 'Stop Recording' }}
            processing={!voice.active && (processing || voice.busy)}
            onClick={onMainButton}
          />
          <p className={styles.hint}>Speak your full update — we'll format it for you.</p>
          <WaitingNote count={waitingCount} />
          <FailedItems items={failedItems} onRetry={controller.retryItem} onDiscard={controller.discardItem} />
          <TypeInsteadField ref={textField} controller={controller} placeholder="Type your complete update here..." />
        </section>

        <FormattedUpdatePanel
          className={`${styles.panel} ${quickStyles.panel}`}
          sections={template.sections}
          entries={entries}
          formatting={isFormatting}
          hideEmptySections={hasEntries}
          onEditEntry={controller.editEntryAt}
          onDeleteEntry={controller.deleteEntryAt}
          renderEntryExtras={trackedItemExtras}
          title={title}
          titlePlaceholder={titlePlaceholder}
          onTitleChange={controller.changeTitle}
          savedNote={savedNote}
          centeredTitle
          actions={
            hasEntries && (
              <>
                <CopyButton update={exportable} disabled={false} />
                <Button variant="secondary" onClick={() => downloadUpdateText(exportable, 'quick-update.txt')}>
                  <Download size={16} aria-hidden /> Download
                </Button>
                <a className={buttonClassName('secondary')} href={mailto}>
                  <Mail size={16} aria-hidden /> Email
                </a>
              </>
            )
          }
        />
      </div>

      {isMobile && (
        <TapToRecord
          disabled={processing}
          onClick={() => {
            setSheetOpen(true)
            startRecording()
          }}
        />
      )}

      <DesktopRecordingDialog voice={voice} isMobile={isMobile} />
      <RecorderSheet
        open={sheetOpen && isMobile}
        onOpenChange={(open) => {
          // Closing the sheet mid-recording keeps what was said (Reset is the way to throw it away).
          if (!open && voice.active) void voice.finish()
          setSheetOpen(open)
        }}
        title="Recording Quick Update"
        description="Speak your full update — we'll format it for you."
        status={voice.status === 'paused' ? 'paused' : voice.active ? 'recording' : 'idle'}
        elapsedSeconds={voice.elapsedSeconds}
        processing={processing || voice.busy}
        onStart={startRecording}
        onPause={voice.pause}
        onResume={voice.resume}
        onReset={() => {
          voice.cancel()
          setSheetOpen(false)
        }}
        onStop={() => {
          setSheetOpen(false)
          void voice.finish()
        }}
      />
      <DraftTypeInsteadSheet
        controller={controller}
        open={typeSheetOpen && isMobile}
        onOpenChange={setTypeSheetOpen}
        placeholder="Type your complete update here..."
        processing={processing}
        onSubmit={({ text }) => {
          void controller.addText(text).then((added) => added && setTypeSheetOpen(false))
        }}
      />
      <RecoveryPrompt voice={voice} />
      <ProcessingOverlay open={processing} />
    </div>
  )
}
