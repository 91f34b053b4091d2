import type { FormattedEntry, ItemStatus } from '@sayso/shared'
import * as Y from 'yjs'
import { toYMap } from './changes.ts'
import { newId } from './ids.ts'
import { entriesArray, entrySlots, metaMap } from './schema.ts'

// Issue 17: risks, blockers and asks as tracked items in the update's document, so their status
// works offline and shows on every device.

/**
 * Keep (open), resolve (with a short resolution line) or drop an item. Returns false when the
 * entry no longer exists.
 */
export function setItemStatus(doc: Y.Doc, entryId: string, status: ItemStatus, resolution?: string): boolean {
  const found = entrySlots(doc).shown.find((slot) => slot.map.get('id') === entryId)
  if (!found) return false
  doc.transact(() => {
    found.map.set('status', status)
    const line = resolution?.trim()
    if (status === 'resolved' && line) found.map.set('resolution', line)
    else found.map.delete('resolution')
  })
  return true
}

/**
 * Puts the items carried over from the previous weekly update into a fresh one, once: the meta
 * remembers where they came from, so a second device (or a second call) adds nothing.
 */
export function carryOverInto(doc: Y.Doc, from: string, items: readonly FormattedEntry[]): boolean {
  const meta = metaMap(doc)
  if (meta.has('carriedFromId')) return false
  doc.transact(() => {
    meta.set('carriedFromId', from)
    entriesArray(doc).push(items.map((item) => toYMap({ id: newId(), ...item })))
  })
  return true
}
