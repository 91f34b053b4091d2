import {
  QUICK_TEMPLATE,
  type ProcessTextRequest,
  type ProcessTextResponse,
  WEEKLY_TEMPLATE,
  findSection,
  sectionBaseId,
  type DerivedEntry,
  type ExecVersionRequest,
  type FormatUpdateRequest,
  type FormattedSection,
  type Template,
  type UpdateType,
} from '@sayso/shared'
import {
  addRecording,
  readEntries,
  readRecordings,
  replaceAllEntries,
  replaceSectionEntries,
  type DocRecording,
} from '@sayso/update-doc'
import type * as Y from 'yjs'
import type { ToastInput } from '../toasts/toast-store.ts'
import { entriesBySection, quickTranscription, weeklyFormatRequest } from './format-requests.ts'

/** The server calls that turn content into an update's words. */
export interface ContentApi {
  transcribeAudio(audio: Blob): Promise<string>
  processText(body: ProcessTextRequest): Promise<ProcessTextResponse>
  formatUpdate(body: FormatUpdateRequest): Promise<FormattedSection[]>
  execVersion(body: ExecVersionRequest): Promise<DerivedEntry[]>
}

/** A typed note as the content queue keeps it. */
export interface TypedNote {
  id: string
  text: string
  sectionId?: string
  createdAt: string
}

export interface TypedNoteTools {
  api: ContentApi
  /** Applies a change to the note's own update document. */
  changeUpdate(change: (doc: Y.Doc) => void): Promise<void>
}

export interface TypedNoteOutcome {
  toast: ToastInput
  /** The note became words to format (weekly); a quick note is formatted already. */
  hasWordsToFormat: boolean
}

/** What to format in an update: weekly, some sections or (absent) every one; quick, always the whole. */
export interface FormatScope {
  onlySections?: readonly string[]
}

/**
 * Everything that differs between a Weekly and a Quick update (SPEC §4), in one place: the
 * controller, the content queue and the workspaces ask the strategy instead of testing the type.
 */
export interface UpdateStrategy {
  readonly updateType: UpdateType
  readonly template: Template
  /** SPEC §7: the formatting request for these recordings, or null when nothing qualifies. */
  formatRequest(recordings: readonly DocRecording[], scope: FormatScope): FormatUpdateRequest | null
  /** Puts the formatter's answer into the document. */
  applyFormatted(doc: Y.Doc, request: FormatUpdateRequest, formatted: readonly FormattedSection[]): void
  /** SPEC §9: the title of the toast once the update is formatted. */
  readonly formattedTitle: string
  /** Words in the update not formatted yet (formatted when content lands or the update opens), or null. */
  unformatted(doc: Y.Doc): FormatScope | null
  /** The section a finished recording goes to: the target section (weekly), none (quick). */
  recordingSection(targetSection: string): string | undefined
  /** Whether typed text and recordings need a target section (SPEC §4, §5 'Missing Information'). */
  readonly textNeedsSection: boolean
  /** Issue 17: a fresh update starts with the open items of the user's previous update of this type. */
  readonly carriesOver: boolean
  /** SPEC §4 "Text input": puts a typed note into its update. */
  addTypedText(note: TypedNote, tools: TypedNoteTools): Promise<TypedNoteOutcome>
}

/** Recordings assigned to a section whose words no entry of that section was formatted from. */
function unformattedSections(doc: Y.Doc): string[] {
  const cited = new Set(readEntries(doc).flatMap((entry) => entry.sourceRecordingIds ?? []))
  const sections = new Set<string>()
  for (const recording of readRecordings(doc)) {
    if (recording.assignedSection === undefined || cited.has(recording.id) || !recording.transcription.trim()) continue
    sections.add(sectionBaseId(recording.assignedSection))
  }
  return [...sections]
}

export const WEEKLY_STRATEGY: UpdateStrategy = {
  updateType: 'weekly',
  template: WEEKLY_TEMPLATE,
  formatRequest: (recordings, scope) => weeklyFormatRequest(WEEKLY_TEMPLATE, recordings, scope.onlySections),
  applyFormatted(doc, request, formatted) {
    if (request.updateType !== 'weekly') return
    for (const [sectionId, sectionEntries] of entriesBySection(WEEKLY_TEMPLATE, request, formatted)) {
      replaceSectionEntries(doc, sectionId, sectionEntries)
    }
  },
  formattedTitle: 'Update Formatted',
  unformatted(doc) {
    const sections = unformattedSections(doc).filter((id) => findSection(WEEKLY_TEMPLATE, id))
    return sections.length > 0 ? { onlySections: sections } : null
  },
  recordingSection: (targetSection) => targetSection || undefined,
  textNeedsSection: true,
  carriesOver: true,
  async addTypedText(note, { api, changeUpdate }) {
    const section = note.sectionId ? findSection(WEEKLY_TEMPLATE, note.sectionId) : undefined
    if (!section) throw new Error('The section this note was written for no longer exists.')
    const processed = await api.processText({ text: note.text, sectionId: section.id, sectionName: section.name })
    await changeUpdate((doc) =>
      addRecording(doc, {
        id: note.id,
        transcription: processed.processedText,
        timestamp: note.createdAt,
        duration: 0,
        assignedSection: section.id,
      }),
    )
    return {
      toast: { title: 'Text Added', description: `Your text has been added to ${section.name}.`, variant: 'success' },
      hasWordsToFormat: true,
    }
  },
}

export const QUICK_STRATEGY: UpdateStrategy = {
  updateType: 'quick',
  template: QUICK_TEMPLATE,
  formatRequest(recordings) {
    const transcription = quickTranscription(recordings)
    return transcription ? { updateType: 'quick', transcription } : null
  },
  applyFormatted: (doc, _request, formatted) => void replaceAllEntries(doc, formatted),
  formattedTitle: 'Quick Update Formatted',
  // SPEC §4: a quick update's recordings are formatted as a whole, once; after that, recording starts a
  // new update, and formatting again would replace typed results and edits.
  unformatted: (doc) => (readRecordings(doc).length > 0 && readEntries(doc).length === 0 ? {} : null),
  recordingSection: () => undefined,
  textNeedsSection: false,
  carriesOver: false,
  // SPEC §4: quick text goes straight to formatting; the result replaces the formatted sections.
  async addTypedText(note, { api, changeUpdate }) {
    const formatted = await api.formatUpdate({ updateType: 'quick', transcription: note.text })
    await changeUpdate((doc) => replaceAllEntries(doc, formatted, { typedText: note.text }))
    return {
      toast: {
        title: 'Update Formatted',
        description: 'Your text has been formatted into a Quick Update.',
        variant: 'success',
      },
      hasWordsToFormat: false,
    }
  },
}

export const strategyFor = (updateType: UpdateType): UpdateStrategy =>
  updateType === 'quick' ? QUICK_STRATEGY : WEEKLY_STRATEGY
