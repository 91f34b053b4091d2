// The hook against Chromium's real MediaRecorder and IndexedDB, with a fake microphone playing speech
// (see vite.config.ts). Recorded files are checked with ffprobe on the Node side.
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { commands } from 'vitest/browser'
import { renderHook } from 'vitest-browser-react'
import { clearRecordings } from './recording-store.js'
import { useRecorder, type UseRecorderOptions, type UseRecorderResult } from './use-recorder.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

let databases: string[] = []
function freshDatabase(): string {
  const name = `sayso-recorder-test-${crypto.randomUUID()}`
  databases.push(name)
  return name
}

afterEach(async () => {
  await Promise.all(
    databases.map(
      (name) =>
        new Promise((resolve) => {
          const request = indexedDB.deleteDatabase(name)
          request.onsuccess = request.onerror = request.onblocked = resolve
        }),
    ),
  )
  databases = []
})

// Watches every getUserMedia stream so a test can tell whether the microphone was released.
function trackingEnvironment() {
  const streams: MediaStream[] = []
  const environment: NonNullable<UseRecorderOptions['environment']> = {
    mediaDevices: {
      getUserMedia: async (constraints) => {
        const stream = await navigator.mediaDevices.getUserMedia(constraints)
        streams.push(stream)
        return stream
      },
    },
  }
  const liveTracks = () =>
    streams.flatMap((stream) => stream.getTracks()).filter((track) => track.readyState === 'live')
  return { environment, streams, liveTracks }
}

async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = performance.now()
  while (!check()) {
    if (performance.now() - started > timeoutMs) throw new Error('condition not met in time')
    await sleep(25)
  }
}

async function render(options: UseRecorderOptions) {
  const { result, rerender, unmount } = await renderHook(() => useRecorder(options), {
    wrapper: ({ children }) => <StrictMode>{children}</StrictMode>,
  })
  return { recorder: () => result.current as UseRecorderResult, rerender, unmount }
}

describe('given a browser with a microphone', () => {
  it('records a playable webm/opus file as long as the recording', async () => {
    const { environment, liveTracks } = trackingEnvironment()
    const { recorder } = await render({ databaseName: freshDatabase(), environment })

    await recorder().start()
    await waitFor(() => recorder().status === 'recording')
    await sleep(3000)
    const result = await recorder().stop()

    expect(result).not.toBeNull()
    expect(result!.mimeType).toMatch(/^audio\/webm/)
    expect(result!.durationMs).toBeGreaterThanOrEqual(2900)
    expect(result!.durationMs).toBeLessThan(4500)
    const probe = await commands.probeAudio(await toBase64(result!.blob))
    expect(probe.formatName).toContain('webm')
    expect(probe.codecName).toBe('opus')
    // The file holds as much audio as the clock says was recorded.
    expect(Math.abs(probe.durationSeconds - result!.durationMs / 1000)).toBeLessThan(0.6)
    expect(liveTracks()).toHaveLength(0)
    await expect.poll(() => recorder().status).toBe('idle')
  })

  it('ticks the elapsed seconds while recording and holds them while paused', async () => {
    const { recorder } = await render({ databaseName: freshDatabase() })

    await recorder().start()
    await waitFor(() => recorder().elapsedSeconds >= 2, 4000)
    recorder().pause()
    await waitFor(() => recorder().status === 'paused')
    const held = recorder().elapsedSeconds
    await sleep(1500)
    expect(recorder().elapsedSeconds).toBe(held)

    recorder().resume()
    await waitFor(() => recorder().elapsedSeconds > held, 2500)
    recorder().cancel()
  })

  it('keeps all audio across a pause, and leaves the paused time out', async () => {
    const { recorder } = await render({ databaseName: freshDatabase() })

    await recorder().start()
    await sleep(2000)
    recorder().pause()
    await sleep(1500)
    recorder().resume()
    await sleep(2000)
    const result = await recorder().stop()

    // 4 s recorded; had the 1.5 s pause counted, it would be at least 5.5 s.
    expect(result!.durationMs).toBeGreaterThanOrEqual(3900)
    expect(result!.durationMs).toBeLessThan(5400)
    const probe = await commands.probeAudio(await toBase64(result!.blob))
    expect(Math.abs(probe.durationSeconds - result!.durationMs / 1000)).toBeLessThan(0.6)
  })

  it('releases the microphone and keeps nothing when cancelled', async () => {
    const databaseName = freshDatabase()
    const { environment, liveTracks } = trackingEnvironment()
    const completed: unknown[] = []
    const { recorder, unmount } = await render({
      databaseName,
      environment,
      onRecordingComplete: (r) => completed.push(r),
    })

    await recorder().start()
    await sleep(1500)
    recorder().cancel()
    await expect.poll(() => recorder().status).toBe('idle')
    expect(recorder().elapsedSeconds).toBe(0)
    expect(liveTracks()).toHaveLength(0)
    await unmount()

    const next = await render({ databaseName })
    await sleep(500)
    expect(next.recorder().recovery).toBeNull()
    expect(completed).toHaveLength(0)
  })

  it('releases the microphone when the component unmounts mid-recording', async () => {
    const { environment, liveTracks } = trackingEnvironment()
    const { recorder, unmount } = await render({ databaseName: freshDatabase(), environment })

    await recorder().start()
    await waitFor(() => liveTracks().length > 0)
    await unmount()

    expect(liveTracks()).toHaveLength(0)
  })
})

