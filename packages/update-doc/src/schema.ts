import * as Y from 'yjs'
import type { ItemStatus, UpdateType } from '@sayso/shared'

/**
 * The layout of one update's Yjs document (one document per update, named by the update's UUID).
 * Every piece of state hangs off a named root type, so two devices that start the same document
 * offline share the containers instead of creating rival copies (only root types are merged by name).
 *
 *   meta          Y.Map    schemaVersion, title, templateId, templateName, updateType, createdAt, ownerId;
 *                          carriedFromId (a weekly update's items came from there); derivedFromId,
 *                          derivedFromTitle, derivedWeeklyKey (an exec version's weekly update)
 *   entries       Y.Array  of Y.Map (one per formatted entry, in display order; see `entrySlots`)
 *   recordings    Y.Map    recording id → Y.Map
 *   typedText     Y.Text   the text typed in instead of speaking
 *   execVersions  Y.Map    a weekly update's exec versions: update id → title
 *
 * Version 2 (issue 17): tracked items (status, resolution, carriedFrom, openSince on entries) and
 * exec versions (derivedKey and the derived text an entry started from, proposed text on refresh).
 */
export const SCHEMA_VERSION = 2

export interface UpdateMeta {
  schemaVersion: number
  title: string
  templateId: string
  templateName: string
  updateType: UpdateType
  /** ISO date-time. */
  createdAt: string
  ownerId: string
  carriedFromId?: string
  derivedFromId?: string
  derivedFromTitle?: string
  /** Exec versions made before the source fingerprint: a fingerprint of what was derived. */
  derivedSourceKey?: string
  /** A fingerprint of the weekly entries the exec version was made or refreshed from. */
  derivedWeeklyKey?: string
}

/** A formatted entry as the document holds it: the REST entry plus a stable id for edits and deletes. */
export interface DocEntry {
  id: string
  sectionId: string
  sectionName?: string
  headline: string
  content: string
  sourceRecordingIds?: string[]
  status?: ItemStatus
  resolution?: string
  carriedFrom?: string
  openSince?: number
  /** Exec versions: the derived entry this one is (see exec-link.ts). */
  derivedKey?: string
  /** The text the entry was derived with; an entry that no longer shows it was edited by hand. */
  derivedHeadline?: string
  derivedContent?: string
  /** The weekly update's newer text for a hand-edited entry, waiting to be accepted. */
  proposedHeadline?: string
  proposedContent?: string
}

export interface DocRecording {
  /** Timestamp-based id chosen by the recording device (SPEC §3). */
  id: string
  transcription: string
  /** ISO date-time the recording was made. */
  timestamp: string
  /** Seconds. */
  duration: number
  /** The section id the recording belongs to; absent while pending or for quick updates. */
  assignedSection?: string
}

export interface UpdateSnapshot {
  meta: Partial<UpdateMeta>
  entries: DocEntry[]
  /** Oldest first. */
  recordings: DocRecording[]
  typedText: string
  /** A weekly update's exec versions, oldest first. */
  execVersions: ExecVersionRef[]
}

export interface ExecVersionRef {
  id: string
  title: string
}

export const metaMap = (doc: Y.Doc) => doc.getMap<unknown>('meta')
export const entriesArray = (doc: Y.Doc) => doc.getArray<Y.Map<unknown>>('entries')
export const recordingsMap = (doc: Y.Doc) => doc.getMap<Y.Map<unknown>>('recordings')
export const typedTextOf = (doc: Y.Doc) => doc.getText('typedText')
export const execVersionsMap = (doc: Y.Doc) => doc.getMap<unknown>('execVersions')

const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

export function readMeta(doc: Y.Doc): Partial<UpdateMeta> {
  const meta = metaMap(doc)
  const result: Partial<UpdateMeta> = {}
  const version = meta.get('schemaVersion')
  if (typeof version === 'number') result.schemaVersion = version
  for (const key of [
    'title',
    'templateId',
    'templateName',
    'createdAt',
    'ownerId',
    'carriedFromId',
    'derivedFromId',
    'derivedFromTitle',
    'derivedSourceKey',
    'derivedWeeklyKey',
  ] as const) {
    const value = asString(meta.get(key))
    if (value !== undefined) result[key] = value
  }
  const updateType = meta.get('updateType')
  if (updateType === 'weekly' || updateType === 'quick') result.updateType = updateType
  return result
}

