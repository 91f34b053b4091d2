// Node side of the audio tests: ffprobe (Debian ffmpeg) tells what a recorded file really holds.
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export interface AudioProbe {
  formatName: string
  codecName: string
  /** Samples per second of the first audio stream. */
  sampleRate: number
  /** Seconds of audio, from the last packet's end (MediaRecorder's webm has no duration header). */
  durationSeconds: number
  packetCount: number
}

/** Probes audio bytes with ffprobe; rejects when ffprobe cannot read them as audio. */
export async function probeAudio(bytes: Uint8Array): Promise<AudioProbe> {
  const directory = await mkdtemp(join(tmpdir(), 'sayso-probe-'))
  const file = join(directory, 'recording')
  try {
    await writeFile(file, bytes)
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-select_streams',
      'a:0',
      '-show_entries',
      'format=format_name:stream=codec_name,sample_rate:packet=pts_time,duration_time',
      '-of',
      'json',
      file,
    ])
    const parsed = JSON.parse(stdout) as {
      format?: { format_name?: string }
      streams?: Array<{ codec_name?: string; sample_rate?: string }>
      packets?: Array<{ pts_time?: string; duration_time?: string }>
    }
    const packets = parsed.packets ?? []
    const ends = packets.map((packet) => Number(packet.pts_time ?? 0) + Number(packet.duration_time ?? 0))
    return {
      formatName: parsed.format?.format_name ?? '',
      codecName: parsed.streams?.[0]?.codec_name ?? '',
      sampleRate: Number(parsed.streams?.[0]?.sample_rate ?? 0),
      durationSeconds: ends.length > 0 ? Math.max(...ends) : 0,
      packetCount: packets.length,
    }
  } finally {
    await rm(directory, { recursive: true, force: true })
  }
}