describe('given a recording interrupted after three seconds', () => {
  async function interruptedRecording(databaseName: string) {
    const first = await render({ databaseName })
    await first.recorder().start()
    await sleep(3000)
    // Unmounting without stop() leaves the recording as a crash would: only what reached IndexedDB.
    await first.unmount()
    await sleep(300)
  }

  it('offers it for recovery on the next mount, with its duration', async () => {
    const databaseName = freshDatabase()
    await interruptedRecording(databaseName)

    const { recorder } = await render({ databaseName })
    await waitFor(() => recorder().recovery !== null)

    expect(recorder().recovery!.durationMs).toBeGreaterThanOrEqual(2000)
    expect(recorder().recovery!.durationMs).toBeLessThan(3600)
  })

  it('finishes it into a playable file with the audio recorded before the interruption', async () => {
    const databaseName = freshDatabase()
    await interruptedRecording(databaseName)
    const completed: Array<{ recovered: boolean }> = []
    const { recorder } = await render({ databaseName, onRecordingComplete: (r) => completed.push(r) })
    await waitFor(() => recorder().recovery !== null)

    const result = await recorder().finishRecovered()

    expect(result!.recovered).toBe(true)
    expect(completed).toHaveLength(1)
    await expect.poll(() => recorder().recovery).toBeNull()
    const probe = await commands.probeAudio(await toBase64(result!.blob))
    expect(probe.codecName).toBe('opus')
    expect(probe.durationSeconds).toBeGreaterThan(1.9)
    expect(probe.durationSeconds).toBeLessThan(3.6)
  })

  it('resumes it: the finished file holds the audio from before and after', async () => {
    const databaseName = freshDatabase()
    await interruptedRecording(databaseName)
    const { recorder } = await render({ databaseName })
    await waitFor(() => recorder().recovery !== null)
    const kept = recorder().recovery!.durationMs

    await recorder().resumeRecovered()
    await waitFor(() => recorder().status === 'recording')
    expect(recorder().elapsedSeconds).toBe(Math.floor(kept / 1000))
    await sleep(2000)
    const result = await recorder().stop()

    expect(result!.mimeType).toBe('audio/wav')
    const probe = await commands.probeAudio(await toBase64(result!.blob))
    // 16 kHz keeps a 10-minute recording under the 25 MB upload limit.
    expect(probe.sampleRate).toBe(16_000)
    expect(probe.durationSeconds).toBeGreaterThan(kept / 1000 + 1.6)
    expect(probe.durationSeconds).toBeLessThan(kept / 1000 + 2.8)
  })

  it('discards it for good', async () => {
    const databaseName = freshDatabase()
    await interruptedRecording(databaseName)
    const { recorder, unmount } = await render({ databaseName })
    await waitFor(() => recorder().recovery !== null)

    await recorder().discardRecovered()
    await expect.poll(() => recorder().recovery).toBeNull()
    await unmount()

    const next = await render({ databaseName })
    await sleep(500)
    expect(next.recorder().recovery).toBeNull()
  })
})

describe('given an interrupted recording when its user signs out', () => {
  it('is gone after clearRecordings: the next user of the computer is not offered it', async () => {
    const databaseName = freshDatabase()
    const first = await render({ databaseName })
    await first.recorder().start()
    await sleep(1500)
    await first.unmount()
    await sleep(300)

    await clearRecordings(databaseName)

    const next = await render({ databaseName })
    await sleep(500)
    expect(next.recorder().recovery).toBeNull()
  })
})

describe('given a recording still live in another tab', () => {
  it('is not offered for recovery', async () => {
    const databaseName = freshDatabase()
    const live = await render({ databaseName })
    await live.recorder().start()
    await sleep(1500)

    const other = await render({ databaseName })
    await sleep(500)

    expect(other.recorder().recovery).toBeNull()
    await live.recorder().stop()
  })
})

describe('given a browser that refuses the microphone', () => {
  it('reports permission-denied and stays idle', async () => {
    const { recorder } = await render({
      databaseName: freshDatabase(),
      environment: {
        mediaDevices: { getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) },
      },
    })

    await recorder().start()

    await expect
      .poll(() => recorder().error)
      .toEqual({
        code: 'permission-denied',
        title: 'Recording failed',
        description: 'Could not access microphone. Please check permissions.',
        message: 'Recording failed – Could not access microphone. Please check permissions.',
      })
    expect(recorder().status).toBe('idle')
  })

  it('reports no-device when there is no microphone', async () => {
    const { recorder } = await render({
      databaseName: freshDatabase(),
      environment: {
        mediaDevices: {
          getUserMedia: () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')),
        },
      },
    })

    await recorder().start()

    await expect.poll(() => recorder().error?.code).toBe('no-device')
  })
})

describe('given a browser without MediaRecorder', () => {
  it('is unsupported and says which browsers work', async () => {
    const { recorder } = await render({
      databaseName: freshDatabase(),
      environment: { MediaRecorder: null },
    })

    expect(recorder().isSupported).toBe(false)
    await recorder().start()

    await expect
      .poll(() => recorder().error)
      .toEqual({
        code: 'unsupported',
        title: 'Unsupported browser',
        description: 'Please use Chrome, Firefox, Safari, or Edge for the best experience',
        message: 'Unsupported browser – Please use Chrome, Firefox, Safari, or Edge for the best experience',
      })
  })
})
