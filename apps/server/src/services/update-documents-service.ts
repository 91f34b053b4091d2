import { countsAgainstPlan, titleOrFallback, updateIdSchema } from '@sayso/shared'
import { applyRestUpdate, migrateUpdateDoc, toRestUpdate, type DocumentRefusal } from '@sayso/update-doc'
import * as Y from 'yjs'
import type { Db } from '../database/open-database.ts'
import type { Logger } from '../logger.ts'
import type { DocumentLogRepository } from '../repositories/document-log-repository.ts'
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
  /** Updates acknowledged since the state was last stored (collab/update-journal.ts). */
  log: DocumentLogRepository
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
  const { db, documents, log, updates, freePlan, logger, now } = deps
  // Told of every index row written or removed (after the caller's transaction, the row is read again).
  const indexListeners = new Set<(ownerId: string, updateId: string) => void>()
  const indexChanged = (ownerId: string, updateId: string) => indexListeners.forEach((listener) => listener(ownerId, updateId))

  /** Writes the state and the index row in one transaction, so the list never disagrees with the document. */
  const writeState = db.transaction((name: string, ownerId: string, doc: Y.Doc, touch: boolean) => {
    const at = now()
    documents.saveState(name, Y.encodeStateAsUpdate(doc), at)
    // Every committed log entry is already applied to `doc`: an update is applied in the same turn it
    // is queued in, and the log's worker commits it only on a later turn (update-journal.ts).
    log.clear(name)
    const rest = toRestUpdate(doc)
    if (!rest) return
    const existing = updates.findForUser(name, ownerId)
    // A device may fill several new updates before any is stored; past the free plan the extra ones
    // stay listed as empty drafts (their state is kept, and they reopen read-only) — like a PUT's 403.
    if (countsAgainstPlan(rest.entryCount) && !freePlan.mayGainContent(ownerId, existing?.entryCount ?? 0)) {
      logger.warn('sync: free plan full, update kept but not listed with its content', { userId: ownerId, document: name })
      rest.content = existing?.content ?? '[]'
      rest.entryCount = 0
    }
    const row: UpdateRow = {
      id: name,
      userId: ownerId,
      title: titleOrFallback(rest.title, rest.templateName),
      templateName: rest.templateName,
      content: rest.content,
      entryCount: rest.entryCount,
      updateType: rest.updateType,
      createdAt: existing?.createdAt ?? rest.createdAt ?? new Date(at).toISOString(),
      updatedAt: new Date(at).toISOString(),
    }
    if (!existing) {
      updates.insert(row)
      return indexChanged(ownerId, name)
    }
    const changed =
      existing.title !== row.title ||
      existing.templateName !== row.templateName ||
      existing.content !== row.content ||
      existing.updateType !== row.updateType
    if (!changed && !touch) return
    updates.update(row)
    indexChanged(ownerId, name)
  })

  function persist(name: string, doc: Y.Doc, options: { touch: boolean }): void {
    if (documents.tombstoneOf(name)) return // deleted while loaded: never written back
    const ownerId = documents.ownerOf(name)
    // IMMEDIATE: the write lock is taken (waiting its turn) before the reads, because the update
    // log's worker writes to the same file: a read snapshot it outdated could not be upgraded.
    if (ownerId) writeState.immediate(name, ownerId, doc, options.touch)
  }

  /**
   * Stores a document at once when it has become an update (it has meta) but the index has no row
   * for it yet, so a device-made update is listed as soon as it exists, not after the store debounce.
   */
  function listIfNew(name: string, doc: Y.Doc): void {
    const ownerId = documents.ownerOf(name)
    if (!ownerId || updates.findForUser(name, ownerId) || !toRestUpdate(doc)) return
    persist(name, doc, { touch: false })
  }

  /**
   * Debounced stores of several documents in one transaction: one commit for all of them. Each
   * document is written in its own savepoint (a nested transaction), so one that fails is rolled
   * back alone and returned, and the others (other users' work among them) are still committed.
   */
  const persistAllAtOnce = db.transaction((batch: ReadonlyMap<string, Y.Doc>) => {
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

  const deleteForever = db.transaction((name: string, ownerId: string) => {
    documents.addTombstone(name, ownerId, now())
    documents.remove(name)
    if (updates.removeForUser(name, ownerId)) indexChanged(ownerId, name)
  })

  return {
    /**
     * Checks that `userId` may open document `name`, creating it for them when nobody has it yet
     * (an update created offline), unless `mustExist` (a device opening an address it holds no copy
     * of). Throws DocumentRefusedError; returns whether it opens read-only.
     */
    authorize(userId: string, name: string, options: { mustExist?: boolean } = {}): { readOnly: boolean } {
      if (!updateIdSchema.safeParse(name).success) throw new DocumentRefusedError('invalid-name')
      const tombstone = documents.tombstoneOf(name)
      if (tombstone) throw new DocumentRefusedError(tombstone.ownerId === userId ? 'deleted' : 'forbidden')
      const owner = documents.ownerOf(name)
      if (owner === undefined) {
        if (options.mustExist) throw new DocumentRefusedError('not-found')
        // SPEC §1: a document created offline counts against the free plan like a REST create.
        if (freePlan.isFull(userId)) throw new DocumentRefusedError('free-plan-limit')
        documents.claim(name, userId, now())
        logger.info('update document created by a device', { userId, document: name })
        return { readOnly: false }
      }
      if (owner !== userId) throw new DocumentRefusedError('forbidden')
      // An empty draft may not gain content on a full plan, exactly as PUT /api/updates refuses it.
      return { readOnly: !freePlan.mayGainContent(userId, updates.findForUser(name, userId)?.entryCount ?? 0) }
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
      const logged = log.updatesOf(name)
      // Updates acknowledged after the last store (the server stopped before storing them) are stored now.
      let changed = logged.length > 0
      if (state) {
        Y.applyUpdate(doc, state)
      } else if (logged.length === 0) {
        const ownerId = documents.ownerOf(name)
        const row = ownerId ? updates.findForUser(name, ownerId) : undefined
        if (row) {
          applyRestUpdate(doc, row, { ownerId: row.userId, createdAt: row.createdAt })
          changed = true
        }
      }
      for (const update of logged) {
        try {
          Y.applyUpdate(doc, update)
        } catch (error) {
          // Logged before Yjs saw it: an update Yjs refused was never acknowledged either.
          logger.warn('sync: a logged update could not be applied', { document: name, error: String(error) })
        }
      }
      const migration = migrateUpdateDoc(doc)
      if (migration === 'newer') logger.warn('update document has a newer schema than this server', { document: name })
      if (changed || migration === 'migrated') persist(name, doc, { touch: false })
      else listIfNew(name, doc)
    },

    listIfNew,

    /** Calls `listener` whenever an update's index row is written or removed. */
    onIndexChanged(listener: (ownerId: string, updateId: string) => void): () => void {
      indexListeners.add(listener)
      return () => indexListeners.delete(listener)
    },

    /** Folds the logged updates of documents nobody opened since a crash into their state and list row. */
    recoverLoggedUpdates(): number {
      const names = log.namesWithUpdates()
      for (const name of names) {
        const doc = new Y.Doc()
        try {
          this.load(name, doc)
        } finally {
          doc.destroy()
        }
      }
      return names.length
    },

    /** Stores one document now; `touch` also moves updatedAt when nothing the list shows changed. */
    persist,
    persistAll: (batch: ReadonlyMap<string, Y.Doc>) => persistAllAtOnce.immediate(batch),

    namesOwnedBy: (userId: string) => documents.namesOwnedBy(userId),

    /** Deletes the document and its index row for good, leaving a tombstone the sync server refuses. */
    deleteForever: (name: string, ownerId: string) => deleteForever.immediate(name, ownerId),
  }
}

export type UpdateDocumentsService = ReturnType<typeof createUpdateDocumentsService>
