import type { ReceivedAudio } from '../uploads/receive-audio-upload.ts'

/** Turns an uploaded recording into text. */
export interface Transcriber {
  /** For the start-up log line, e.g. "offline (ffmpeg + pocketsphinx)". */
  readonly description: string
  transcribe(audio: ReceivedAudio): Promise<string>
  /** Loads models ahead of the first request, where that applies. */
  warmUp(): void
  close(): void
}
