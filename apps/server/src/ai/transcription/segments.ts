import fs from 'node:fs'

/** pocketsphinx counts in 10 ms frames (100 per second). */
export const FRAMES_PER_SECOND = 100
const SAMPLES_PER_FRAME = 160

export interface Segment {
  startFrame: number
  /** Exclusive. */
  endFrame: number
}

export interface SegmentOptions {
  /** Segments are cut in the quietest moment between these lengths (seconds). */
  minSeconds: number
  maxSeconds: number
  /** Frames quieter than this RMS (of 32768) count as silence; a segment of only silence is not recognised. */
  silenceRms: number
}

export const DEFAULT_SEGMENT_OPTIONS: SegmentOptions = { minSeconds: 15, maxSeconds: 30, silenceRms: 150 }

/** The RMS loudness of every 10 ms frame of a 16 kHz s16le file, read in chunks. */
export async function frameLoudness(pcmFile: string): Promise<Float32Array> {
  const { size } = await fs.promises.stat(pcmFile)
  const loudness = new Float32Array(Math.floor(size / 2 / SAMPLES_PER_FRAME))
  let frame = 0
  let sum = 0
  let samples = 0
  let carry: Buffer | null = null
  for await (const chunk of fs.createReadStream(pcmFile, { highWaterMark: 64 * 1024 }) as AsyncIterable<Buffer>) {
    const data: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk
    const usable = data.length - (data.length % 2)
    for (let offset = 0; offset < usable && frame < loudness.length; offset += 2) {
      const sample = data.readInt16LE(offset)
      sum += sample * sample
      if (++samples === SAMPLES_PER_FRAME) {
        loudness[frame++] = Math.sqrt(sum / SAMPLES_PER_FRAME)
        sum = 0
        samples = 0
      }
    }
    carry = usable < data.length ? data.subarray(usable) : null
  }
  return loudness
}

/**
 * Long audio is recognised in pieces, cut where the speaker pauses, so one utterance never grows
 * past the recogniser's comfortable length. Segments that hold only silence are left out, so
 * silence yields no words at all.
 */
export function speechSegments(loudness: Float32Array, options: SegmentOptions = DEFAULT_SEGMENT_OPTIONS): Segment[] {
  const minFrames = options.minSeconds * FRAMES_PER_SECOND
  const maxFrames = options.maxSeconds * FRAMES_PER_SECOND
  const segments: Segment[] = []
  let start = 0
  while (start < loudness.length) {
    let end = loudness.length
    if (end - start > maxFrames) end = quietestCut(loudness, start + minFrames, start + maxFrames)
    if (hasSpeech(loudness, start, end, options.silenceRms)) segments.push({ startFrame: start, endFrame: end })
    start = end
  }
  return segments
}

// The cut goes in the middle of the quietest 300 ms window, so a word is not split in two.
function quietestCut(loudness: Float32Array, from: number, to: number): number {
  const window = 30
  let best = to
  let bestEnergy = Infinity
  for (let at = from; at + window <= to; at += 5) {
    let energy = 0
    for (let i = at; i < at + window; i++) energy += loudness[i]!
    if (energy < bestEnergy) {
      bestEnergy = energy
      best = at + window / 2
    }
  }
  return best
}

function hasSpeech(loudness: Float32Array, start: number, end: number, silenceRms: number): boolean {
  // A few loud frames (a click) are not speech: require a tenth of a second above the threshold.
  let loudFrames = 0
  for (let i = start; i < end; i++) if (loudness[i]! > silenceRms && ++loudFrames >= 10) return true
  return false
}
