import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { testdataRecording } from '../testing/audio-fixtures.ts'
import { BYTES_PER_SECOND, decodeAudio } from './decode-audio.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-decode-'))

describe('given an uploaded webm/opus recording', () => {
  const input = path.join(dir, 'goforward.upload')
  fs.writeFileSync(input, testdataRecording('goforward.raw'))

  it('decodes it to 16 kHz mono PCM and reports its length', async () => {
    const output = path.join(dir, 'goforward.raw')
    const seconds = await decodeAudio(input, 'webm', output, { timeoutMs: 20_000, maxSeconds: 600 })
    expect(seconds).toBeCloseTo(2.79, 1)
    expect(fs.statSync(output).size).toBe(Math.round(seconds * BYTES_PER_SECOND))
  })

  it('kills ffmpeg when it passes its timeout (504)', async () => {
    await expect(
      decodeAudio(input, 'webm', path.join(dir, 'slow.raw'), { timeoutMs: 1, maxSeconds: 600 }),
    ).rejects.toMatchObject({
      kind: 'timed-out',
      message: 'Reading the audio took too long. Try a shorter recording.',
    })
  })

  it('refuses to read it as another container than its bytes say (400)', async () => {
    await expect(
      decodeAudio(input, 'wav', path.join(dir, 'wrong.raw'), { timeoutMs: 20_000, maxSeconds: 600 }),
    ).rejects.toMatchObject({
      kind: 'invalid',
    })
  })
})
