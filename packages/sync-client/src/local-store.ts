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

/** The one IndexedDB call made here directly (y-indexeddb makes the rest), typed without the DOM library for Node builds. */
interface DatabaseLister {
  databases(): Promise<Array<{ name?: string }>>
}

/** Names of this user's local update documents, from `indexedDB.databases()`. */
export async function localUpdateIds(userId: string): Promise<string[]> {
  const prefix = `${PREFIX}:${userId}:`
  const databases = await (globalThis as unknown as { indexedDB: DatabaseLister }).indexedDB.databases()
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
