import {
  defaultTitle,
  findSection,
  type DerivedEntry,
  type ExecVersionRequest,
  type FormatUpdateRequest,
  type FormattedSection,
  type ItemStatus,
} from '@sayso/shared'
import type { OpenedUpdate, SyncClient } from '@sayso/sync-client'
import {
  assignRecording,
  carryOverInto,
  deleteEntry,
  editEntry,
  entriesArray,
  newId,
  readMeta,
  recordingsMap,
  replaceSectionEntries,
  setTitle as setDocTitle,
  type DocRecording,
  type ExecVersionRef,
} from '@sayso/update-doc'
import * as Y from 'yjs'
import type { ToastInput } from '../toasts/toast-store.ts'
import type { ExportableUpdate } from '../update-export/update-export.ts'
import { watchCarryOver, type CarryOver } from './carry-over.ts'
import type { ContentQueue, QueueItemView } from './content-queue.ts'
import { DraftText } from './draft-text.ts'
import { ExecVersionActions, type ExecState } from './exec-version-actions.ts'
import { quickTranscription } from './format-requests.ts'
import { FormatScheduler } from './format-scheduler.ts'
import type { UpdateStrategy } from './update-strategy.ts'
import { UpdateView, sameItems, type WorkspaceEntry } from './update-view.ts'

const NO_ENTRIES: readonly WorkspaceEntry[] = []
const NO_RECORDINGS: readonly DocRecording[] = []
const NO_EXEC_VERSIONS: readonly ExecVersionRef[] = []

// SPEC §4: an update saved before it was formatted.
const DRAFT_SECTION = { sectionId: 'draft', sectionName: 'Draft Content', headline: 'In Progress' } as const

/**
 * new: nothing made yet (the address names no update); opening: reading this device's copy or the
 * server's; unavailable-offline: neither this device nor (offline) the server can give it yet;
 * not-found: deleted, someone else's, or never made; open: shown and editable.
 */
export type WorkspaceStatus = 'new' | 'opening' | 'unavailable-offline' | 'not-found' | 'open'

export interface WorkspaceState extends ExecState {
  status: WorkspaceStatus
  /** Set once the update exists (made on this device at the first content, or opened from its address). */
  updateId: string | null
  /** The update's own type when the address named an update of the other type. */
  actualType: UpdateStrategy['updateType'] | null
  title: string
  titlePlaceholder: string
  /** The same array (and entry objects) until an entry changes, so unchanged rows skip their render. */
  entries: readonly WorkspaceEntry[]
  recordings: readonly DocRecording[]
  /** SPEC §4: a weekly recording without a section waits for the user to choose one. */
  pendingRecording: DocRecording | null
  draftText: string
  targetSection: string
  isFormatting: boolean
  /** This update's items in the content queue. */
  queued: readonly QueueItemView[]
  isProcessing: boolean
  /** Items waiting for a connection (SPEC: "saved on this device"). */
  waitingCount: number
  failedItems: readonly QueueItemView[]
  exportable: ExportableUpdate
  /** SPEC §4: what makes "Start a new update?" ask first. */
  hasWork: boolean
  /** This tab's entry edits and deletes that Ctrl/Cmd+Z can undo (and redo). */
  canUndo: boolean
  canRedo: boolean
  /** A weekly update's exec versions. */
  execVersions: readonly ExecVersionRef[]
}

export interface UpdateControllerDeps {
  strategy: UpdateStrategy
  sync: SyncClient
  queue: ContentQueue
  notify: (toast: ToastInput) => void
  formatUpdate: (request: FormatUpdateRequest) => Promise<FormattedSection[]>
  /** POST /api/exec-version (issue 17). */
  execVersion: (request: ExecVersionRequest) => Promise<DerivedEntry[]>
  /** The update was made on this device: its address can name it now. */
  onCreated?: (updateId: string) => void
  /** Where the tab keeps its target section through a reload (SPEC §3 session state). */
  targetSection?: { read(): string; write(sectionId: string): void }
}

/**
 * One open update, outside React (STYLE: a core outside React): it opens and closes the update's
 * document, schedules its formatting (one run at a time, SPEC delays, cancelled when the update is
 * left), keeps the draft text in the document, and hands new content to the content queue with the
 * update's id, type and section. Screens select the parts of `getSnapshot()` they show (each part
 * keeps its identity while unchanged, so a key press re-renders only what shows the text) and call
 * its actions.
 */