// A device can push anything into these collections; only maps are entries or recordings.
export const isMap = (value: unknown): value is Y.Map<unknown> => value instanceof Y.Map

/** An entry's fields; anything else a device pushed into the entries reads as an empty entry. */
export function readEntry(map: Y.Map<unknown> | unknown): DocEntry {
  if (!isMap(map)) return { id: '', sectionId: '', headline: '', content: '' }
  const entry: DocEntry = {
    id: asString(map.get('id')) ?? '',
    sectionId: asString(map.get('sectionId')) ?? '',
    headline: asString(map.get('headline')) ?? '',
    content: asString(map.get('content')) ?? '',
  }
  const sectionName = asString(map.get('sectionName'))
  if (sectionName !== undefined) entry.sectionName = sectionName
  const sources = map.get('sourceRecordingIds')
  if (Array.isArray(sources)) entry.sourceRecordingIds = sources.filter((id): id is string => typeof id === 'string')
  const status = map.get('status')
  if (status === 'open' || status === 'resolved' || status === 'dropped') entry.status = status
  for (const key of TEXT_FIELDS) {
    const value = asString(map.get(key))
    if (value !== undefined) entry[key] = value
  }
  const openSince = map.get('openSince')
  if (typeof openSince === 'number' && Number.isInteger(openSince) && openSince >= 1) entry.openSince = openSince
  return entry
}

const TEXT_FIELDS = [
  'resolution',
  'carriedFrom',
  'derivedKey',
  'derivedHeadline',
  'derivedContent',
  'proposedHeadline',
  'proposedContent',
] as const

/**
 * Entry fields the REST shape never shows. The entries one formatting inserts share a random
 * `formatRun` and, when what was formatted can be named (the section or whole update and its
 * source recordings), a `formatKey` naming it: the same on every device for the same formatting.
 */
export const FORMAT_KEY = 'formatKey'
export const FORMAT_RUN = 'formatRun'

/** One entry map and its position in the entries array. */
export interface EntrySlot {
  index: number
  map: Y.Map<unknown>
}

/**
 * The entries shown and those superseded. Two devices that format the same thing at once each
 * insert a run and both runs survive the merge; of the runs sharing a format key only the first
 * in array order (the same order on every replica) is shown, so every replica shows one set.
 */
export function entrySlots(doc: Y.Doc): { shown: EntrySlot[]; superseded: EntrySlot[] } {
  const shown: EntrySlot[] = []
  const superseded: EntrySlot[] = []
  const shownRun = new Map<string, unknown>()
  entriesArray(doc).forEach((map, index) => {
    if (!isMap(map)) return
    const key = map.get(FORMAT_KEY)
    if (typeof key !== 'string') {
      shown.push({ index, map })
      return
    }
    const run = map.get(FORMAT_RUN)
    if (!shownRun.has(key)) shownRun.set(key, run)
    if (shownRun.get(key) === run) shown.push({ index, map })
    else superseded.push({ index, map })
  })
  return { shown, superseded }
}

export function readEntries(doc: Y.Doc): DocEntry[] {
  return entrySlots(doc).shown.map((slot) => readEntry(slot.map))
}

export function readRecording(map: Y.Map<unknown>): DocRecording {
  const recording: DocRecording = {
    id: asString(map.get('id')) ?? '',
    transcription: asString(map.get('transcription')) ?? '',
    timestamp: asString(map.get('timestamp')) ?? '',
    duration: typeof map.get('duration') === 'number' ? (map.get('duration') as number) : 0,
  }
  const assigned = asString(map.get('assignedSection'))
  if (assigned !== undefined) recording.assignedSection = assigned
  return recording
}

export function readRecordings(doc: Y.Doc): DocRecording[] {
  return [...recordingsMap(doc).values()]
    .filter(isMap)
    .map(readRecording)
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id.localeCompare(b.id))
}

export function readUpdate(doc: Y.Doc): UpdateSnapshot {
  return {
    meta: readMeta(doc),
    entries: readEntries(doc),
    recordings: readRecordings(doc),
    typedText: typedTextOf(doc).toString(),
    execVersions: readExecVersions(doc),
  }
}

export function readExecVersions(doc: Y.Doc): ExecVersionRef[] {
  return [...execVersionsMap(doc).entries()]
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
    .map(([id, title]) => ({ id, title }))
    .sort((a, b) => a.id.localeCompare(b.id))
}
