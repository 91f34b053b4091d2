// Crash-safe recording: every chunk MediaRecorder hands over is written to IndexedDB as it arrives, so a
// reload, crash or closed tab loses at most the last chunk. A finished or cancelled recording is removed.

/** What is stored about a recording in progress, enough to offer it for recovery. */
export interface StoredRecording {
  id: string
  mimeType: string
  /** Wall-clock start, in ms since the epoch. */
  startedAt: number
  /** Recorded audio up to the last stored chunk, pauses excluded. */
  durationMs: number
  /** Each resume after a reload starts a new segment: a new MediaRecorder, with its own file header. */
  segmentCount: number
}

/** One stored recording's chunks, grouped by segment, in recording order. */
export type StoredSegments = Blob[][]

export interface RecordingStore {
  save(recording: StoredRecording): Promise<void>
  appendChunk(recording: StoredRecording, segment: number, sequence: number, chunk: Blob): Promise<void>
  /** The most recent recording that holds audio, apart from the live ones; empty leftovers are removed. */
  findUnfinished(live: ReadonlySet<string>): Promise<StoredRecording | null>
  loadSegments(id: string): Promise<StoredSegments>
  remove(id: string): Promise<void>
}

const VERSION = 1
const RECORDINGS = 'recordings'
const CHUNKS = 'chunks'

interface StoredChunk {
  recordingId: string
  segment: number
  sequence: number
  data: Blob
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
    transaction.onabort = () => reject(transaction.error ?? new DOMException('Transaction aborted', 'AbortError'))
  })
}

function openDatabase(name: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, VERSION)
  request.onupgradeneeded = () => {
    const database = request.result
    database.createObjectStore(RECORDINGS, { keyPath: 'id' })
    database.createObjectStore(CHUNKS, { keyPath: ['recordingId', 'segment', 'sequence'] })
  }
  return requestResult(request).then((database) => {
    // Let clearRecordings() delete the database instead of waiting for this connection.
    database.onversionchange = () => database.close()
    return database
  })
}

/** The IndexedDB database useRecorder keeps recordings in progress in, unless told otherwise. */
export const DEFAULT_RECORDINGS_DATABASE = 'sayso-recorder'

/**
 * Deletes every recording in progress kept in `databaseName`, e.g. when a user signs out of a
 * shared computer, so the next user is never offered their audio.
 */
export function clearRecordings(databaseName: string = DEFAULT_RECORDINGS_DATABASE): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(databaseName)
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error)
  })
}

function chunksOf(id: string): IDBKeyRange {
  return IDBKeyRange.bound([id, 0, 0], [id, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER])
}

/** Opens (lazily) the IndexedDB database `databaseName` that holds recordings in progress. */
export function createRecordingStore(databaseName: string): RecordingStore {
  let database: Promise<IDBDatabase> | undefined
  const open = () => (database ??= openDatabase(databaseName))

  async function write(work: (recordings: IDBObjectStore, chunks: IDBObjectStore) => void): Promise<void> {
    const transaction = (await open()).transaction([RECORDINGS, CHUNKS], 'readwrite')
    work(transaction.objectStore(RECORDINGS), transaction.objectStore(CHUNKS))
    await transactionDone(transaction)
  }

  async function remove(id: string): Promise<void> {
    await write((recordings, chunks) => {
      recordings.delete(id)
      chunks.delete(chunksOf(id))
    })
  }

  return {
    save: (recording) => write((recordings) => recordings.put(recording)),

    appendChunk: (recording, segment, sequence, chunk) =>
      write((recordings, chunks) => {
        const stored: StoredChunk = { recordingId: recording.id, segment, sequence, data: chunk }
        chunks.put(stored)
        recordings.put(recording)
      }),

    async findUnfinished(live) {
      const transaction = (await open()).transaction([RECORDINGS, CHUNKS], 'readonly')
      const all = await requestResult(transaction.objectStore(RECORDINGS).getAll() as IDBRequest<StoredRecording[]>)
      const candidates = all.filter((recording) => !live.has(recording.id))
      const withAudio: StoredRecording[] = []
      for (const recording of candidates) {
        const count = await requestResult(transaction.objectStore(CHUNKS).count(chunksOf(recording.id)))
        if (count > 0) withAudio.push(recording)
      }
      for (const empty of candidates.filter((recording) => !withAudio.includes(recording))) await remove(empty.id)
      withAudio.sort((a, b) => b.startedAt - a.startedAt)
      return withAudio[0] ?? null
    },

    async loadSegments(id) {
      const transaction = (await open()).transaction(CHUNKS, 'readonly')
      // Keys sort by [recordingId, segment, sequence], so chunks come back in recording order.
      const chunks = await requestResult(
        transaction.objectStore(CHUNKS).getAll(chunksOf(id)) as IDBRequest<StoredChunk[]>,
      )
      const segments: StoredSegments = []
      for (const chunk of chunks) (segments[chunk.segment] ??= []).push(chunk.data)
      return segments.filter((segment) => segment.length > 0)
    },

    remove,
  }
}