export class UpdateController {
  readonly strategy: UpdateStrategy
  private readonly deps: UpdateControllerDeps
  private readonly listeners = new Set<() => void>()
  private opened: OpenedUpdate | null = null
  private creating: Promise<OpenedUpdate> | null = null
  private disposed = false
  private status: WorkspaceStatus
  private updateId: string | null
  private actualType: WorkspaceState['actualType'] = null
  private view: UpdateView | null = null
  /** Kept while title, meta and entries stay the same, so the export buttons skip their render. */
  private exportable: ExportableUpdate | null = null
  private readonly openedAt = new Date().toISOString()
  private draftTitle = ''
  private readonly titlePlaceholder: string
  private readonly draft = new DraftText()
  private targetSection = ''
  private readonly formatter: FormatScheduler
  private snapshot: WorkspaceState
  private readonly unsubscribers: Array<() => void> = []
  /** Marks this controller's edits and deletes: the undo manager tracks only these, never another device's. */
  private readonly ownChange = { name: 'sayso:entry-change' }
  private undoManager: Y.UndoManager | null = null
  /** A fresh update's items carried over from the previous one, shown before the update exists. */
  private carried: (CarryOver & { entries: readonly WorkspaceEntry[] }) | null = null
  private readonly exec: ExecVersionActions

  constructor(deps: UpdateControllerDeps, updateId: string | null) {
    this.deps = deps
    this.strategy = deps.strategy
    this.updateId = updateId
    this.status = updateId ? 'opening' : 'new'
    this.titlePlaceholder = defaultTitle(deps.strategy.template)
    this.formatter = new FormatScheduler({
      target: () => {
        const opened = this.opened
        if (!opened || !this.updateId) return null
        return {
          updateId: opened.id,
          doc: opened.doc,
          strategy: this.strategy,
          whenAcknowledged: () => opened.whenAcknowledged(),
        }
      },
      formatUpdate: deps.formatUpdate,
      notify: deps.notify,
      onChange: () => this.publish(),
    })
    const kept = deps.targetSection?.read() ?? ''
    this.targetSection = deps.strategy.textNeedsSection && findSection(deps.strategy.template, kept) ? kept : ''
    this.exec = new ExecVersionActions({
      sync: deps.sync,
      notify: deps.notify,
      execVersion: deps.execVersion,
      opened: () => this.opened,
      ensureDocument: () => this.ensureDocument(),
      entryAt: (index) => this.view?.entries[index],
      titlePlaceholder: this.titlePlaceholder,
      onChange: () => this.publish(),
    })
    this.unsubscribers.push(() => this.exec.dispose())
    this.snapshot = this.compute()
    this.unsubscribers.push(deps.queue.subscribe(() => this.publish()))
    if (updateId) void this.openExisting(updateId)
    else if (deps.strategy.carriesOver) {
      // Issue 17: a fresh update shows the open items of the user's previous one until it is made.
      const stop = watchCarryOver(
        deps.sync,
        () => Boolean(this.opened || this.creating),
        (carried) => {
          // Keyed for the panel's rows; the items get their document ids when the update is made.
          this.carried = carried && {
            ...carried,
            entries: carried.items.map((item, index) => ({ ...item, id: `carried:${index}` })),
          }
          this.publish()
        },
      )
      this.unsubscribers.push(stop)
    }
  }

  getSnapshot = (): WorkspaceState => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private publish(): void {
    if (this.disposed) return
    this.snapshot = this.compute()
    this.listeners.forEach((listener) => listener())
  }

  private compute(): WorkspaceState {
    const view = this.view
    const entries = view?.entries ?? this.carried?.entries ?? NO_ENTRIES
    const recordings = view?.recordings ?? NO_RECORDINGS
    const title = view?.meta.title ?? this.draftTitle
    const draftText = this.draft.shown(view?.typedText ?? '')
    // Lists made afresh here keep the last snapshot's array while their items are the same.
    const last = this.snapshot as WorkspaceState | undefined
    const queued = sameOr(
      last?.queued,
      this.updateId ? this.deps.queue.getSnapshot().filter((item) => item.updateId === this.updateId) : [],
    )
    return {
      status: this.status,
      updateId: this.updateId,
      actualType: this.actualType,
      title,
      titlePlaceholder: this.titlePlaceholder,
      entries,
      recordings,
      pendingRecording: this.strategy.textNeedsSection
        ? (recordings.find((recording) => recording.assignedSection === undefined) ?? null)
        : null,
      draftText,
      targetSection: this.targetSection,
      isFormatting: this.formatter.isFormatting,
      queued,
      isProcessing: queued.some((item) => item.status === 'processing'),
      waitingCount: queued.filter((item) => item.status === 'waiting').length,
      failedItems: sameOr(
        last?.failedItems,
        queued.filter((item) => item.status === 'failed'),
      ),
      exportable: this.exportableNow(title, entries),
      hasWork:
        draftText.trim() !== '' ||
        this.targetSection !== '' ||
        recordings.length > 0 ||
        // Items carried over before the update is made are the previous update's, not work of this one.
        (view?.entries.length ?? 0) > 0 ||
        (title !== '' && title !== this.titlePlaceholder),
      canUndo: this.undoManager?.canUndo() ?? false,
      canRedo: this.undoManager?.canRedo() ?? false,
      ...this.exec.current(view?.meta),
      execVersions: view?.execVersions ?? NO_EXEC_VERSIONS,
    }
  }

