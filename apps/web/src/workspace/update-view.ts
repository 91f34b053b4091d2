import type { FormattedEntry } from '@sayso/shared'
import {
  entriesArray,
  entrySlots,
  execVersionsMap,
  metaMap,
  readEntry,
  readExecVersions,
  readMeta,
  readRecordings,
  recordingsMap,
  toRestEntry,
  typedTextOf,
  type DocRecording,
  type ExecVersionRef,
  type UpdateMeta,
} from '@sayso/update-doc'
import type * as Y from 'yjs'

/**
 * A shown entry: the REST entry with the document's stable id, which the panel keys its rows by, and
 * for an exec version's entry edited by hand the weekly update's newer text waiting to be accepted.
 */
export type WorkspaceEntry = FormattedEntry & { id: string; proposal?: { headline: string; content: string } }

/** Which parts of the view a change replaced; unchanged parts keep their identity. */
export interface ViewChanges {
  meta: boolean
  entries: boolean
  recordings: boolean
  typedText: boolean
  execVersions: boolean
}

/**
 * What a workspace shows of one update's document, kept current change by change (issue 18): a
 * transaction re-reads only the root collections it touched, and of the entries only those whose map
 * changed, so a key press in the text field costs no re-read of a thousand entries and leaves the
 * entries array (and every entry object) as it was — memoised rows then skip their render.
 */
export class UpdateView {
  meta: Partial<UpdateMeta>
  entries: readonly WorkspaceEntry[]
  recordings: readonly DocRecording[]
  typedText: string
  execVersions: readonly ExecVersionRef[]
  private readonly doc: Y.Doc
  private readonly readEntries = new WeakMap<Y.Map<unknown>, WorkspaceEntry>()

  constructor(doc: Y.Doc) {
    this.doc = doc
    this.meta = readMeta(doc)
    this.entries = this.readShownEntries(new Map())
    this.recordings = readRecordings(doc)
    this.typedText = typedTextOf(doc).toString()
    this.execVersions = readExecVersions(doc)
  }

  /** Takes in one transaction's changes; null when it changed nothing shown here. */
  apply(transaction: Y.Transaction): ViewChanges | null {
    const touched: ReadonlyMap<unknown, unknown> = transaction.changedParentTypes
    const doc = this.doc
    const changes: ViewChanges = {
      meta: touched.has(metaMap(doc)),
      entries: touched.has(entriesArray(doc)),
      recordings: touched.has(recordingsMap(doc)),
      typedText: touched.has(typedTextOf(doc)),
      execVersions: touched.has(execVersionsMap(doc)),
    }
    if (changes.meta) this.meta = readMeta(doc)
    if (changes.recordings) this.recordings = readRecordings(doc)
    if (changes.typedText) this.typedText = typedTextOf(doc).toString()
    if (changes.execVersions) this.execVersions = readExecVersions(doc)
    if (changes.entries) {
      const entries = this.readShownEntries(touched)
      changes.entries = !sameItems(entries, this.entries)
      if (changes.entries) this.entries = entries
    }
    return Object.values(changes).some(Boolean) ? changes : null
  }

  /** The shown entries in order; an entry whose map this change left alone is the object read before. */
  private readShownEntries(touched: ReadonlyMap<unknown, unknown>): WorkspaceEntry[] {
    return entrySlots(this.doc).shown.map(({ map }) => {
      const known = this.readEntries.get(map)
      if (known && !touched.has(map)) return known
      const docEntry = readEntry(map)
      const entry: WorkspaceEntry = { ...toRestEntry(docEntry), id: docEntry.id }
      if (docEntry.proposedHeadline !== undefined && docEntry.proposedContent !== undefined)
        entry.proposal = { headline: docEntry.proposedHeadline, content: docEntry.proposedContent }
      this.readEntries.set(map, entry)
      return entry
    })
  }
}

/** Whether both lists hold the same items (by identity) in the same order. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index])
}
