import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Real human speech with known words, from Debian's pocketsphinx-testdata. */
export const POCKETSPHINX_TESTDATA = '/usr/share/pocketsphinx/test/data'

// A cache shared by test runs and workers: each file is encoded once, then reused.
const fixtureDir = path.join(os.tmpdir(), 'sayso-audio-fixtures')
fs.mkdirSync(fixtureDir, { recursive: true })

type BrowserFormat = 'webm' | 'ogg' | 'm4a' | 'wav' | 'mp3'

const CODEC_ARGS: Record<BrowserFormat, string[]> = {
  // What Chrome and Firefox's MediaRecorder produce: Opus at 48 kHz in WebM.
  webm: ['-c:a', 'libopus', '-b:a', '32k', '-ar', '48000', '-f', 'webm'],
  ogg: ['-c:a', 'libopus', '-b:a', '32k', '-ar', '48000', '-f', 'ogg'],
  // Safari's MediaRecorder: AAC in MP4.
  m4a: ['-c:a', 'aac', '-b:a', '64k', '-ar', '44100', '-f', 'mp4'],
  wav: ['-c:a', 'pcm_s16le', '-ar', '44100', '-f', 'wav'],
  mp3: ['-c:a', 'libmp3lame', '-b:a', '64k', '-ar', '44100', '-f', 'mp3'],
}

function encode(inputArgs: string[], format: BrowserFormat, name: string): Buffer {
  const output = path.join(fixtureDir, `${name}.${format}`)
  if (!fs.existsSync(output)) {
    // Encoded under a unique name and renamed, so a worker never reads another's half-written file.
    const partial = `${output}.${process.pid}.${Date.now()}`
    execFileSync('ffmpeg', [
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      ...inputArgs,
      '-ac',
      '1',
      ...CODEC_ARGS[format],
      partial,
    ])
    fs.renameSync(partial, output)
  }
  return fs.readFileSync(output)
}

/** A raw 16 kHz recording of the test data (`goforward.raw`), encoded as a browser would send it. */
export function testdataRecording(rawFile: string, format: BrowserFormat = 'webm'): Buffer {
  const input = path.join(POCKETSPHINX_TESTDATA, rawFile)
  const args = rawFile.endsWith('.raw') ? ['-f', 's16le', '-ar', '16000', '-ac', '1', '-i', input] : ['-i', input]
  return encode(args, format, path.basename(rawFile).replace(/\W+/g, '-'))
}

/** Digital silence of the given length. */
export function silentRecording(seconds: number, format: BrowserFormat = 'webm'): Buffer {
  return encode(['-f', 'lavfi', '-i', `anullsrc=r=48000:cl=mono`, '-t', String(seconds)], format, `silence-${seconds}s`)
}

export const MIME_TYPES: Record<BrowserFormat, string> = {
  webm: 'audio/webm;codecs=opus',
  ogg: 'audio/ogg;codecs=opus',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
}

export interface UploadOptions {
  cookie?: string
  field?: string
  filename?: string
  type?: string
  origin?: string
}

/** POST /api/transcribe as the web app does it: multipart form, field "audio", cookies, same origin. */
export async function postRecording(baseUrl: string, audio: Uint8Array, options: UploadOptions = {}) {
  const form = new FormData()
  form.append(
    options.field ?? 'audio',
    new Blob([audio], { type: options.type ?? MIME_TYPES.webm }),
    options.filename ?? 'recording.webm',
  )
  const headers: Record<string, string> = { origin: options.origin ?? baseUrl }
  if (options.cookie) headers.cookie = options.cookie
  const response = await fetch(new URL('/api/transcribe', baseUrl), { method: 'POST', body: form, headers })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return {
    status: response.status,
    headers: response.headers,
    body: body as { transcription?: string; message?: string },
  }
}

/**
 * Text spoken by festival's HTS voice (Debian `festival`, `festvox-us-slt-hts`), which pocketsphinx
 * reads well, encoded as a browser would send it.
 */
export function synthesizedRecording(text: string, format: BrowserFormat = 'webm'): Buffer {
  const name = `slt-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 16)}`
  const wav = path.join(fixtureDir, `${name}.source.wav`)
  if (!fs.existsSync(wav)) {
    const partial = `${wav}.${process.pid}.${Date.now()}.wav`
    execFileSync('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-o', partial], { input: text })
    fs.renameSync(partial, wav)
  }
  return encode(['-i', wav], format, name)
}