  private exportableNow(title: string, entries: readonly WorkspaceEntry[]): ExportableUpdate {
    const meta = this.view?.meta
    const next: ExportableUpdate = {
      title: title || this.titlePlaceholder,
      templateName: meta?.templateName ?? this.strategy.template.name,
      updateType: this.strategy.updateType,
      createdAt: meta?.createdAt ?? this.openedAt,
      entries,
    }
    const kept = this.exportable
    if (
      kept &&
      kept.title === next.title &&
      kept.templateName === next.templateName &&
      kept.createdAt === next.createdAt &&
      kept.entries === next.entries
    )
      return kept
    this.exportable = next
    return next
  }

  /** Shows the document's state from now on, taking in each local or remote change as it comes. */
  private attach(opened: OpenedUpdate): void {
    this.opened = opened
    const view = new UpdateView(opened.doc)
    this.view = view
    const refresh = (transaction: Y.Transaction) => {
      if (!view.apply(transaction)) return
      this.exec.watchSource()
      this.publish()
    }
    opened.doc.on('afterTransaction', refresh)
    this.unsubscribers.push(() => opened.doc.off('afterTransaction', refresh))
    // An entry and its source recordings come back together: both collections are in scope, and each
    // edit or delete is its own step.
    const undoManager = new Y.UndoManager([entriesArray(opened.doc), recordingsMap(opened.doc)], {
      trackedOrigins: new Set([this.ownChange]),
      captureTimeout: 0,
    })
    this.undoManager = undoManager
    this.draft.attach(opened.doc)
    const stackChanged = () => this.publish()
    undoManager.on('stack-item-added', stackChanged)
    undoManager.on('stack-item-popped', stackChanged)
    this.unsubscribers.push(() => undoManager.destroy())
    this.unsubscribers.push(
      opened.onRefused((reason) => {
        // Deleted on another device, or the server says it is not this user's: not shown as if it were.
        if (reason === 'deleted' || reason === 'forbidden' || reason === 'not-found' || reason === 'invalid-name') {
          this.status = 'not-found'
          this.publish()
        }
      }),
    )
    this.exec.watchSource()
  }

  private async openExisting(updateId: string): Promise<void> {
    let opened: OpenedUpdate
    try {
      opened = await this.deps.sync.open(updateId, { existing: true })
    } catch {
      return // the sync client was destroyed (sign-out)
    }
    if (this.disposed) return opened.release()
    this.attach(opened)
    const decide = () => {
      const type = readMeta(opened.doc).updateType
      if (opened.refusal()) this.status = 'not-found'
      else if (type === undefined) return false
      else if (type !== this.strategy.updateType) {
        this.actualType = type
        this.status = 'not-found'
      } else this.status = 'open'
      this.publish()
      return true
    }
    if (decide()) {
      if (this.status === 'open') void opened.whenSynced.then(() => this.formatPending())
      return
    }
    // Nothing of it on this device: the server's copy decides.
    const offline = () => {
      if (this.status === 'opening' || this.status === 'unavailable-offline') {
        this.status = this.deps.sync.getState().status === 'offline' ? 'unavailable-offline' : 'opening'
        this.publish()
      }
    }
    offline()
    this.unsubscribers.push(this.deps.sync.subscribe(offline))
    await opened.whenSynced
    if (this.disposed || this.status === 'not-found') return
    if (!decide()) {
      // The server holds no update under this name (nothing with a type was ever written to it).
      this.status = 'not-found'
      this.publish()
      return
    }
    this.formatPending()
  }

