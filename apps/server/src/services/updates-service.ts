import crypto from 'node:crypto'
import { parseEntries, type SavedUpdate, type UpsertUpdateRequest } from '@sayso/shared'
import type { UpdateRow, UpdatesRepository } from '../repositories/updates-repository.ts'
import { ServiceError } from './service-error.ts'

export interface UpdatesServiceOptions {
  /** SPEC §1: updates with content a user may keep on the free plan; 0 = unlimited. */
  freeUpdateLimit: number
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

export function createUpdatesService(updates: UpdatesRepository, options: UpdatesServiceOptions) {
  const limit = options.freeUpdateLimit
  const notFound = () => new ServiceError('not-found', 'Update not found')

  /** An update that gains content must fit in the free plan; empty drafts never count. */
  function assertWithinFreePlan(userId: string, entryCount: number, alreadyCounted: boolean): void {
    if (limit === 0 || entryCount === 0 || alreadyCounted) return
    if (updates.countWithContent(userId) >= limit) {
      throw new ServiceError(
        'limit-reached',
        `Free plan limit reached – you can keep up to ${limit} updates with content. Delete one to make room.`,
      )
    }
  }

  const entryCountOf = (content: string) => parseEntries(content)?.length ?? 0

  return {
    usage(userId: string): { updatesUsed: number; updatesLimit: number | null } {
      return { updatesUsed: updates.countWithContent(userId), updatesLimit: limit === 0 ? null : limit }
    },
    list: (userId: string): SavedUpdate[] => updates.listForUser(userId).map(toSavedUpdate),
    create(userId: string, request: UpsertUpdateRequest): SavedUpdate {
      const entryCount = entryCountOf(request.content)
      assertWithinFreePlan(userId, entryCount, false)
      const at = new Date(options.now()).toISOString()
      const row: UpdateRow = { id: crypto.randomUUID(), userId, entryCount, createdAt: at, updatedAt: at, ...request }
      updates.insert(row)
      return toSavedUpdate(row)
    },
    replace(userId: string, id: string, request: UpsertUpdateRequest): SavedUpdate {
      const existing = updates.findForUser(id, userId)
      if (!existing) throw notFound()
      const entryCount = entryCountOf(request.content)
      assertWithinFreePlan(userId, entryCount, existing.entryCount > 0)
      const row: UpdateRow = { ...existing, ...request, entryCount, updatedAt: new Date(options.now()).toISOString() }
      updates.update(row)
      return toSavedUpdate(row)
    },
    remove(userId: string, id: string): void {
      if (!updates.removeForUser(id, userId)) throw notFound()
    },
    removeAll: (userId: string): number => updates.removeAllForUser(userId),
  }
}

export type UpdatesService = ReturnType<typeof createUpdatesService>
