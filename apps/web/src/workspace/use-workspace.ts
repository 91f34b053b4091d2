import { defaultTitle, findSection, type FormattedEntry, type Template } from '@sayso/shared'
import {
  assignRecording,
  deleteEntry,
  editEntry,
  newId,
  readEntries,
  readRecordings,
  recordingsMap,
  replaceAllEntries,
  replaceSectionEntries,
  setTitle as setDocTitle,
  toRestEntry,
  type DocEntry,
  type DocRecording,
} from '@sayso/update-doc'
import type { RecordingResult } from '@sayso/recorder-ui'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type * as Y from 'yjs'
import { formatUpdate } from '../api/ai-api.ts'
import { userFacingMessage } from '../api/api-client.ts'
import { toast } from '../toasts/toast-store.ts'
import { clearWorkspaceSession, writeWorkspaceSession, type WorkspaceSession } from '../workspace-session/workspace-session.ts'
import { entriesBySection, quickTranscription, weeklyFormatRequest } from './format-requests.ts'
import { sessionFits } from './initial-session.ts'
import type { ExportableUpdate } from '../update-export/update-export.ts'
import { useContentQueue } from './use-content-queue.ts'
import { useUpdateDocument } from './use-update-document.ts'

// SPEC §9: formatting starts about 100 ms after content is added.
export const AUTO_FORMAT_DELAY_MS = 100

function failureMessage(error: unknown, fallback: string): string {
  return userFacingMessage(error) ?? (error instanceof Error && error.message ? error.message : fallback)
}

/**
 * The state and actions of a workspace (SPEC §3 "Workspace state", §4). The update itself (title,
 * recordings, formatted entries) lives in its Yjs document, so it persists offline, across reloads and
 * across devices; this tab's session keeps which update is open, the target section and unsent text.
 */
