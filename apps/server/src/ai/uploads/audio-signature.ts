/** The audio containers Sayso accepts, recognised by their first bytes (never by file name or header). */
export type AudioContainer = 'webm' | 'ogg' | 'mp4' | 'wav' | 'mpeg' | 'flac'

/** Bytes needed to tell the containers apart. */
export const SIGNATURE_BYTES = 12

export const ACCEPTED_AUDIO_DESCRIPTION = 'webm/opus, ogg, mp4/m4a, wav, mp3 or flac'

/** The file extension OpenAI-compatible servers infer the format from. */
export const EXTENSION_OF: Record<AudioContainer, string> = {
  webm: 'webm',
  ogg: 'ogg',
  mp4: 'm4a',
  wav: 'wav',
  mpeg: 'mp3',
  flac: 'flac',
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

export function detectAudioContainer(head: Uint8Array): AudioContainer | null {
  // EBML header: Matroska and WebM, what Chrome and Firefox's MediaRecorder produce.
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm'
  if (ascii(head, 0, 4) === 'OggS') return 'ogg'
  // ISO base media (Safari's MediaRecorder, .m4a): a box size, then 'ftyp'.
  if (ascii(head, 4, 8) === 'ftyp') return 'mp4'
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return 'wav'
  if (ascii(head, 0, 4) === 'fLaC') return 'flac'
  // MP3: an ID3 tag, or straight into an MPEG audio frame (11 sync bits, layer III).
  if (ascii(head, 0, 3) === 'ID3') return 'mpeg'
  if (head[0] === 0xff && head[1] !== undefined && (head[1] & 0xe6) === 0xe2) return 'mpeg'
  return null
}