  /** The update's document, made on this device at the first content if the address named none. */
  private async ensureDocument(): Promise<OpenedUpdate> {
    if (this.opened) return this.opened
    this.creating ??= this.deps.sync
      .create({
        title: this.draftTitle || this.titlePlaceholder,
        templateId: this.strategy.template.id,
        templateName: this.strategy.template.name,
        updateType: this.strategy.updateType,
      })
      .then((opened) => {
        if (this.disposed) {
          opened.release()
          throw new Error('The update was closed.')
        }
        this.updateId = opened.id
        this.status = 'open'
        this.attach(opened)
        if (this.carried) carryOverInto(opened.doc, this.carried.fromId, this.carried.items)
        this.publish()
        this.deps.onCreated?.(opened.id)
        return opened
      })
    return this.creating
  }

  // ── formatting ──────────────────────────────────────────────────────────

  /** SPEC §9: formats what holds unformatted words about 100 ms from now (cancelled if the update is left). */
  formatPending(): void {
    if (!this.disposed && this.status === 'open') this.formatter.formatSoon()
  }

  /** The Format action: every section with recordings (weekly), the whole update (quick). */
  async formatAll(): Promise<void> {
    if (this.snapshot.recordings.length === 0) {
      this.deps.notify({ title: 'Formatting Cancelled', description: 'No recordings to format' })
      return
    }
    await this.formatter.formatNow({}, true)
  }

  // ── content ─────────────────────────────────────────────────────────────

  setTargetSection = (sectionId: string): void => {
    this.targetSection = sectionId
    this.deps.targetSection?.write(sectionId)
    this.publish()
  }

  /** The text field: kept in the document (it survives a reload, shows on other devices); see draft-text.ts. */
  setDraftText = (text: string): void => {
    this.draft.type(text, this.view?.typedText ?? '')
    this.publish()
    if (!this.opened && text.trim()) void this.ensureDocument().catch(() => {})
  }

  /** SPEC §4: a finished recording is kept, transcribed, and goes to the target section (weekly) or waits for one. */
  addRecording = async (recording: { blob: Blob; duration: number; durationMs: number }): Promise<void> => {
    const recordedAt = Date.now() - recording.durationMs
    const { id: updateId } = await this.ensureDocument()
    const sectionId = this.strategy.recordingSection(this.targetSection)
    await this.deps.queue.enqueue({
      kind: 'audio',
      id: newId(recordedAt),
      updateId,
      updateType: this.strategy.updateType,
      ...(sectionId && { sectionId }),
      createdAt: new Date(recordedAt).toISOString(),
      audio: recording.blob,
      duration: recording.duration,
    })
  }

  /** SPEC §4/§5: typed text, processed into the target section (weekly) or formatted as a whole (quick). */
  addText = async (
    text: string = this.snapshot.draftText,
    sectionId: string = this.targetSection,
  ): Promise<boolean> => {
    const trimmed = text.trim()
    const { notify } = this.deps
    if (!trimmed) {
      notify({ title: 'Missing Information', description: 'Please enter text.', variant: 'destructive' })
      return false
    }
    let section: string | undefined
    if (this.strategy.textNeedsSection) {
      if (!sectionId) {
        notify({
          title: 'Missing Information',
          description: 'Please enter text and select a target section.',
          variant: 'destructive',
        })
        return false
      }
      section = findSection(this.strategy.template, sectionId)?.id
      if (!section) {
        notify({ title: 'Invalid Section', description: 'Selected section not found.', variant: 'destructive' })
        return false
      }
    }
    const opened = await this.ensureDocument()
    this.draft.clear()
    await this.deps.queue.enqueue({
      kind: 'text',
      id: newId(),
      updateId: opened.id,
      updateType: this.strategy.updateType,
      ...(section && { sectionId: section }),
      createdAt: new Date().toISOString(),
      text: trimmed,
    })
    return true
  }

  retryItem = (itemId: string): Promise<void> => this.deps.queue.retry(itemId)

  /** A failed typed note goes back into the text field when it is empty, so its words are not lost. */
  discardItem = async (itemId: string): Promise<void> => {
    const item = this.snapshot.failedItems.find((candidate) => candidate.id === itemId)
    if (item?.text && !this.snapshot.draftText.trim()) this.setDraftText(item.text)
    await this.deps.queue.discard(itemId)
  }

  savePendingRecording = async (sectionId: string): Promise<void> => {
    const pending = this.snapshot.pendingRecording
    const opened = await this.ensureDocument()
    if (!pending || !assignRecording(opened.doc, pending.id, sectionId)) return
    this.deps.notify({
      title: 'Recording saved',
      description: 'Recording assigned to the selected section.',
      variant: 'success',
    })
    this.formatPending()
  }