export function useWorkspace(template: Template, initial: WorkspaceSession | null) {
  const session = sessionFits(initial, template) ? initial : null
  const [currentUpdateId, setCurrentUpdateId] = useState<string | null>(session?.currentUpdateId ?? null)
  const [targetSection, setTargetSection] = useState(session?.targetSection ?? '')
  const [textInput, setTextInput] = useState(session?.textInput ?? '')
  // The title chosen before the update exists; afterwards the document's title is the title.
  const [draftTitle, setDraftTitle] = useState('')
  const [titlePlaceholder, setTitlePlaceholder] = useState(() => defaultTitle(template))
  const [isFormatting, setIsFormatting] = useState(false)

  const update = useUpdateDocument(currentUpdateId, setCurrentUpdateId)
  const snapshot = update.snapshot
  const entries: DocEntry[] = useMemo(() => snapshot?.entries ?? [], [snapshot])
  const recordings: DocRecording[] = useMemo(() => snapshot?.recordings ?? [], [snapshot])
  const title = snapshot?.meta.title ?? draftTitle
  const restEntries: FormattedEntry[] = useMemo(() => entries.map(toRestEntry), [entries])
  // SPEC §4: a weekly recording without a section waits for the user to choose one.
  const pendingRecording =
    template.updateType === 'weekly' ? (recordings.find((recording) => recording.assignedSection === undefined) ?? null) : null

  // SPEC §3: the session is saved when recordings, sections or text exist.
  useEffect(() => {
    if (!currentUpdateId && !textInput && !targetSection) return
    // Until the document is open its content is unknown; the session keeps what it had.
    if (currentUpdateId && !snapshot) return
    writeWorkspaceSession({
      recordings,
      selectedTemplate: template.id,
      targetSection,
      formattedSections: restEntries,
      textInput,
      updateTitle: title || titlePlaceholder,
      currentUpdateId,
    })
  }, [currentUpdateId, recordings, restEntries, snapshot, targetSection, template.id, textInput, title, titlePlaceholder])

  const openDocument = useCallback(
    () =>
      update.ensure({
        title: draftTitle || titlePlaceholder,
        templateId: template.id,
        templateName: template.name,
        updateType: template.updateType,
      }),
    [update, draftTitle, template, titlePlaceholder],
  )

  /** Formats the update (SPEC §4); weekly formats `onlySections` when given, else every section. */
  const formatNow = useCallback(
    async (doc: Y.Doc, onlySections?: readonly string[]) => {
      const recordingsNow = readRecordings(doc)
      const request =
        template.updateType === 'weekly'
          ? weeklyFormatRequest(template, recordingsNow, onlySections)
          : quickRequest(recordingsNow)
      if (!request) {
        // SPEC §5: shown without the error style.
        toast({ title: 'Formatting Cancelled', description: 'No recordings to format' })
        return
      }
      setIsFormatting(true)
      try {
        const formatted = await formatUpdate(request)
        if (request.updateType === 'weekly') {
          for (const [sectionId, sectionEntries] of entriesBySection(template, request, formatted)) {
            replaceSectionEntries(doc, sectionId, sectionEntries)
          }
          toast({
            title: 'Update Formatted',
            description: 'Your voice notes have been transformed into a professional update.',
            variant: 'success',
          })
        } else {
          replaceAllEntries(doc, formatted)
          toast({
            title: 'Quick Update Formatted',
            description: 'Your voice notes have been transformed into a professional update.',
            variant: 'success',
          })
        }
      } catch (error) {
        toast({ title: 'Formatting Failed', description: failureMessage(error, 'Failed to format update'), variant: 'destructive' })
      } finally {
        setIsFormatting(false)
      }
    },
    [template],
  )

  // One formatting at a time, in order: content added while one runs is formatted right after it.
  const formatting = useRef<Promise<void>>(Promise.resolve())
  const format = useCallback(
    (doc: Y.Doc, onlySections?: readonly string[]) => {
      formatting.current = formatting.current.then(() => formatNow(doc, onlySections))
      return formatting.current
    },
    [formatNow],
  )

  // Formats scheduled or running: the quick update's own check leaves those to finish.
  const formatsUnderway = useRef(0)
  const formatSoon = useCallback(
    (doc: Y.Doc, onlySections?: readonly string[]) => {
      formatsUnderway.current += 1
      setTimeout(() => {
        void format(doc, onlySections).finally(() => {
          formatsUnderway.current -= 1
        })
      }, AUTO_FORMAT_DELAY_MS)
    },
    [format],
  )

  // SPEC §4: a quick update shown with recordings and nothing formatted formats itself, e.g. one whose
  // formatting failed or never ran (the page closed first). Checked once per opening, after the server's
  // state is in, so an update another device has formatted meanwhile is not formatted again.
  const { doc: shownDoc, whenSynced } = update
  useEffect(() => {
    if (template.updateType !== 'quick' || !shownDoc || !whenSynced) return
    let closed = false
    void whenSynced.then(() => {
      if (closed || formatsUnderway.current > 0) return
      if (readRecordings(shownDoc).length > 0 && readEntries(shownDoc).length === 0) formatSoon(shownDoc)
    })
    return () => {
      closed = true
    }
  }, [formatSoon, shownDoc, template.updateType, whenSynced])

  const queue = useContentQueue({
    template,
    current: currentUpdateId && update.doc ? { id: currentUpdateId, doc: update.doc } : null,
    formatSoon,
    // Refused text goes back into the field (unless something new was typed meanwhile), never lost.
    onRefused: (item) => {
      if (item.kind === 'text') setTextInput((typed) => (typed.trim() ? typed : item.text))
    },
  })

  /** SPEC §4: a finished recording is kept, transcribed, and goes to the target section (weekly) or waits for one. */
  const addRecordedAudio = useCallback(
    async (recording: RecordingResult) => {
      const recordedAt = Date.now() - recording.durationMs
      const { id: updateId } = await openDocument()
      const sectionId = template.updateType === 'weekly' && targetSection ? targetSection : undefined
      await queue.enqueue({
        kind: 'audio',
        id: newId(recordedAt),
        updateId,
        ...(sectionId && { sectionId }),
        createdAt: new Date(recordedAt).toISOString(),
        audio: recording.blob,
        duration: recording.duration,
      })
    },
    [openDocument, queue, targetSection, template.updateType],
  )

  const savePendingRecording = useCallback(
    async (sectionId: string) => {
      const { doc } = await openDocument()
      if (!pendingRecording || !assignRecording(doc, pendingRecording.id, sectionId)) return
      toast({ title: 'Recording saved', description: 'Recording assigned to the selected section.', variant: 'success' })
      formatSoon(doc, [sectionId])
    },
    [formatSoon, openDocument, pendingRecording],
  )

  const discardPendingRecording = useCallback(async () => {
    const { doc } = await openDocument()
    if (pendingRecording) doc.transact(() => recordingsMap(doc).delete(pendingRecording.id))
    toast({ title: 'Recording discarded' })
  }, [openDocument, pendingRecording])

  /** SPEC §4/§5: typed text, processed into the target section (weekly) or formatted as a whole (quick). */
  const addText = useCallback(
    async (text: string = textInput, sectionId: string = targetSection) => {
      const trimmed = text.trim()
      if (!trimmed) {
        toast({ title: 'Missing Information', description: 'Please enter text.', variant: 'destructive' })
        return false
      }
      if (template.updateType === 'weekly' && !sectionId) {
        toast({
          title: 'Missing Information',
          description: 'Please enter text and select a target section.',
          variant: 'destructive',
        })
        return false
      }
      const section = template.updateType === 'weekly' ? findSection(template, sectionId) : undefined
      if (template.updateType === 'weekly' && !section) {
        toast({ title: 'Invalid Section', description: 'Selected section not found.', variant: 'destructive' })
        return false
      }
      const { id: updateId } = await openDocument()
      setTextInput('')
      await queue.enqueue({
        kind: 'text',
        id: newId(),
        updateId,
        ...(section && { sectionId: section.id }),
        createdAt: new Date().toISOString(),
        text: trimmed,
      })
      return true
    },
    [openDocument, queue, targetSection, template],
  )

  const formatAll = useCallback(async () => {
    if (!update.doc || recordings.length === 0) {
      toast({ title: 'Formatting Cancelled', description: 'No recordings to format' })
      return
    }
    await format(update.doc)
  }, [update.doc, format, recordings.length])

  const editEntryAt = useCallback(
    (index: number, changes: { headline: string; content: string }) => {
      const entry = entries[index]
      if (!update.doc || !entry) return
      editEntry(update.doc, entry.id, changes)
      toast({ title: 'Section updated', description: 'Changes saved automatically.', variant: 'success' })
    },
    [update.doc, entries],
  )

  const deleteEntryAt = useCallback(
    (index: number) => {
      const entry = entries[index]
      if (update.doc && entry) deleteEntry(update.doc, entry.id)
    },
    [update.doc, entries],
  )

  const changeTitle = useCallback(
    (next: string) => {
      if (update.doc) {
        if (!setDocTitle(update.doc, next)) return
      } else {
        if (!next.trim()) return
        setDraftTitle(next.trim())
      }
      toast({ title: 'Title updated', description: 'Changes have been saved automatically.', variant: 'success' })
    },
    [update.doc],
  )

  /** Leaves the current update as it is saved and starts an empty one (SPEC §4 clear-all / new update). */
  const startOver = useCallback(() => {
    setCurrentUpdateId(null)
    setTargetSection('')
    setTextInput('')
    setDraftTitle('')
    setTitlePlaceholder(defaultTitle(template))
    clearWorkspaceSession()
  }, [template])

  // SPEC §4: what makes "Start a new update?" ask first.
  const hasWork =
    textInput.trim() !== '' ||
    targetSection !== '' ||
    recordings.length > 0 ||
    entries.length > 0 ||
    (title !== '' && title !== titlePlaceholder)

  /**
   * SPEC §4 new update: the current work stays saved as a draft (unformatted words as one 'Draft
   * Content' entry headed 'In Progress'), then the workspace starts empty. Returns whether a draft was saved.
   */
  const saveDraftAndStartOver = useCallback(async (): Promise<boolean> => {
    const unformatted = entries.length === 0 ? (quickTranscription(recordings) ?? '') : ''
    const draftText = [unformatted, textInput.trim()].filter(Boolean).join('\n\n')
    let saved = entries.length > 0 || recordings.length > 0
    if (draftText) {
      try {
        const { doc } = await openDocument()
        replaceSectionEntries(doc, DRAFT_SECTION.sectionId, [{ ...DRAFT_SECTION, content: draftText }])
        saved = true
      } catch {
        // Signed out meanwhile: nothing can be kept.
      }
    }
    startOver()
    return saved
  }, [entries.length, openDocument, recordings, startOver, textInput])

  const exportable: ExportableUpdate = {
    title: title || titlePlaceholder,
    templateName: snapshot?.meta.templateName ?? template.name,
    updateType: template.updateType,
    createdAt: snapshot?.meta.createdAt ?? new Date().toISOString(),
    entries: restEntries,
  }

  return {
    template,
    doc: update.doc,
    currentUpdateId,
    entries: restEntries,
    recordings,
    pendingRecording,
    title,
    titlePlaceholder,
    exportable,
    targetSection,
    setTargetSection,
    textInput,
    setTextInput,
    isFormatting,
    isProcessingText: queue.isProcessingText,
    isTranscribing: queue.isTranscribing,
    /** Recordings and texts waiting for the connection. */
    waitingCount: queue.waiting,
    addRecordedAudio,
    savePendingRecording,
    discardPendingRecording,
    addText,
    formatAll,
    editEntryAt,
    deleteEntryAt,
    changeTitle,
    startOver,
    hasWork,
    saveDraftAndStartOver,
  }
}

export type Workspace = ReturnType<typeof useWorkspace>

// SPEC §4: an update saved before it was formatted.
const DRAFT_SECTION = { sectionId: 'draft', sectionName: 'Draft Content', headline: 'In Progress' } as const

function quickRequest(recordings: readonly DocRecording[]) {
  const transcription = quickTranscription(recordings)
  return transcription ? ({ updateType: 'quick', transcription } as const) : null
}

