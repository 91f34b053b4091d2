import {
  QUICK_TEMPLATE,
  defaultTitle,
  deriveExecVersion,
  type DerivedEntry,
  type ExecVersionRequest,
  type ItemStatus,
} from '@sayso/shared'
import type { OpenedUpdate, SyncClient } from '@sayso/sync-client'
import {
  execSourceOf,
  isExecOutOfDate,
  listExecVersion,
  readEntries,
  readMeta,
  refreshExecVersion,
  setItemStatus,
  settleProposal,
  writeExecVersion,
  type DocEntry,
  type ExecSource,
} from '@sayso/update-doc'
import { NetworkError, userFacingMessage } from '../api/api-client.ts'
import type { ToastInput } from '../toasts/toast-store.ts'
import { watchExecSource, type ExecSourceView, type ExecSourceWatch } from './exec-source.ts'
import type { WorkspaceEntry } from './update-view.ts'

/** What the exec-version and tracked-item actions need of the controller of the update they act on. */
export interface ExecHost {
  sync: SyncClient
  notify: (toast: ToastInput) => void
  /** POST /api/exec-version (issue 17). */
  execVersion: (request: ExecVersionRequest) => Promise<DerivedEntry[]>
  /** The update's document when it exists. */
  opened(): OpenedUpdate | null
  /** The update's document, made first when it does not exist yet (carried items are shown before). */
  ensureDocument(): Promise<OpenedUpdate>
  /** The shown entry at this index. */
  entryAt(index: number): WorkspaceEntry | undefined
  titlePlaceholder: string
  /** Something the screen shows changed (the weekly update an exec version follows). */
  onChange(): void
}

export interface ExecState {
  /** An exec version's weekly update (issue 17), or null. */
  execSource: ExecSource | null
  /** The weekly update changed since this exec version was made or last refreshed. */
  execOutOfDate: boolean
}

const NO_EXEC_STATE: ExecState = { execSource: null, execOutOfDate: false }

/**
 * Issue 17's actions on one open update: tracked items kept, resolved or dropped; a weekly update's
 * exec version made; an exec version following, and refreshed from, its weekly update.
 */
export class ExecVersionActions {
  private readonly host: ExecHost
  private sourceWatch: ExecSourceWatch | null = null
  /** The last state worked out, and what it was worked out from: a key press does not recompare entries. */
  private state: { meta: unknown; now: ExecSourceView | null; value: ExecState } | null = null

  constructor(host: ExecHost) {
    this.host = host
  }

  /** The exec link and out-of-date flag, the same object while neither the meta nor the weekly update changed. */
  current(meta: unknown): ExecState {
    const opened = this.host.opened()
    if (!opened) return NO_EXEC_STATE
    const now = this.sourceWatch?.current() ?? null
    const kept = this.state
    if (kept && kept.meta === meta && kept.now === now) return kept.value
    const source = execSourceOf(opened.doc)
    const value: ExecState = {
      execSource: source && now ? { ...source, title: now.title || source.title } : source,
      execOutOfDate: Boolean(now && isExecOutOfDate(opened.doc, now.entries)),
    }
    this.state = { meta, now, value }
    return value
  }

  /** An exec version follows its weekly update from the moment its link is known (perhaps synced in later). */
  watchSource(): void {
    const opened = this.host.opened()
    const source = opened && execSourceOf(opened.doc)
    if (!source || this.sourceWatch) return
    this.sourceWatch = watchExecSource(this.host.sync, source.id, this.host.onChange)
  }

  dispose(): void {
    this.sourceWatch?.dispose()
  }

  /** Keep (open), resolve (with a resolution line) or drop an item; a carried item makes the update. */
  setItemStatusAt = async (index: number, status: ItemStatus, resolution?: string): Promise<void> => {
    const opened = await this.host.ensureDocument()
    const entry = readEntries(opened.doc)[index]
    if (!entry || !setItemStatus(opened.doc, entry.id, status, resolution)) return
    const said = { open: 'Kept open', resolved: 'Marked resolved', dropped: 'Dropped' }[status]
    this.host.notify({ title: said, description: entry.headline, variant: 'success' })
  }

  /**
   * The exec version of these weekly entries by the server's back end (the OpenAI-compatible model
   * when configured); derived on the device when the server cannot be reached. Null after a failure
   * the user was told about.
   */
  private async execEntriesFor(weekly: readonly DocEntry[]): Promise<DerivedEntry[] | null> {
    const entries = weekly.map(({ id, sectionId, headline, content, status }) => ({
      id,
      sectionId,
      headline,
      content,
      ...(status !== undefined && { status }),
    }))
    try {
      return await this.host.execVersion({ entries })
    } catch (error) {
      if (error instanceof NetworkError) return deriveExecVersion(weekly)
      this.host.notify({
        title: 'Could not make the exec version',
        description: userFacingMessage(error) ?? 'Please try again in a few moments.',
        variant: 'destructive',
      })
      return null
    }
  }

  /** 'Create exec version': a Quick Update derived from this weekly update, linked to it. Returns its id. */
  createExecVersion = async (): Promise<string | null> => {
    const opened = this.host.opened()
    if (!opened) return null
    const weekly = readEntries(opened.doc)
    // The offline rules tell, without a request, whether anything would go to an exec version.
    if (deriveExecVersion(weekly).length === 0) {
      this.host.notify({
        title: 'Nothing for an exec version yet',
        description: 'Add goal progress, decisions, risks or what is on the horizon first.',
      })
      return null
    }
    const derived = await this.execEntriesFor(weekly)
    if (!derived) return null
    const title = readMeta(opened.doc).title ?? this.host.titlePlaceholder
    const exec = await this.host.sync.create({
      title: defaultTitle(QUICK_TEMPLATE),
      templateId: QUICK_TEMPLATE.id,
      templateName: QUICK_TEMPLATE.name,
      updateType: 'quick',
    })
    writeExecVersion(exec.doc, { id: opened.id, title }, derived, weekly)
    listExecVersion(opened.doc, { id: exec.id, title: readMeta(exec.doc).title ?? '' })
    exec.release()
    return exec.id
  }

  /** 'Refresh from weekly': entries edited by hand keep the user's words and get the new text to accept. */
  refreshFromWeekly = async (): Promise<void> => {
    const now = this.sourceWatch?.current()
    if (!now) return
    const derived = await this.execEntriesFor(now.entries)
    const opened = this.host.opened()
    const source = opened && execSourceOf(opened.doc)
    if (!derived || !opened || !source) return
    const waiting = refreshExecVersion(
      opened.doc,
      { id: source.id, title: now.title || source.title },
      derived,
      now.entries,
    )
    this.host.notify({
      title: 'Refreshed from weekly',
      description:
        waiting > 0
          ? `${waiting} ${waiting === 1 ? 'entry you edited keeps' : 'entries you edited keep'} your words; accept the new text entry by entry.`
          : 'This exec version matches its weekly update again.',
      variant: 'success',
    })
  }

  /** A hand-edited entry takes the weekly update's newer text (`accept`) or keeps the user's (`keep`). */
  settleProposalAt = (index: number, choice: 'accept' | 'keep'): void => {
    const entry = this.host.entryAt(index)
    const opened = this.host.opened()
    if (opened && entry) settleProposal(opened.doc, entry.id, choice)
  }
}
