import type { SavedUpdate } from '@sayso/shared'
import { ownerOfUpdateList, reconcileUpdateList } from '@sayso/update-doc'
import * as Y from 'yjs'
import type { DataStore } from '../repositories/repositories.ts'
import { DocumentRefusedError } from './update-documents-service.ts'
import { toSavedUpdate } from './updates-service.ts'

export interface UpdateListsDeps {
  /** Lists and the updates index; other instances may store the same list (PostgreSQL). */
  store: DataStore
  now: () => number
}

/**
 * The rules of each user's update list document (issue 13): only its owner opens it, always
 * read-only (the server alone writes it, from the `updates` index), and it is stored so it reloads
 * with its history, which devices holding an older copy merge with. Instances holding the same
 * list merge their states when they store it, never overwriting one another's.
 */
export function createUpdateListsService(deps: UpdateListsDeps) {
  const { store, now } = deps
  const { updateLists: lists, updates } = store.repos

  function ownerOf(name: string): string {
    const ownerId = ownerOfUpdateList(name)
    if (ownerId === null) throw new Error(`not an update list: ${name}`)
    return ownerId
  }

  async function persist(name: string, doc: Y.Doc): Promise<void> {
    const ownerId = ownerOf(name)
    const state = Y.encodeStateAsUpdate(doc)
    await store.transaction(async (tx) => {
      // Under the owner's row lock, so a store by another instance waits and is merged in, not lost.
      await tx.users.lock(ownerId)
      const stored = await tx.updateLists.stateOf(ownerId)
      await tx.updateLists.save(ownerId, stored ? Y.mergeUpdates([stored, state]) : state, now())
    })
  }

  return {
    /** Only the owner may open a list, and never to write: throws DocumentRefusedError otherwise. */
    authorize(userId: string, name: string): { readOnly: true } {
      if (ownerOfUpdateList(name) !== userId) throw new DocumentRefusedError('forbidden')
      return { readOnly: true }
    },

    /** Fills a list being loaded: its stored state, brought up to date with the `updates` index. */
    async load(name: string, doc: Y.Doc): Promise<void> {
      const ownerId = ownerOf(name)
      const [state, listed] = await Promise.all([lists.stateOf(ownerId), updates.listForUser(ownerId)])
      if (state) Y.applyUpdate(doc, state)
      const changed = reconcileUpdateList(doc, listed.map(toSavedUpdate))
      if (changed || !state) await persist(name, doc)
    },

    persist,

    /** The entry the list shows for an update, or undefined once it is no longer in the index. */
    async entryOf(ownerId: string, updateId: string): Promise<SavedUpdate | undefined> {
      const row = await updates.findForUser(updateId, ownerId)
      return row && toSavedUpdate(row)
    },
  }
}

export type UpdateListsService = ReturnType<typeof createUpdateListsService>
