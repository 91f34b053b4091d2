import * as Y from 'yjs'
import {
  findTemplate,
  parseEntries,
  templateForType,
  type FormattedEntry,
  type UpsertUpdateRequest,
} from '@sayso/shared'
import { toYMap } from './changes.ts'
import { newId } from './ids.ts'
import { SCHEMA_VERSION, entriesArray, metaMap, readEntries, readMeta, type DocEntry } from './schema.ts'

/** An update as the REST API shows it (`content` = JSON text of the entries array, SPEC §3). */
export interface RestUpdate extends UpsertUpdateRequest {
  /** ISO date-time from the document's meta. */
  createdAt: string | undefined
  entryCount: number
}

/** The REST entry of a document entry, with its keys in the order clients write them. */
export function toRestEntry(entry: DocEntry): FormattedEntry {
  return {
    sectionId: entry.sectionId,
    ...(entry.sectionName !== undefined && { sectionName: entry.sectionName }),
    headline: entry.headline,
    content: entry.content,
    ...(entry.sourceRecordingIds !== undefined && { sourceRecordingIds: entry.sourceRecordingIds }),
    ...(entry.status !== undefined && { status: entry.status }),
    ...(entry.resolution !== undefined && { resolution: entry.resolution }),
    ...(entry.carriedFrom !== undefined && { carriedFrom: entry.carriedFrom }),
    ...(entry.openSince !== undefined && { openSince: entry.openSince }),
  }
}

export const entriesToContent = (entries: readonly DocEntry[]): string => JSON.stringify(entries.map(toRestEntry))

/**
 * The document in the REST shape, or null while it has no meta yet (a device has opened it but
 * not created the update in it), which the update list cannot show.
 */
export function toRestUpdate(doc: Y.Doc): RestUpdate | null {
  const meta = readMeta(doc)
  if (meta.title === undefined || meta.updateType === undefined) return null
  const entries = readEntries(doc)
  return {
    title: meta.title,
    templateName: meta.templateName ?? templateForType(meta.updateType).name,
    content: entriesToContent(entries),
    updateType: meta.updateType,
    createdAt: meta.createdAt,
    entryCount: entries.length,
  }
}

/**
 * Applies a REST write (POST or PUT body, already validated) as one transaction: meta fields that
 * changed are set, and the entries are replaced only when their content differs, so a save of
 * unchanged content does not churn every connected device's entries.
 */
export function applyRestUpdate(
  doc: Y.Doc,
  request: UpsertUpdateRequest,
  init: { ownerId: string; createdAt: string },
): void {
  const entries = parseEntries(request.content)
  if (!entries) throw new Error('content is not JSON text of an entries array')
  const meta = metaMap(doc)
  const wanted: Record<string, unknown> = {
    schemaVersion: SCHEMA_VERSION,
    title: request.title.trim(),
    templateId: (findTemplate(request.templateName) ?? templateForType(request.updateType)).id,
    templateName: request.templateName,
    updateType: request.updateType,
  }
  doc.transact(() => {
    for (const [key, value] of Object.entries(wanted)) {
      if (meta.get(key) !== value) meta.set(key, value)
    }
    if (!meta.has('createdAt')) meta.set('createdAt', init.createdAt)
    if (!meta.has('ownerId')) meta.set('ownerId', init.ownerId)
    const current = readEntries(doc)
    if (entriesToContent(current) === JSON.stringify(entries.map((entry) => toRestEntry({ id: '', ...entry })))) return
    const array = entriesArray(doc)
    array.delete(0, array.length)
    array.push(entries.map((entry) => toYMap({ id: newId(), ...entry })))
  })
}
