import type { UpdateType } from '@sayso/shared'

/**
 * Content waiting for the server (SPEC: recording and typing keep working offline): a recording to
 * transcribe or typed text to process, kept in IndexedDB so that neither a lost connection nor a
 * reload loses it. Each item is processed once the server can be reached, then removed.
 */
interface QueuedBase {
  /** Also the id of the recording it becomes, so processing it twice never adds it twice. */
  id: string
  userId: string
  /** The update it belongs to (created on this device if need be, which works offline). */
  updateId: string
  /** The type of that update: the item is processed as that type's content, whatever page is shown. */
  updateType: UpdateType
  /** Why the server refused it, once it did (the item waits for Retry or Discard). */
  failure?: string
  /** Weekly target section; absent for quick updates and weekly recordings that wait for a section. */
  sectionId?: string
  /** ISO date-time the content was made. */
  createdAt: string
}

export interface QueuedAudio extends QueuedBase {
  kind: 'audio'
  audio: Blob
  /** Seconds. */
  duration: number
}

export interface QueuedText extends QueuedBase {
  kind: 'text'
  text: string
}

export type QueuedWork = QueuedAudio | QueuedText

/** An item as a workspace hands it over; the queue adds whose it is. */
export type NewWork = Omit<QueuedAudio, 'userId'> | Omit<QueuedText, 'userId'>

const DATABASE = 'sayso-work-queue'
const STORE = 'work'

export interface WorkQueue {
  add(item: QueuedWork): Promise<void>
  remove(id: string): Promise<void>
  /** The user's waiting items, oldest first. */
  list(userId: string): Promise<QueuedWork[]>
  /** Removes every item of the user (logout, account deletion). */
  clear(userId: string): Promise<void>
}

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1)
  request.onupgradeneeded = () => {
    const store = request.result.createObjectStore(STORE, { keyPath: 'id' })
    store.createIndex('userId', 'userId')
  }
  return promised(request)
}

/** The queue in IndexedDB; where IndexedDB cannot be opened (some private windows), in memory. */
export function createWorkQueue(): WorkQueue {
  const memory = new Map<string, QueuedWork>()
  let database: Promise<IDBDatabase | null> | null = null
  const open = () => (database ??= openDatabase().catch(() => null))

  async function store(mode: IDBTransactionMode): Promise<IDBObjectStore | null> {
    const db = await open()
    return db ? db.transaction(STORE, mode).objectStore(STORE) : null
  }

  return {
    async add(item) {
      const target = await store('readwrite')
      if (target) await promised(target.put(item))
      else memory.set(item.id, item)
    },
    async remove(id) {
      const target = await store('readwrite')
      if (target) await promised(target.delete(id))
      memory.delete(id)
    },
    async list(userId) {
      const source = await store('readonly')
      const items = source
        ? await promised(source.index('userId').getAll(userId) as IDBRequest<QueuedWork[]>)
        : [...memory.values()].filter((item) => item.userId === userId)
      return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    },
    async clear(userId) {
      for (const item of await this.list(userId)) await this.remove(item.id)
    },
  }
}

/** Shared by every workspace of the tab. */
export const workQueue = createWorkQueue()
