import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { mergeSegments } from './merge-segments.js'
import { AUDIO_CONSTRAINTS, pickMimeType, resolveEnvironment, type RecorderEnvironment } from './media-support.js'
import { errorFromGetUserMedia, recorderError, type RecorderError } from './recorder-error.js'
import {
  DEFAULT_RECORDINGS_DATABASE,
  createRecordingStore,
  type RecordingStore,
  type StoredRecording,
} from './recording-store.js'

/** Where the recorder is: `requesting` while the browser asks for the microphone. */
export type RecorderStatus = 'idle' | 'requesting' | 'recording' | 'paused' | 'stopping'

/** A finished recording. */
export interface RecordingResult {
  id: string
  blob: Blob
  mimeType: string
  /** Recorded time, pauses excluded. */
  durationMs: number
  /** Whole seconds, as shown to users (`formatDuration(duration)`). */
  duration: number
  /** True when the recording was finished from what a previous page left in storage. */
  recovered: boolean
}

/** A recording an earlier page left unfinished (reload, crash, closed tab), offered for recovery. */
export interface RecoverableRecording {
  id: string
  mimeType: string
  /** When the recording started, in ms since the epoch. */
  startedAt: number
  /** Audio kept, pauses excluded; at most the last chunk (1 s) is missing. */
  durationMs: number
}

export interface UseRecorderOptions {
  /** Called with each finished recording, from `stop()` or `finishRecovered()`. */
  onRecordingComplete?: (recording: RecordingResult) => void
  /** Write each chunk to IndexedDB so an interrupted recording can be recovered. Default `true`. */
  crashRecovery?: boolean
  /** The IndexedDB database holding recordings in progress. Default `'sayso-recorder'`. */
  databaseName?: string
  /** Length of each recorded chunk in ms. Default `1000` (SPEC §9). */
  timeslice?: number
  /** Browser APIs to record with instead of the global ones (wrapped getUserMedia, tests). */
  environment?: RecorderEnvironment
}

export interface UseRecorderResult {
  status: RecorderStatus
  /** Whole seconds recorded so far; ticks each second and stands still while paused. */
  elapsedSeconds: number
  /** Why the last start failed or the recording broke, else null. */
  error: RecorderError | null
  /** Whether this browser can record at all. */
  isSupported: boolean
  /** An unfinished recording found in storage on mount, until it is resumed, finished or discarded. */
  recovery: RecoverableRecording | null
  /** Asks for the microphone and starts recording; call it from a user gesture. */
  start: () => Promise<void>
  pause: () => void
  resume: () => void
  /** Stops recording and resolves with the recording (null when nothing was recording). */
  stop: () => Promise<RecordingResult | null>
  /** Stops recording and throws the audio away. */
  cancel: () => void
  /** Continues the unfinished recording: the new audio is appended to what was kept. */
  resumeRecovered: () => Promise<void>
  /** Turns the unfinished recording into a finished one. */
  finishRecovered: () => Promise<RecordingResult | null>
  /** Deletes the unfinished recording. */
  discardRecovered: () => Promise<void>
  clearError: () => void
}

interface Session {
  stored: StoredRecording
  recorder: MediaRecorder
  stream: MediaStream
  segment: number
  sequence: number
  chunks: Blob[]
  /** Finished segments of a recovered recording, each a complete file. */
  earlierSegments: Blob[]
  accumulatedMs: number
  runningSince: number | null
  cancelled: boolean
  writes: Promise<void>
  releaseLock: () => void
}

interface Beginning {
  stored?: StoredRecording
  earlierSegments?: Blob[]
}

const LOCK_PREFIX = 'sayso-recording:'

function elapsedMs(session: Session): number {
  return session.accumulatedMs + (session.runningSince === null ? 0 : performance.now() - session.runningSince)
}

function releaseTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop()
}

function stopRecorder(recorder: MediaRecorder): Promise<void> {
  if (recorder.state === 'inactive') return Promise.resolve()
  return new Promise((resolve) => {
    recorder.addEventListener('stop', () => resolve(), { once: true })
    recorder.stop()
  })
}

// The id of a recording kept for recovery inside this library only. Not @sayso/update-doc's newId:
// recorder-ui is a published library with React as its only dependency; the host app names the
// recordings it keeps. Without a secure context (no randomUUID) a time-and-random id is unique enough
// for one device's recovery store.
function recoveryId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

// A Web Lock held while recording tells other tabs that this recording is live, not abandoned.
function holdLock(id: string): () => void {
  const locks = globalThis.navigator?.locks
  if (!locks) return () => {}
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  locks.request(LOCK_PREFIX + id, () => held).catch(() => {})
  return release
}

async function liveRecordingIds(): Promise<Set<string>> {
  const snapshot = await globalThis.navigator?.locks?.query().catch(() => undefined)
  const names = (snapshot?.held ?? []).map((lock) => lock.name ?? '')
  return new Set(names.filter((name) => name.startsWith(LOCK_PREFIX)).map((name) => name.slice(LOCK_PREFIX.length)))
}

function hasIndexedDb(): boolean {
  return typeof globalThis.indexedDB !== 'undefined'
}

