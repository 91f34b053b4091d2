import type { VocabularyTerm } from '@sayso/shared'
import type { ReceivedAudio } from '../uploads/receive-audio-upload.ts'

/** Turns an uploaded recording into text. */
export interface Transcriber {
  /** For the start-up log line, e.g. "offline (ffmpeg + pocketsphinx)". */
  readonly description: string
  /** The user's vocabulary, when they have one, makes its terms recognisable. */
  transcribe(audio: ReceivedAudio, vocabulary?: readonly VocabularyTerm[]): Promise<string>
  /** Loads models ahead of the first request, where that applies: the default one, or a vocabulary's. */
  warmUp(vocabulary?: readonly VocabularyTerm[]): void
  close(): void
}
