import { updateIdSchema } from '@sayso/shared'
import { applyRestUpdate, migrateUpdateDoc, toRestUpdate, type DocumentRefusal } from '@sayso/update-doc'
import * as Y from 'yjs'
import type { Db } from '../database/open-database.ts'
import type { Logger } from '../logger.ts'
import type { DocumentsRepository } from '../repositories/documents-repository.ts'
import type { UpdateRow, UpdatesRepository } from '../repositories/updates-repository.ts'
import type { FreePlan } from './free-plan.ts'

/** A device may not open a document; `reason` is sent to it as the permission-denied reason. */
export class DocumentRefusedError extends Error {
  readonly reason: DocumentRefusal
  constructor(reason: DocumentRefusal) {
    super(`document refused: ${reason}`)
    this.name = 'DocumentRefusedError'
    this.reason = reason
  }
}

export interface UpdateDocumentsDeps {
  db: Db
  documents: DocumentsRepository
  updates: UpdatesRepository
  freePlan: FreePlan
  logger: Logger
  now: () => number
}

/**
 * The rules of update documents: who may open which, how a document is loaded (seeded from its
 * REST row only here, on the server), and how each store refreshes the `updates` index row.
 */
export function createUpdateDocumentsService(deps: UpdateDocumentsDeps) {
  const { db, documents, updates, freePlan, logger, now } = deps

  /** Writes the state and the index row in one transaction, so the list never disagrees with the document. */
  const writeState = db.transaction((name: string, ownerId: string, doc: Y.Doc, touch: boolean) => {
    const at = now()
    documents.saveState(name, Y.encodeStateAsUpdate(doc), at)
    const rest = toRestUpdate(doc)
    if (!rest) return
    const existing = updates.findForUser(name, ownerId)
    // A device may fill several new updates before any is stored; past the free plan the extra ones
    // stay listed as empty drafts (their state is kept, and they reopen read-only) — like a PUT's 403.
    const counted = (existing?.entryCount ?? 0) > 0
    if (!counted && rest.entryCount > 0 && freePlan.isFull(ownerId)) {
      logger.warn('sync: free plan full, update kept but not listed with its content', { userId: ownerId, document: name })
      rest.content = existing?.content ?? '[]'
      rest.entryCount = 0
    }
    const row: UpdateRow = {
      id: name,
      userId: ownerId,
      title: rest.title.trim() || rest.templateName,
      templateName: rest.templateName,
      content: rest.content,
      entryCount: rest.entryCount,
      updateType: rest.updateType,
      createdAt: existing?.createdAt ?? rest.createdAt ?? new Date(at).toISOString(),
      updatedAt: new Date(at).toISOString(),
    }
    if (!existing) return updates.insert(row)
    const changed =
      existing.title !== row.title ||
      existing.templateName !== row.templateName ||
      existing.content !== row.content ||
      existing.updateType !== row.updateType
    if (changed || touch) updates.update(row)
  })

  function persist(name: string, doc: Y.Doc, options: { touch: boolean }): void {
    if (documents.tombstoneOf(name)) return // deleted while loaded: never written back
    const ownerId = documents.ownerOf(name)
    if (ownerId) writeState(name, ownerId, doc, options.touch)
  }

  /**
   * Debounced stores of several documents in one transaction: one commit for all of them. Each
   * document is written in its own savepoint (a nested transaction), so one that fails is rolled
   * back alone and returned, and the others (other users' work among them) are still committed.
   */
  const persistAll = db.transaction((batch: ReadonlyMap<string, Y.Doc>) => {
    const failures = new Map<string, unknown>()
    for (const [name, doc] of batch) {
      try {
        persist(name, doc, { touch: false })
      } catch (error) {
        logger.error('sync: could not store an update document', { document: name, error: String(error) })
        failures.set(name, error)
      }
    }
    return failures
  })

  return {
    /**
     * Checks that `userId` may open document `name`, creating it for them when nobody has it yet
     * (an update created offline). Throws DocumentRefusedError; returns whether it opens read-only.
     */
    authorize(userId: string, name: string): { readOnly: boolean } {
      if (!updateIdSchema.safeParse(name).success) throw new DocumentRefusedError('invalid-name')
      const tombstone = documents.tombstoneOf(name)
      if (tombstone) throw new DocumentRefusedError(tombstone.ownerId === userId ? 'deleted' : 'forbidden')
      const owner = documents.ownerOf(name)
      if (owner === undefined) {
        // SPEC §1: a document created offline counts against the free plan like a REST create.
        if (freePlan.isFull(userId)) throw new DocumentRefusedError('free-plan-limit')
        documents.claim(name, userId, now())
        logger.info('update document created by a device', { userId, document: name })
        return { readOnly: false }
      }
      if (owner !== userId) throw new DocumentRefusedError('forbidden')
      // An empty draft may not gain content on a full plan, exactly as PUT /api/updates refuses it.
      const counted = (updates.findForUser(name, userId)?.entryCount ?? 0) > 0
      return { readOnly: !counted && freePlan.isFull(userId) }
    },

    /** Claims a fresh name for a REST create, or confirms the caller owns it; false = not theirs. */
    claimForRest(userId: string, name: string): boolean {
      if (documents.tombstoneOf(name)) return false
      return documents.claim(name, userId, now()) === userId
    },

    /**
     * Fills a freshly created in-memory document: the stored state, or else (a row written before
     * documents existed) the REST row. Seeding and migrating are stored at once, so a restart can
     * never seed again with new Yjs client ids and duplicate the entries on devices.
     */
    load(name: string, doc: Y.Doc): void {
      const state = documents.stateOf(name)
      let changed = false
      if (state) {
        Y.applyUpdate(doc, state)
      } else {
        const ownerId = documents.ownerOf(name)
        const row = ownerId ? updates.findForUser(name, ownerId) : undefined
        if (row) {
          applyRestUpdate(doc, row, { ownerId: row.userId, createdAt: row.createdAt })
          changed = true
        }
      }
      const migration = migrateUpdateDoc(doc)
      if (migration === 'newer') logger.warn('update document has a newer schema than this server', { document: name })
      if (changed || migration === 'migrated') persist(name, doc, { touch: false })
    },

    /** Stores one document now; `touch` also moves updatedAt when nothing the list shows changed. */
    persist,
    persistAll,

    namesOwnedBy: (userId: string) => documents.namesOwnedBy(userId),

    /** Deletes the document and its index row for good, leaving a tombstone the sync server refuses. */
    deleteForever: db.transaction((name: string, ownerId: string) => {
      documents.addTombstone(name, ownerId, now())
      documents.remove(name)
      updates.removeForUser(name, ownerId)
    }),
  }
}

export type UpdateDocumentsService = ReturnType<typeof createUpdateDocumentsService>
