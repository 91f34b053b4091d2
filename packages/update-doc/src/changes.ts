import * as Y from 'yjs'
import { isTrackedSection, sectionBaseId } from '@sayso/shared'
import { newId, stableKey } from './ids.ts'
import {
  FORMAT_KEY,
  FORMAT_RUN,
  SCHEMA_VERSION,
  entriesArray,
  entrySlots,
  isMap,
  metaMap,
  readEntries,
  readEntry,
  readRecording,
  readRecordings,
  recordingsMap,
  typedTextOf,
  type DocEntry,
  type DocRecording,
  type EntrySlot,
  type UpdateMeta,
} from './schema.ts'

// SPEC §4 changes, each one Yjs transaction: edits from two devices merge item by item
// (entries and recordings are separate Y.Maps), never by replacing the whole update.

/** What a new update's document starts with: its meta, the schema version aside. */
export type UpdateInit = Omit<UpdateMeta, 'schemaVersion'>

/** A formatting result before it is stored: the document adds the id and the source recordings. */
export interface FormattedInput {
  sectionId: string
  sectionName?: string
  headline: string
  content: string
}

/**
 * Fills in the meta of a new update, leaving keys that are already set alone (so a device that
 * opens an update another device created keeps that device's title and date).
 */
export function initializeUpdate(doc: Y.Doc, init: UpdateInit): void {
  const meta = metaMap(doc)
  doc.transact(() => {
    if (!meta.has('schemaVersion')) meta.set('schemaVersion', SCHEMA_VERSION)
    for (const [key, value] of Object.entries(init)) {
      if (!meta.has(key)) meta.set(key, value)
    }
  })
}

/** SPEC §4 title edit: saved trimmed, and only when something is left. Returns whether it was saved. */
export function setTitle(doc: Y.Doc, title: string): boolean {
  const trimmed = title.trim()
  if (!trimmed) return false
  if (metaMap(doc).get('title') !== trimmed) doc.transact(() => metaMap(doc).set('title', trimmed))
  return true
}

/** Adds a recording once (its id is unique); returns false when it was already there. */
export function addRecording(doc: Y.Doc, recording: DocRecording): boolean {
  const recordings = recordingsMap(doc)
  if (recordings.has(recording.id)) return false
  doc.transact(() => recordings.set(recording.id, toYMap(recording)))
  return true
}

/** SPEC §4: saving a pending recording assigns it to the chosen section. */
export function assignRecording(doc: Y.Doc, recordingId: string, sectionId: string): boolean {
  const recording: unknown = recordingsMap(doc).get(recordingId)
  if (!isMap(recording)) return false
  doc.transact(() => recording.set('assignedSection', sectionId))
  return true
}

/** A prelim Y.Map of the defined fields (Yjs cannot store `undefined`). */
export function toYMap(fields: object): Y.Map<unknown> {
  return new Y.Map<unknown>(Object.entries(fields).filter(([, value]) => value !== undefined))
}

/**
 * The entry maps of one formatting run. `formattedFrom` names what was formatted (the scope, the
 * source recordings, any typed-in text); a draft names nothing, so it never supersedes another.
 */
function formattingRun(
  formatted: readonly FormattedInput[],
  sourceRecordingIds: string[],
  formattedFrom: object | undefined,
): Y.Map<unknown>[] {
  const run = newId()
  const key = formattedFrom && stableKey(formattedFrom)
  return formatted.map((input) => {
    const entry: DocEntry = { id: newId(), ...input, sourceRecordingIds, ...newItemFields(input.sectionId) }
    return toYMap({ ...entry, ...(key !== undefined && { [FORMAT_KEY]: key, [FORMAT_RUN]: run }) })
  })
}

/** A risk, blocker or ask written this week is an open item, new in this update (issue 17). */
const newItemFields = (sectionId: string): Pick<DocEntry, 'status' | 'openSince'> =>
  isTrackedSection(sectionId) ? { status: 'open', openSince: 1 } : {}

/**
 * Quick formatting: the result replaces every entry; each cites all recordings. `typedText` is the
 * text formatted instead of the recordings, when it was. Returns the removed ids.
 */
export function replaceAllEntries(
  doc: Y.Doc,
  formatted: readonly FormattedInput[],
  options: { typedText?: string } = {},
): string[] {
  const entries = entriesArray(doc)
  const removed = entries.toArray().map((entry) => readEntry(entry).id)
  const sources = readRecordings(doc).map((recording) => recording.id)
  const named = sources.length > 0 || options.typedText !== undefined
  const formattedFrom = named ? { scope: 'all', typedText: options.typedText, sources: [...sources].sort() } : undefined
  doc.transact(() => {
    entries.delete(0, entries.length)
    entries.push(formattingRun(formatted, sources, formattedFrom))
  })
  return removed
}

/**
 * Weekly formatting of one section: its entries are replaced in place (or appended when it had
 * none), citing the recordings assigned to that section. Items carried over from the previous
 * update were not formatted from these recordings and stay; an item formatted again keeps the
 * status it was given (matched by headline). Returns the removed ids.
 */
