import type { SavedUpdate } from '@sayso/shared'
import * as Y from 'yjs'

/**
 * The list of one user's updates as a Yjs document, synced to every signed-in device of the user
 * over the same socket as the updates (issue 13: a live list). Only the server writes it; devices
 * open it read-only. Named `update-list:<userId>`; its one root type:
 *
 *   updates   Y.Map   update id → Y.Map of the fields Recent Updates shows (SavedUpdate without id)
 *
 * Each field is its own key, so a retitle sends the new title alone, not the whole entry.
 */
export const UPDATE_LIST_PREFIX = 'update-list:'

export const updateListName = (userId: string): string => `${UPDATE_LIST_PREFIX}${userId}`

/** The user whose list a document name is, or null when the name is not a list's. */
export function ownerOfUpdateList(name: string): string | null {
  if (!name.startsWith(UPDATE_LIST_PREFIX)) return null
  const userId = name.slice(UPDATE_LIST_PREFIX.length)
  return userId.length > 0 ? userId : null
}

export const listedUpdatesMap = (doc: Y.Doc) => doc.getMap<Y.Map<unknown>>('updates')

const FIELDS = ['title', 'templateName', 'content', 'updateType', 'createdAt', 'updatedAt'] as const

/** One listed update, or null for anything that is not a complete entry. */
function readListed(id: string, value: unknown): SavedUpdate | null {
  if (!(value instanceof Y.Map)) return null
  const fields: Record<string, string> = {}
  for (const field of FIELDS) {
    const raw = value.get(field)
    if (typeof raw !== 'string') return null
    fields[field] = raw
  }
  const updateType = fields.updateType
  if (updateType !== 'weekly' && updateType !== 'quick') return null
  return {
    id,
    title: fields.title!,
    templateName: fields.templateName!,
    content: fields.content!,
    updateType,
    createdAt: fields.createdAt!,
    updatedAt: fields.updatedAt!,
  }
}

/** The listed updates, newest first (as GET /api/updates orders them). */
export function readUpdateList(doc: Y.Doc): SavedUpdate[] {
  const listed: SavedUpdate[] = []
  listedUpdatesMap(doc).forEach((value, id) => {
    const update = readListed(id, value)
    if (update) listed.push(update)
  })
  return listed.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
}

/** Lists the update or refreshes its entry, setting only the fields that changed; true when any did. */
export function putListedUpdate(doc: Y.Doc, update: SavedUpdate): boolean {
  const map = listedUpdatesMap(doc)
  let changed = false
  doc.transact(() => {
    let entry = map.get(update.id)
    if (!(entry instanceof Y.Map)) {
      entry = new Y.Map<unknown>()
      map.set(update.id, entry)
      changed = true
    }
    for (const field of FIELDS) {
      if (entry.get(field) === update[field]) continue
      entry.set(field, update[field])
      changed = true
    }
  })
  return changed
}

/** Drops the update from the list; true when it was listed. */
export function removeListedUpdate(doc: Y.Doc, id: string): boolean {
  const map = listedUpdatesMap(doc)
  if (!map.has(id)) return false
  map.delete(id)
  return true
}

/** Makes the list hold exactly `updates` (one transaction, changed fields only); true when anything changed. */
export function reconcileUpdateList(doc: Y.Doc, updates: readonly SavedUpdate[]): boolean {
  let changed = false
  doc.transact(() => {
    const wanted = new Set(updates.map((update) => update.id))
    for (const id of [...listedUpdatesMap(doc).keys()]) {
      if (!wanted.has(id)) changed = removeListedUpdate(doc, id) || changed
    }
    for (const update of updates) changed = putListedUpdate(doc, update) || changed
  })
  return changed
}
