import { IndexeddbPersistence, clearDocument } from 'y-indexeddb'
import * as Y from 'yjs'

// One IndexedDB database per update document (y-indexeddb's layout), named after the user, so
// one user's data can be found and wiped at logout without touching another's on a shared computer.

const PREFIX = 'sayso'

export const localDatabaseName = (userId: string, updateId: string) => `${PREFIX}:${userId}:${updateId}`

/**
 * Flags kept beside each document (y-indexeddb's custom store):
 * `serverHasIt` once the server has acknowledged the document, `pending` while local edits may
 * not have reached it.
 */
export type LocalFlag = 'serverHasIt' | 'pending'

// y-indexeddb's store of the flags beside a document's updates.
const FLAG_STORE = 'custom'

/** The IndexedDB calls made here directly (y-indexeddb makes the rest), typed without the DOM library for Node builds. */
interface StoreRequest<T> {
  result: T
  error: unknown
  onsuccess: (() => void) | null
  onerror: (() => void) | null
}
interface LocalDatabase {
  transaction(
    store: string,
    mode: 'readonly',
  ): { objectStore(name: string): { get(key: string): StoreRequest<unknown> } }
  close(): void
}
interface OpenRequest extends StoreRequest<LocalDatabase> {
  transaction: { abort(): void } | null
  onupgradeneeded: (() => void) | null
}
interface LocalDatabases {
  databases(): Promise<Array<{ name?: string }>>
  open(name: string): OpenRequest
}

const localDatabases = () => (globalThis as unknown as { indexedDB: LocalDatabases }).indexedDB

const settled = <T>(request: StoreRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

/** Names of this user's local update documents, from `indexedDB.databases()`. */
export async function localUpdateIds(userId: string): Promise<string[]> {
  const prefix = `${PREFIX}:${userId}:`
  const databases = await localDatabases().databases()
  return databases
    .map((database) => database.name ?? '')
    .filter((name) => name.startsWith(prefix))
    .map((name) => name.slice(prefix.length))
}

export async function readFlag(persistence: IndexeddbPersistence, flag: LocalFlag): Promise<boolean> {
  return (await persistence.get(flag)) === 1
}

export async function writeFlag(persistence: IndexeddbPersistence, flag: LocalFlag, value: boolean): Promise<void> {
  await persistence.set(flag, value ? 1 : 0)
}

/**
 * A flag of a local document no screen has open, read without loading the document: a page load looks
 * for unsent edits in every local update, which must not decode each of them beside the update being
 * shown (issue 18). A copy that cannot be read counts as unflagged.
 */
export async function peekFlag(userId: string, updateId: string, flag: LocalFlag): Promise<boolean> {
  try {
    const opening = localDatabases().open(localDatabaseName(userId, updateId))
    // Deleted since it was listed: opening must not leave an empty database under its name.
    opening.onupgradeneeded = () => opening.transaction?.abort()
    const database = await settled(opening)
    try {
      return (await settled(database.transaction(FLAG_STORE, 'readonly').objectStore(FLAG_STORE).get(flag))) === 1
    } finally {
      database.close()
    }
  } catch {
    return false
  }
}

/** Opens a local document just long enough to read it; used for updates no screen has open. */
export async function peekLocalUpdate<T>(
  userId: string,
  updateId: string,
  read: (doc: Y.Doc, persistence: IndexeddbPersistence) => Promise<T>,
): Promise<T> {
  const doc = new Y.Doc()
  const persistence = new IndexeddbPersistence(localDatabaseName(userId, updateId), doc)
  try {
    await persistence.whenSynced
    return await read(doc, persistence)
  } finally {
    await persistence.destroy()
    doc.destroy()
  }
}

export const deleteLocalUpdate = (userId: string, updateId: string): Promise<void> =>
  clearDocument(localDatabaseName(userId, updateId))

/** Wipes every local update document of the user (logout, account deletion). */
export async function clearLocalData(userId: string): Promise<void> {
  const ids = await localUpdateIds(userId)
  await Promise.all(ids.map((id) => deleteLocalUpdate(userId, id)))
}
