import fs from 'node:fs'
import type OpenAI from 'openai'
import { toFile } from 'openai'
import type { OpenAiConfig } from '../ai-config.ts'
import { describeEndpoint, upstreamFailure } from '../openai/openai-client.ts'
import { checkAudio, type DecodeOptions } from './decode-audio.ts'
import { EXTENSION_OF } from '../uploads/audio-signature.ts'
import type { ReceivedAudio } from '../uploads/receive-audio-upload.ts'
import type { Transcriber } from './transcriber.ts'

export interface OpenAiTranscriberOptions {
  /** Checks length and decodability with ffmpeg before anything is sent; null when ffmpeg is missing. */
  check: DecodeOptions | null
}

/** Sends the recording to an OpenAI-compatible `audio/transcriptions` endpoint (OpenAI, or self-hosted Whisper). */
export function createOpenAiTranscriber(client: OpenAI, config: OpenAiConfig, options: OpenAiTranscriberOptions): Transcriber {
  return {
    description: `OpenAI-compatible (${config.transcribeModel} at ${describeEndpoint(config)})`,

    async transcribe(audio: ReceivedAudio): Promise<string> {
      // The same limits as offline: a recording over the length limit, or not audio, is not sent.
      if (options.check) await checkAudio(audio.path, audio.container, options.check)
      try {
        // The service infers the format from the file name, so it carries the checked container's extension.
        const file = await toFile(fs.createReadStream(audio.path), `recording.${EXTENSION_OF[audio.container]}`)
        const result = await client.audio.transcriptions.create({ file, model: config.transcribeModel, response_format: 'json' })
        if (typeof result?.text !== 'string') throw new SyntaxError('no text in the transcription reply')
        return result.text.trim()
      } catch (error) {
        throw upstreamFailure(error, 'transcription')
      }
    },

    warmUp() {},
    close() {},
  }
}