export function replaceSectionEntries(doc: Y.Doc, sectionId: string, formatted: readonly FormattedInput[]): string[] {
  const base = sectionBaseId(sectionId)
  const entries = entriesArray(doc)
  const sources = readRecordings(doc)
    .filter((recording) => recording.assignedSection !== undefined && sectionBaseId(recording.assignedSection) === base)
    .map((recording) => recording.id)
  const formattedFrom = sources.length > 0 ? { scope: `section:${base}`, sources: [...sources].sort() } : undefined
  const removed: string[] = []
  const statusOf = new Map<string, DocEntry>()
  let insertAt = -1
  doc.transact(() => {
    for (let index = entries.length - 1; index >= 0; index--) {
      const entry = readEntry(entries.get(index))
      if (sectionBaseId(entry.sectionId) !== base || entry.carriedFrom !== undefined) continue
      removed.push(entry.id)
      if (entry.status && entry.status !== 'open') statusOf.set(entry.headline, entry)
      entries.delete(index, 1)
      insertAt = index
    }
    const maps = formattingRun(formatted, sources, formattedFrom)
    maps.forEach((map, at) => {
      const earlier = statusOf.get(formatted[at]!.headline)
      if (earlier?.status) map.set('status', earlier.status)
      if (earlier?.resolution !== undefined) map.set('resolution', earlier.resolution)
    })
    if (insertAt === -1) entries.push(maps)
    else entries.insert(insertAt, maps)
  })
  return removed
}

const findEntry = (doc: Y.Doc, entryId: string): EntrySlot | undefined =>
  entrySlots(doc).shown.find((slot) => slot.map.get('id') === entryId)

/** SPEC §4 entry edit: new headline and content. Returns false when the entry no longer exists. */
export function editEntry(doc: Y.Doc, entryId: string, change: { headline: string; content: string }): boolean {
  const found = findEntry(doc, entryId)
  if (!found) return false
  doc.transact(() => {
    if (found.map.get('headline') !== change.headline) found.map.set('headline', change.headline)
    if (found.map.get('content') !== change.content) found.map.set('content', change.content)
  })
  return true
}

/**
 * SPEC §4 entry delete: the entry goes with its source recordings; an entry without source ids takes
 * the recordings assigned to its section base, unless another entry still shares that base.
 */
export function deleteEntry(doc: Y.Doc, entryId: string): boolean {
  const { shown, superseded } = entrySlots(doc)
  const found = shown.find((slot) => slot.map.get('id') === entryId)
  if (!found) return false
  const entry = readEntry(found.map)
  const key: unknown = found.map.get(FORMAT_KEY)
  // The runs this entry's run superseded go too: they would show once its run is deleted.
  const twins = key === undefined ? [] : superseded.filter((slot) => slot.map.get(FORMAT_KEY) === key)
  const removed = [found, ...twins]
  const recordings = recordingsMap(doc)
  doc.transact(() => {
    for (const slot of removed.sort((a, b) => b.index - a.index)) entriesArray(doc).delete(slot.index, 1)
    let doomed: string[]
    if (entry.sourceRecordingIds && entry.sourceRecordingIds.length > 0) {
      doomed = entry.sourceRecordingIds
    } else {
      const base = sectionBaseId(entry.sectionId)
      const shared = readEntries(doc).some((other) => sectionBaseId(other.sectionId) === base)
      doomed = shared
        ? []
        : [...recordings.values()]
            .map(readRecording)
            .filter(
              (recording) =>
                recording.assignedSection !== undefined && sectionBaseId(recording.assignedSection) === base,
            )
            .map((recording) => recording.id)
    }
    for (const id of doomed) recordings.delete(id)
  })
  return true
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff

/** The span two texts differ in: `start` characters the same before it, `end` the same after it. */
function changedSpan(from: string, to: string): { start: number; end: number } {
  let start = 0
  while (start < from.length && start < to.length && from[start] === to[start]) start++
  // Never split a surrogate pair (an emoji): step back to its first half.
  if (start > 0 && isHighSurrogate(from.charCodeAt(start - 1))) start--
  let end = 0
  while (
    end < from.length - start &&
    end < to.length - start &&
    from[from.length - 1 - end] === to[to.length - 1 - end]
  ) {
    end++
  }
  if (end > 0 && isLowSurrogate(from.charCodeAt(from.length - end))) end--
  return { start, end }
}

/**
 * Replaces the typed-in text by editing only the span that changed, so typing on two devices at
 * once keeps both sides' characters instead of one device's whole text winning. `base` is the text
 * the change was made from when the document may have changed since (another device's keys arrived
 * between a key press and its write): the change lands where those keys moved it to.
 */
export function setTypedText(doc: Y.Doc, text: string, base?: string): void {
  const ytext = typedTextOf(doc)
  const current = ytext.toString()
  const from = base ?? current
  if (from === text) return
  const ours = changedSpan(from, text)
  const theirs = changedSpan(from, current)
  // A place in `from` as it is in `current`: after their change when inside or past it.
  const moved = (at: number) =>
    at <= theirs.start
      ? at
      : at >= from.length - theirs.end
        ? at + current.length - from.length
        : current.length - theirs.end
  const start = moved(ours.start)
  const end = Math.max(start, moved(from.length - ours.end))
  doc.transact(() => {
    ytext.delete(start, end - start)
    ytext.insert(start, text.slice(ours.start, text.length - ours.end))
  })
}

/** SPEC §4 clear-all: recordings, formatted entries and typed text go; the title and meta stay. */
export function clearAll(doc: Y.Doc): string[] {
  const entries = entriesArray(doc)
  const removed = entries.toArray().map((entry) => readEntry(entry).id)
  doc.transact(() => {
    entries.delete(0, entries.length)
    recordingsMap(doc).clear()
    typedTextOf(doc).delete(0, typedTextOf(doc).length)
  })
  return removed
}