  discardPendingRecording = async (): Promise<void> => {
    const pending = this.snapshot.pendingRecording
    const opened = await this.ensureDocument()
    if (pending) opened.doc.transact(() => recordingsMap(opened.doc).delete(pending.id))
    this.deps.notify({ title: 'Recording discarded' })
  }

  /** Items carried over are shown before the update exists: changing one makes the update first. */
  private afterCarriedAreMade(act: () => void): boolean {
    if (this.opened || !this.carried) return false
    void this.ensureDocument().then(act, () => {})
    return true
  }

  editEntryAt = (index: number, changes: { headline: string; content: string }): void => {
    if (this.afterCarriedAreMade(() => this.editEntryAt(index, changes))) return
    const entry = this.view?.entries[index]
    const opened = this.opened
    if (!opened || !entry) return
    opened.doc.transact(() => editEntry(opened.doc, entry.id, changes), this.ownChange)
    this.deps.notify({ title: 'Section updated', description: 'Changes saved automatically.', variant: 'success' })
  }

  /** Deletes at once (SPEC §4); the toast's Undo, or Ctrl/Cmd+Z, brings the entry and its recordings back. */
  deleteEntryAt = (index: number): void => {
    if (this.afterCarriedAreMade(() => this.deleteEntryAt(index))) return
    const entry = this.view?.entries[index]
    const opened = this.opened
    if (!opened || !entry) return
    opened.doc.transact(() => deleteEntry(opened.doc, entry.id), this.ownChange)
    this.deps.notify({
      title: 'Entry deleted',
      description: entry.headline,
      action: { label: 'Undo', onAction: () => this.undo() },
    })
  }

  // ── tracked items and exec versions (issue 17) ─────────────────────────────

  setItemStatusAt = (index: number, status: ItemStatus, resolution?: string): Promise<void> =>
    this.exec.setItemStatusAt(index, status, resolution)
  createExecVersion = (): Promise<string | null> => this.exec.createExecVersion()
  refreshFromWeekly = (): Promise<void> => this.exec.refreshFromWeekly()
  settleProposalAt = (index: number, choice: 'accept' | 'keep'): void => this.exec.settleProposalAt(index, choice)

  /** Undoes this tab's last entry edit or delete, on every device. */
  undo = (): void => {
    if (!this.undoManager?.canUndo()) return
    this.undoManager.undo()
    this.deps.notify({ title: 'Undone', description: 'Your last change was undone.' })
  }

  redo = (): void => {
    if (!this.undoManager?.canRedo()) return
    this.undoManager.redo()
    this.deps.notify({ title: 'Redone', description: 'Your change was made again.' })
  }

  changeTitle = (next: string): void => {
    if (this.opened) {
      if (!setDocTitle(this.opened.doc, next)) return
    } else {
      if (!next.trim()) return
      this.draftTitle = next.trim()
      this.publish()
    }
    this.deps.notify({
      title: 'Title updated',
      description: 'Changes have been saved automatically.',
      variant: 'success',
    })
  }

  /**
   * SPEC §4 new update: the current work stays saved as a draft (unformatted words as one 'Draft
   * Content' entry headed 'In Progress'). Returns whether a draft was saved.
   */
  saveDraft = async (): Promise<boolean> => {
    const { entries, recordings, draftText } = this.snapshot
    const unformatted = entries.length === 0 ? (quickTranscription(recordings) ?? '') : ''
    const text = [unformatted, draftText.trim()].filter(Boolean).join('\n\n')
    let saved = entries.length > 0 || recordings.length > 0
    if (text) {
      const opened = await this.ensureDocument()
      opened.doc.transact(() => {
        replaceSectionEntries(opened.doc, DRAFT_SECTION.sectionId, [{ ...DRAFT_SECTION, content: text }])
        this.draft.clear()
      })
      saved = true
    }
    return saved
  }

  /** The update is left: scheduled formatting is cancelled; one already running finishes, then the document closes. */
  dispose(): void {
    if (this.disposed) return
    this.disposed = true
    // The last keys typed reach the document before it closes.
    this.draft.write()
    this.unsubscribers.forEach((unsubscribe) => unsubscribe())
    this.listeners.clear()
    const opened = this.opened
    const finished = this.formatter.cancel()
    if (opened) void finished.then(() => opened.release())
  }
}

/** `last` while it holds the same items as `next`, so selectors of it see no change. */
function sameOr<T>(last: readonly T[] | undefined, next: readonly T[]): readonly T[] {
  return last && sameItems(last, next) ? last : next
}
