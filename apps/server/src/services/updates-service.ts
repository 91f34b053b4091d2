import { countsAgainstPlan, parseEntries, type SavedUpdate, type UpsertUpdateRequest } from '@sayso/shared'
import { applyRestUpdate, newId } from '@sayso/update-doc'
import type * as Y from 'yjs'
import type { UpdateRow, UpdatesRepository } from '../repositories/updates-repository.ts'
import type { FreePlan } from './free-plan.ts'
import { ServiceError } from './service-error.ts'

/** The live Yjs documents of updates (the sync server), through which every REST write goes. */
export interface UpdateDocuments {
  /**
   * Applies `change` to the update's document as one transaction (devices connected to it see it
   * at once) and stores it, index row included, before resolving. False when `ownerId` does not own it.
   */
  edit(id: string, ownerId: string, change: (doc: Y.Doc) => void): Promise<boolean>
  /** Deletes the update for good: connected devices are told and disconnected, and the id is refused from then on. */
  remove(id: string, ownerId: string): Promise<void>
  namesOwnedBy(ownerId: string): Promise<string[]>
}

export interface UpdatesServiceOptions {
  freePlan: FreePlan
  documents: UpdateDocuments
  now: () => number
}

export function toSavedUpdate(row: UpdateRow): SavedUpdate {
  return {
    id: row.id,
    title: row.title,
    templateName: row.templateName,
    content: row.content,
    updateType: row.updateType,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/**
 * The REST view of updates. The `updates` table is only the index the list reads; writes change
 * the update's document, whose store refreshes that index row.
 */
export function createUpdatesService(updates: UpdatesRepository, options: UpdatesServiceOptions) {
  const { freePlan, documents } = options
  const notFound = () => new ServiceError('not-found', 'Update not found')
  const entryCountOf = (content: string) => parseEntries(content)?.length ?? 0
  // Keyed by the list itself: a repository that caches returns the same array until the list changes.
  const serialisedLists = new WeakMap<readonly UpdateRow[], Buffer>()

  async function stored(userId: string, id: string): Promise<SavedUpdate> {
    const row = await updates.findForUser(id, userId)
    if (!row) throw notFound()
    return toSavedUpdate(row)
  }

  return {
    usage: (userId: string) => freePlan.usage(updates, userId),
    /** The user's list as the JSON bytes GET /api/updates sends, serialised once per change of the list. */
    async listJson(userId: string): Promise<Buffer> {
      const rows = await updates.listForUser(userId)
      let json = serialisedLists.get(rows)
      if (!json) {
        json = Buffer.from(JSON.stringify(rows.map(toSavedUpdate)))
        serialisedLists.set(rows, json)
      }
      return json
    },
    async create(userId: string, request: UpsertUpdateRequest): Promise<SavedUpdate> {
      await freePlan.assertRoomFor(updates, userId, entryCountOf(request.content), 0)
      const id = newId()
      const createdAt = new Date(options.now()).toISOString()
      await documents.edit(id, userId, (doc) => applyRestUpdate(doc, request, { ownerId: userId, createdAt }))
      // The check above counts without a lock; the store counts again under the user's row lock
      // (update-documents-service.ts) and keeps no content past the plan: a create that raced others
      // to the last free update and lost is refused and leaves nothing behind.
      if (countsAgainstPlan(entryCountOf(request.content)) && !(await updates.findForUser(id, userId))?.entryCount) {
        await documents.remove(id, userId)
        throw freePlan.limitReached()
      }
      return stored(userId, id)
    },
    async replace(userId: string, id: string, request: UpsertUpdateRequest): Promise<SavedUpdate> {
      const existing = await updates.findForUser(id, userId)
      if (!existing) throw notFound()
      await freePlan.assertRoomFor(updates, userId, entryCountOf(request.content), existing.entryCount)
      const change = (doc: Y.Doc) => applyRestUpdate(doc, request, { ownerId: userId, createdAt: existing.createdAt })
      if (!(await documents.edit(id, userId, change))) throw notFound()
      return stored(userId, id)
    },
    async remove(userId: string, id: string): Promise<void> {
      if (!(await updates.findForUser(id, userId))) throw notFound()
      await documents.remove(id, userId)
    },
    /** Deletes every update of the user, drafts no device has stored in the list yet included. */
    async removeAll(userId: string): Promise<number> {
      const listed = (await updates.listForUser(userId)).map((row) => row.id)
      for (const id of new Set([...listed, ...(await documents.namesOwnedBy(userId))]))
        await documents.remove(id, userId)
      return listed.length
    },
  }
}

export type UpdatesService = ReturnType<typeof createUpdatesService>
