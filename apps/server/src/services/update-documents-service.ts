import { countsAgainstPlan, titleOrFallback, updateIdSchema } from '@sayso/shared'
import { applyRestUpdate, migrateUpdateDoc, toRestUpdate, type DocumentRefusal } from '@sayso/update-doc'
import * as Y from 'yjs'
import type { Logger } from '../logger.ts'
import type { LoggedUpdate } from '../repositories/document-log-repository.ts'
import type { DataStore, Repositories } from '../repositories/repositories.ts'
import type { UpdateRow } from '../repositories/updates-repository.ts'
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
  /** Documents, their log of acknowledged updates (collab/update-journal.ts) and the updates index. */
  store: DataStore
  freePlan: FreePlan
  logger: Logger
  now: () => number
  /**
   * Other instances write the same documents (PostgreSQL): each store merges what is stored and
   * logged into its state under the document's row lock, never overwriting another's changes.
   */
  sharedDatabase: boolean
}

/** An index row written or removed: its owner and update id. */
type IndexChange = readonly [ownerId: string, updateId: string]

/**
 * The rules of update documents: who may open which, how a document is loaded (seeded from its
 * REST row only here, on the server), and how each store refreshes the `updates` index row.
 */
export function createUpdateDocumentsService(deps: UpdateDocumentsDeps) {
  const { store, freePlan, logger, now, sharedDatabase } = deps
  const { documents, documentLog: log, updates } = store.repos
  // Told of every index row written or removed, once its transaction has committed.
  const indexListeners = new Set<(ownerId: string, updateId: string) => void>()
  const announce = (changes: readonly IndexChange[]) => {
    for (const [ownerId, updateId] of changes) indexListeners.forEach((listener) => listener(ownerId, updateId))
  }

  // The update log is the document_updates table on PostgreSQL. On SQLite it is a file, and the table
  // holds only what an older version logged there, folded in at start-up (recoverLoggedUpdates):
  // reading the table for any other document would cost every store and load a query that finds nothing.
  const leftInTable = new Set<string>()
  const logInTable = (name: string) => sharedDatabase || leftInTable.has(name)

  // Writes of document state run one at a time in this process: two stores of one document must
  // not commit out of order (an older state over a newer one). SQLite has one writer anyway.
  let writes: Promise<unknown> = Promise.resolve()
  function oneAtATime<T>(write: () => Promise<T>): Promise<T> {
    const result = writes.then(write, write)
    writes = result.catch(() => {})
    return result
  }

  function applyLogged(doc: Y.Doc, name: string, update: Uint8Array): void {
    try {
      Y.applyUpdate(doc, update)
    } catch (error) {
      // Logged before Yjs saw it: an update Yjs refused was never acknowledged either.
      logger.warn('sync: a logged update could not be applied', { document: name, error: String(error) })
    }
  }

  /**
   * The document as this instance holds it, plus whatever other instances stored or logged that has
   * not reached it yet (Yjs updates merge in any order): read under the row lock, so nothing stored
   * or logged by another instance is dropped when the log is cleared below.
   */
  async function mergedWithStored(tx: Repositories, name: string, live: Y.Doc): Promise<Y.Doc> {
    const merged = new Y.Doc()
    Y.applyUpdate(merged, Y.encodeStateAsUpdate(live))
    const stored = await tx.documents.stateOf(name)
    if (stored) Y.applyUpdate(merged, stored)
    for (const update of await tx.documentLog.updatesOf(name)) applyLogged(merged, name, update)
    return merged
  }

  /**
   * Writes the state and the index row in the caller's transaction, so the list never disagrees with
   * the document. The caller holds the document's row lock (persistIn, seedOnce).
   */
  async function writeState(
    tx: Repositories,
    name: string,
    ownerId: string,
    live: Y.Doc,
    touch: boolean,
  ): Promise<IndexChange | null> {
    // Every entry in the log table up to here is already applied to `doc`: alone, because an update
    // is applied in the turn it is queued in and committed to the log only on a later one
    // (update-journal.ts, log-appender.ts); shared, because the entries were read under the lock no
    // append passes. (On SQLite the log is a file, compacted by the journal: see logInTable.)
    const logged = logInTable(name) ? await tx.documentLog.lastId(name) : null
    const doc = sharedDatabase ? await mergedWithStored(tx, name, live) : live
    try {
      return await writeMerged(tx, name, ownerId, doc, logged, touch)
    } finally {
      if (doc !== live) doc.destroy()
    }
  }

  async function writeMerged(
    tx: Repositories,
    name: string,
    ownerId: string,
    doc: Y.Doc,
    logged: number | null,
    touch: boolean,
  ): Promise<IndexChange | null> {
    const at = now()
    await tx.documents.saveState(name, Y.encodeStateAsUpdate(doc), at)
    if (logged !== null) await tx.documentLog.clear(name, logged)
    const rest = toRestUpdate(doc)
    if (!rest) return null
    // Counted under the user's row lock: concurrent stores on several instances add up exactly.
    if (countsAgainstPlan(rest.entryCount)) await tx.users.lock(ownerId)
    const existing = await tx.updates.findForUser(name, ownerId)
    // A device may fill several new updates before any is stored; past the free plan the extra ones
    // stay listed as empty drafts (their state is kept, and they reopen read-only) — like a PUT's 403.
    if (
      countsAgainstPlan(rest.entryCount) &&
      !(await freePlan.mayGainContent(tx.updates, ownerId, existing?.entryCount ?? 0))
    ) {
      logger.warn('sync: free plan full, update kept but not listed with its content', {
        userId: ownerId,
        document: name,
      })
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
      await tx.updates.insert(row)
      return [ownerId, name]
    }
    const changed =
      existing.title !== row.title ||
      existing.templateName !== row.templateName ||
      existing.content !== row.content ||
      existing.updateType !== row.updateType
    if (!changed && !touch) return null
    await tx.updates.update(row)
    return [ownerId, name]
  }

  /** Stores one document in the caller's transaction; never a deleted one. */
  async function persistIn(tx: Repositories, name: string, doc: Y.Doc, touch: boolean): Promise<IndexChange | null> {
    const ownerId = await tx.documents.lockForWrite(name)
    if (!ownerId) return null // deleted while loaded: never written back
    return writeState(tx, name, ownerId, doc, touch)
  }

  /** Stores one document now; `touch` also moves updatedAt when nothing the list shows changed. */
  async function persist(name: string, doc: Y.Doc, options: { touch: boolean }): Promise<void> {
    const change = await oneAtATime(() => store.transaction((tx) => persistIn(tx, name, doc, options.touch)))
    if (change) announce([change])
  }

  /**
   * Stores a document at once when it has become an update (it has meta) but the index has no row
   * for it yet, so a device-made update is listed as soon as it exists, not after the store debounce.
   */
  // Loaded documents that have their index row (a deleted one is never stored again: tombstone).
  const listed = new WeakSet<Y.Doc>()

  async function listIfNew(name: string, doc: Y.Doc): Promise<void> {
    // Asked on every edit: once a loaded document is known to be listed, the answer is free.
    if (listed.has(doc) || !toRestUpdate(doc)) return
    const ownerId = await documents.ownerOf(name)
    if (!ownerId) return
    if (!(await updates.findForUser(name, ownerId))) await persist(name, doc, { touch: false })
    listed.add(doc)
  }

  /**
   * Seeds a document that has an index row but was never stored (made by REST before documents
   * existed) from that row, once: under the row lock, so of several instances loading it at once one
   * seeds and stores, and the others get its state (seeding twice would duplicate the entries).
   */
  async function seedOnce(name: string): Promise<Uint8Array | null> {
    const [state, change] = await oneAtATime(() =>
      store.transaction(async (tx): Promise<[Uint8Array | null, IndexChange | null]> => {
        const ownerId = await tx.documents.lockForWrite(name)
        const stored = await tx.documents.stateOf(name)
        // Stored meanwhile, or edited by a device (its log is replayed by the next store): no seed.
        if (!ownerId || stored || (await tx.documentLog.lastId(name)) !== null) return [stored, null]
        const row = await tx.updates.findForUser(name, ownerId)
        if (!row) return [null, null]
        const seed = new Y.Doc()
        try {
          applyRestUpdate(seed, row, { ownerId: row.userId, createdAt: row.createdAt })
          migrateUpdateDoc(seed)
          const written = await writeState(tx, name, ownerId, seed, false)
          return [Y.encodeStateAsUpdate(seed), written]
        } finally {
          seed.destroy()
        }
      }),
    )
    if (change) announce([change])
    return state
  }

  /** `replayed`: updates of the document the update log kept from before a crash (recoverLoggedUpdates). */
  async function load(name: string, doc: Y.Doc, replayed: readonly Uint8Array[] = []): Promise<void> {
    const [stored, inTable] = await Promise.all([
      documents.stateOf(name),
      logInTable(name) ? log.updatesOf(name) : Promise.resolve([]),
    ])
    const logged = [...inTable, ...replayed]
    const state = stored ?? (logged.length === 0 ? await seedOnce(name) : null)
    if (state) Y.applyUpdate(doc, state)
    for (const update of logged) applyLogged(doc, name, update)
    const migration = migrateUpdateDoc(doc)
    if (migration === 'newer') logger.warn('update document has a newer schema than this server', { document: name })
    // Updates acknowledged after the last store (the server stopped before storing them) are stored now.
    if (logged.length > 0 || migration === 'migrated') await persist(name, doc, { touch: false })
    else await listIfNew(name, doc)
  }

  return {
    /**
     * Checks that `userId` may open document `name`, creating it for them when nobody has it yet
     * (an update created offline), unless `mustExist` (a device opening an address it holds no copy
     * of). Throws DocumentRefusedError; returns whether it opens read-only.
     */
    async authorize(
      userId: string,
      name: string,
      options: { mustExist?: boolean } = {},
    ): Promise<{ readOnly: boolean }> {
      if (!updateIdSchema.safeParse(name).success) throw new DocumentRefusedError('invalid-name')
      const tombstone = await documents.tombstoneOf(name)
      if (tombstone) throw new DocumentRefusedError(tombstone.ownerId === userId ? 'deleted' : 'forbidden')
      const owner = await documents.ownerOf(name)
      if (owner === undefined) {
        if (options.mustExist) throw new DocumentRefusedError('not-found')
        // SPEC §1: a document created offline counts against the free plan like a REST create.
        if (await freePlan.isFull(updates, userId)) throw new DocumentRefusedError('free-plan-limit')
        if ((await documents.claim(name, userId, now())) !== userId) throw new DocumentRefusedError('forbidden')
        logger.info('update document created by a device', { userId, document: name })
        return { readOnly: false }
      }
      if (owner !== userId) throw new DocumentRefusedError('forbidden')
      // An empty draft may not gain content on a full plan, exactly as PUT /api/updates refuses it.
      const stored = await updates.findForUser(name, userId)
      return { readOnly: !(await freePlan.mayGainContent(updates, userId, stored?.entryCount ?? 0)) }
    },

    /** Claims a fresh name for a REST create, or confirms the caller owns it; false = not theirs. */
    async claimForRest(userId: string, name: string): Promise<boolean> {
      if (await documents.tombstoneOf(name)) return false
      return (await documents.claim(name, userId, now())) === userId
    },

    /**
     * Fills a freshly created in-memory document: the stored state and log, or else (a row written
     * before documents existed) the REST row. Seeding and migrating are stored at once, so a restart
     * or another instance can never seed again with new Yjs client ids and duplicate the entries.
     */
    load,

    listIfNew,

    /** Calls `listener` whenever an update's index row is written or removed. */
    onIndexChanged(listener: (ownerId: string, updateId: string) => void): () => void {
      indexListeners.add(listener)
      return () => indexListeners.delete(listener)
    },

    /**
     * At start-up, folds the updates logged but not stored before a crash into their documents'
     * states and list rows: `leftovers` from the update log file (SQLite), and what the log table
     * holds (PostgreSQL, or an SQLite database a version that logged there left). Returns how many
     * documents it stored.
     */
    async recoverLoggedUpdates(leftovers: readonly LoggedUpdate[]): Promise<number> {
      const replayed = new Map<string, Uint8Array[]>()
      for (const { name, update } of leftovers) {
        if (!replayed.has(name)) replayed.set(name, [])
        replayed.get(name)!.push(update)
      }
      for (const name of await log.namesWithUpdates()) leftInTable.add(name)
      const names = new Set([...leftInTable, ...replayed.keys()])
      for (const name of names) {
        const doc = new Y.Doc()
        try {
          await load(name, doc, replayed.get(name))
          leftInTable.delete(name) // the store cleared its entries
        } finally {
          doc.destroy()
        }
      }
      return names.size
    },

    persist,

    /**
     * Debounced stores of several documents in one transaction: one commit for all of them. Each
     * document is written in its own savepoint, so one that fails is rolled back alone and
     * returned, and the others (other users' work among them) are still committed. The commit does
     * not wait for the disk: every change it folds in is in the durable update log, which drops
     * them only once the commit is on disk (the table's entries go in the same commit; the SQLite
     * log file waits for an fsync off the event loop). An fsync on the event loop held back other
     * devices' edits (issue 14).
     */
    async persistAll(batch: ReadonlyMap<string, Y.Doc>): Promise<Map<string, unknown>> {
      const failures = new Map<string, unknown>()
      const changes: IndexChange[] = []
      await oneAtATime(() =>
        store.transaction(
          async (tx) => {
            let first = true
            for (const [name, doc] of batch) {
              // Each document in a turn of its own: on SQLite a batch runs without a pause otherwise,
              // and a large one would hold other devices' edits back for its whole length.
              if (!first) await new Promise((resolve) => setImmediate(resolve))
              first = false
              try {
                const change = await tx.savepoint((part) => persistIn(part, name, doc, false))
                if (change) changes.push(change)
              } catch (error) {
                logger.error('sync: could not store an update document', { document: name, error: String(error) })
                failures.set(name, error)
              }
            }
          },
          { waitForDisk: false },
        ),
      )
      announce(changes)
      return failures
    },

    namesOwnedBy: (userId: string) => documents.namesOwnedBy(userId),

    /** Deletes the document and its index row for good, leaving a tombstone the sync server refuses. */
    async deleteForever(name: string, ownerId: string): Promise<void> {
      const removed = await oneAtATime(() =>
        store.transaction(async (tx) => {
          await tx.documents.addTombstone(name, ownerId, now())
          await tx.documents.remove(name)
          return tx.updates.removeForUser(name, ownerId)
        }),
      )
      if (removed) announce([[ownerId, name]])
    },
  }
}

export type UpdateDocumentsService = ReturnType<typeof createUpdateDocumentsService>
