import fs from 'node:fs'
import { ServiceError } from '../../services/service-error.ts'
import type { AudioContainer } from '../uploads/audio-signature.ts'
import { runProcess } from './run-process.ts'

/** What the recogniser expects: 16 kHz, mono, signed 16-bit little-endian samples. */
export const SAMPLE_RATE = 16_000
export const BYTES_PER_SECOND = SAMPLE_RATE * 2

// The demuxer is forced from the checked signature, so ffmpeg never guesses a format (playlists,
// concat lists, images) from the content, and only local files may be opened.
const DEMUXER: Record<AudioContainer, string> = {
  webm: 'matroska',
  ogg: 'ogg',
  mp4: 'mov',
  wav: 'wav',
  mpeg: 'mp3',
  flac: 'flac',
}

export interface DecodeOptions {
  timeoutMs: number
  maxSeconds: number
  ffmpegPath?: string
}

export const unreadableAudio = () =>
  new ServiceError(
    'invalid',
    'Could not read the audio. The file may be damaged or not a recording; please record again.',
  )

/** Decodes an upload to raw 16 kHz mono PCM at `output`; returns the audio's length in seconds. */
export async function decodeAudio(
  input: string,
  container: AudioContainer,
  output: string,
  options: DecodeOptions,
): Promise<number> {
  const args = [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    '-protocol_whitelist',
    'file',
    '-f',
    DEMUXER[container],
    '-i',
    input,
    // One second past the limit is enough to tell that the recording is too long.
    '-t',
    String(options.maxSeconds + 1),
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(SAMPLE_RATE),
    '-f',
    's16le',
    '-acodec',
    'pcm_s16le',
    '-y',
    output,
  ]
  const result = await runProcess(options.ffmpegPath ?? 'ffmpeg', args, options.timeoutMs)
  if (result.timedOut) {
    throw new ServiceError('timed-out', 'Reading the audio took too long. Try a shorter recording.')
  }
  if (result.code !== 0) throw unreadableAudio()
  const seconds = (await fs.promises.stat(output)).size / BYTES_PER_SECOND
  if (seconds > options.maxSeconds) {
    throw new ServiceError('invalid', `The recording is too long (limit ${formatMinutes(options.maxSeconds)}).`)
  }
  return seconds
}

/**
 * Checks that an upload is decodable audio within the length limit, without keeping the samples
 * (for back ends that take the original file).
 */
export async function checkAudio(input: string, container: AudioContainer, options: DecodeOptions): Promise<number> {
  const scratch = `${input}.check.raw`
  try {
    return await decodeAudio(input, container, scratch, options)
  } finally {
    await fs.promises.rm(scratch, { force: true })
  }
}

function formatMinutes(seconds: number): string {
  const minutes = seconds / 60
  return Number.isInteger(minutes) ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${seconds} seconds`
}