function toResult(id: string, blob: Blob, durationMs: number, recovered: boolean): RecordingResult {
  return { id, blob, mimeType: blob.type, durationMs, duration: Math.round(durationMs / 1000), recovered }
}

/**
 * Records audio with MediaRecorder (SPEC §9: echo cancellation and noise suppression on, 44.1 kHz,
 * webm/opus → webm → mp4, 1000 ms chunks), keeping every chunk in IndexedDB so that a reload or crash
 * loses at most the last second, and offering such a recording for recovery on the next mount.
 */
export function useRecorder(options: UseRecorderOptions = {}): UseRecorderResult {
  const { crashRecovery = true, databaseName = DEFAULT_RECORDINGS_DATABASE, timeslice = 1000 } = options
  const [status, setStatus] = useState<RecorderStatus>('idle')
  const [elapsedSeconds, setElapsedSeconds] = useState(0)
  const [error, setError] = useState<RecorderError | null>(null)
  const [recovery, setRecovery] = useState<RecoverableRecording | null>(null)
  const sessionRef = useRef<Session | null>(null)
  const startingRef = useRef(false)
  const mountedRef = useRef(false)
  // The latest options for callbacks made earlier (a stop's completion), updated after each render.
  const optionsRef = useRef(options)
  useLayoutEffect(() => {
    optionsRef.current = options
  })

  const store = useMemo<RecordingStore | null>(
    () => (crashRecovery && hasIndexedDb() ? createRecordingStore(databaseName) : null),
    [crashRecovery, databaseName],
  )

  const { mediaDevices, MediaRecorder: Recorder } = resolveEnvironment(options.environment)
  const isSupported = typeof mediaDevices?.getUserMedia === 'function' && typeof Recorder === 'function'

  useEffect(() => {
    mountedRef.current = true
    return () => {
      mountedRef.current = false
      const session = sessionRef.current
      if (!session) return
      // Unmounting mid-recording keeps what was stored: the next mount offers it for recovery.
      sessionRef.current = null
      session.recorder.stop()
      releaseTracks(session.stream)
      void session.writes.finally(session.releaseLock)
    }
  }, [])

  useEffect(() => {
    if (!store) return
    let current = true
    void (async () => {
      const live = await liveRecordingIds()
      const own = sessionRef.current?.stored.id
      if (own) live.add(own)
      const unfinished = await store.findUnfinished(live).catch(() => null)
      if (!current || !unfinished) return
      const { id, mimeType, startedAt, durationMs } = unfinished
      setRecovery({ id, mimeType, startedAt, durationMs })
    })()
    return () => {
      current = false
    }
  }, [store])

  // The clock is measured from timestamps; this interval only redraws (React skips equal values).
  useEffect(() => {
    if (status !== 'recording') return
    const timer = setInterval(() => {
      const session = sessionRef.current
      if (session) setElapsedSeconds(Math.floor(elapsedMs(session) / 1000))
    }, 200)
    return () => clearInterval(timer)
  }, [status])

  const persist = useCallback(
    (session: Session, write: (store: RecordingStore) => Promise<void>) => {
      if (!store) return
      // Storage full or unavailable: the recording goes on, only its crash safety is lost.
      session.writes = session.writes.then(() => write(store)).catch(() => {})
    },
    [store],
  )

  const begin = useCallback(
    async ({ stored, earlierSegments = [] }: Beginning): Promise<boolean> => {
      if (sessionRef.current || startingRef.current) return false
      const environment = resolveEnvironment(optionsRef.current.environment)
      const MediaRecorderClass = environment.MediaRecorder
      if (typeof environment.mediaDevices?.getUserMedia !== 'function' || !MediaRecorderClass) {
        setError(recorderError('unsupported'))
        return false
      }
      startingRef.current = true
      setError(null)
      setStatus('requesting')
      try {
        let stream: MediaStream
        try {
          stream = await environment.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS })
        } catch (cause) {
          if (mountedRef.current) {
            setError(errorFromGetUserMedia(cause))
            setStatus('idle')
          }
          return false
        }
        if (!mountedRef.current) {
          releaseTracks(stream)
          return false
        }
        let recorder: MediaRecorder
        const preferred = pickMimeType(MediaRecorderClass)
        try {
          recorder = new MediaRecorderClass(stream, preferred ? { mimeType: preferred } : undefined)
          recorder.start(timeslice)
        } catch {
          releaseTracks(stream)
          setError(recorderError('unsupported'))
          setStatus('idle')
          return false
        }
        const mimeType = recorder.mimeType || preferred || 'audio/webm'
        const id = stored?.id ?? recoveryId()
        const session: Session = {
          stored: stored
            ? { ...stored, segmentCount: stored.segmentCount + 1 }
            : { id, mimeType, startedAt: Date.now(), durationMs: 0, segmentCount: 1 },
          recorder,
          stream,
          segment: stored?.segmentCount ?? 0,
          sequence: 0,
          chunks: [],
          earlierSegments,
          accumulatedMs: stored?.durationMs ?? 0,
          runningSince: performance.now(),
          cancelled: false,
          writes: Promise.resolve(),
          releaseLock: holdLock(id),
        }
        recorder.addEventListener('dataavailable', (event: BlobEvent) => {
          if (session.cancelled || event.data.size === 0) return
          session.chunks.push(event.data)
          const sequence = session.sequence++
          const snapshot = { ...session.stored, durationMs: Math.round(elapsedMs(session)) }
          persist(session, (target) => target.appendChunk(snapshot, session.segment, sequence, event.data))
        })
        recorder.addEventListener('error', () => {
          if (sessionRef.current === session && mountedRef.current) setError(recorderError('recording-failed'))
        })
        persist(session, (target) => target.save(session.stored))
        sessionRef.current = session
        setElapsedSeconds(Math.floor(session.accumulatedMs / 1000))
        setStatus('recording')
        return true
      } finally {
        startingRef.current = false
      }
    },
    [persist, timeslice],
  )

  const start = useCallback(async () => {
    await begin({})
  }, [begin])

  const pause = useCallback(() => {
    const session = sessionRef.current
    if (!session || session.recorder.state !== 'recording') return
    // Flush what was recorded so far to storage before pausing (STYLE.md: requestData() before pause()).
    session.recorder.requestData()
    session.recorder.pause()
    session.accumulatedMs = elapsedMs(session)
    session.runningSince = null
    setElapsedSeconds(Math.floor(session.accumulatedMs / 1000))
    setStatus('paused')
  }, [])

  const resume = useCallback(() => {
    const session = sessionRef.current
    if (!session || session.recorder.state !== 'paused') return
    session.recorder.resume()
    session.runningSince = performance.now()
    setStatus('recording')
  }, [])

  const stop = useCallback(async (): Promise<RecordingResult | null> => {
    const session = sessionRef.current
    if (!session) return null
    sessionRef.current = null
    setStatus('stopping')
    const durationMs = Math.round(elapsedMs(session))
    session.runningSince = null
    await stopRecorder(session.recorder)
    releaseTracks(session.stream)
    const current = new Blob(session.chunks, { type: session.stored.mimeType })
    let blob = current
    if (session.earlierSegments.length > 0) {
      try {
        blob = await mergeSegments([...session.earlierSegments, current])
      } catch {
        // Keep everything stored and offer it again, rather than lose the earlier segments.
        void session.writes.finally(session.releaseLock)
        if (mountedRef.current) {
          const { id, mimeType, startedAt } = session.stored
          setRecovery({ id, mimeType, startedAt, durationMs })
          setError(recorderError('recording-failed'))
          setStatus('idle')
          setElapsedSeconds(0)
        }
        return null
      }
    }
    persist(session, (target) => target.remove(session.stored.id))
    void session.writes.finally(session.releaseLock)
    const result = toResult(session.stored.id, blob, durationMs, session.earlierSegments.length > 0)
    if (mountedRef.current) {
      setStatus('idle')
      setElapsedSeconds(0)
    }
    optionsRef.current.onRecordingComplete?.(result)
    return result
  }, [persist])

  const cancel = useCallback(() => {
    const session = sessionRef.current
    if (!session) return
    sessionRef.current = null
    session.cancelled = true
    session.recorder.stop()
    releaseTracks(session.stream)
    persist(session, (target) => target.remove(session.stored.id))
    void session.writes.finally(session.releaseLock)
    setStatus('idle')
    setElapsedSeconds(0)
  }, [persist])

  const loadRecovered = useCallback(async () => {
    if (!store || !recovery) return null
    const segments = await store.loadSegments(recovery.id)
    return segments.map((chunks) => new Blob(chunks, { type: recovery.mimeType }))
  }, [store, recovery])

  const resumeRecovered = useCallback(async () => {
    if (!recovery) return
    const earlierSegments = await loadRecovered()
    if (!earlierSegments) return
    const stored: StoredRecording = { ...recovery, segmentCount: earlierSegments.length }
    if (await begin({ stored, earlierSegments })) setRecovery(null)
  }, [begin, loadRecovered, recovery])

  const finishRecovered = useCallback(async (): Promise<RecordingResult | null> => {
    if (!store || !recovery) return null
    const segments = await loadRecovered()
    if (!segments || segments.length === 0) {
      await store.remove(recovery.id)
      setRecovery(null)
      return null
    }
    let blob: Blob
    try {
      blob = segments.length === 1 ? segments[0]! : await mergeSegments(segments)
    } catch {
      setError(recorderError('recording-failed'))
      return null
    }
    await store.remove(recovery.id)
    setRecovery(null)
    const result = toResult(recovery.id, blob, recovery.durationMs, true)
    optionsRef.current.onRecordingComplete?.(result)
    return result
  }, [loadRecovered, recovery, store])

  const discardRecovered = useCallback(async () => {
    if (!store || !recovery) return
    await store.remove(recovery.id)
    setRecovery(null)
  }, [recovery, store])

  const clearError = useCallback(() => setError(null), [])

  return {
    status,
    elapsedSeconds,
    error,
    isSupported,
    recovery,
    start,
    pause,
    resume,
    stop,
    cancel,
    resumeRecovered,
    finishRecovered,
    discardRecovered,
    clearError,
  }
}
