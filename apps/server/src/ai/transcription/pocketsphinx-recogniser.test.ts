import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { POCKETSPHINX_TESTDATA } from '../testing/audio-fixtures.ts'
import { PocketsphinxProcess, RecogniserPool } from './pocketsphinx-recogniser.ts'
import { frameLoudness, speechSegments } from './segments.ts'

const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us'
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-recogniser-'))

/** Two testdata sentences with a second of silence between them, as 16 kHz mono PCM. */
function twoSentences(): string {
  const file = path.join(dir, 'two-sentences.raw')
  const silence = Buffer.alloc(16_000 * 2)
  fs.writeFileSync(
    file,
    Buffer.concat([
      fs.readFileSync(path.join(POCKETSPHINX_TESTDATA, 'goforward.raw')),
      silence,
      fs.readFileSync(path.join(POCKETSPHINX_TESTDATA, 'something.raw')),
    ]),
  )
  return file
}

describe('given a warm pocketsphinx pool', () => {
  let pool: RecogniserPool | null = null
  afterEach(() => pool?.close())

  it('recognises long audio segment by segment, cutting in the pause', async () => {
    const file = twoSentences()
    const segments = speechSegments(await frameLoudness(file), { minSeconds: 2, maxSeconds: 4, silenceRms: 150 })
    expect(segments).toHaveLength(2)
    // The cut falls inside the second of silence (2.8 s to 3.8 s).
    expect(segments[0]!.endFrame).toBeGreaterThan(280)
    expect(segments[0]!.endFrame).toBeLessThan(380)
    pool = new RecogniserPool(1, { modelDir: MODEL_DIR, segmentTimeoutMs: 20_000 })
    expect(await pool.recognise(file, segments)).toEqual(['go forward ten meters', 'go somewhere and do something'])
  })

  it('leaves out a stretch of pure silence', async () => {
    const file = path.join(dir, 'silence.raw')
    fs.writeFileSync(file, Buffer.alloc(16_000 * 2 * 5))
    expect(speechSegments(await frameLoudness(file))).toEqual([])
  })
})

/**
 * Whether a process of the group still runs. Zombies do not count: killed grandchildren are
 * re-parented and reaped by PID 1 when it gets to them (in a container that may be never), and
 * `kill(-pgid, 0)` would still find them.
 */
function groupAlive(pgid: number): boolean {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // exited while we looked
    }
    // "pid (comm) state ppid pgrp …": comm may hold spaces, so read after its closing parenthesis.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(pgrp) === pgid && state !== 'Z' && state !== 'X') return true
  }
  return false
}

describe('given a recogniser whose segment takes longer than its timeout', () => {
  it('kills the process, fails that segment, and recognises the next one on a fresh process', async () => {
    const recogniser = new PocketsphinxProcess({ modelDir: MODEL_DIR, segmentTimeoutMs: 4000 })
    // Four minutes of speech in one segment takes far longer than 4 s to recognise.
    const long = path.join(dir, 'long.raw')
    fs.writeFileSync(
      long,
      Buffer.concat(
        Array.from({ length: 80 }, () => fs.readFileSync(path.join(POCKETSPHINX_TESTDATA, 'goforward.raw'))),
      ),
    )
    recogniser.warmUp()
    const first = recogniser.pid!
    await expect(recogniser.recognise(long, { startFrame: 0, endFrame: -1 })).rejects.toMatchObject({
      kind: 'timed-out',
    })
    // The whole process group (sh, cat, pocketsphinx_batch) is gone once the kill is delivered.
    await expect.poll(() => groupAlive(first), { timeout: 5000 }).toBe(false)

    const short = path.join(POCKETSPHINX_TESTDATA, 'goforward.raw')
    expect(await recogniser.recognise(short, { startFrame: 0, endFrame: -1 })).toBe('go forward ten meters')
    expect(recogniser.pid).not.toBe(first)
    recogniser.close()
  })
})
