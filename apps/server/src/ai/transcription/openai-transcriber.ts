import fs from 'node:fs'
import type OpenAI from 'openai'
import { toFile } from 'openai'
import type { VocabularyTerm } from '@sayso/shared'
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

// Whisper reads only the last 224 tokens of a prompt; this keeps a full vocabulary well inside that.
const PROMPT_MAX_CHARACTERS = 800

/** The terms as a transcription prompt: the model spells words it hears the way the prompt does. */
export function transcriptionPrompt(vocabulary: readonly VocabularyTerm[]): string | undefined {
  if (vocabulary.length === 0) return undefined
  let prompt = 'Names and terms:'
  for (const [index, term] of vocabulary.entries()) {
    const next = `${prompt}${index === 0 ? ' ' : ', '}${term.term}`
    if (next.length > PROMPT_MAX_CHARACTERS - 1) break
    prompt = next
  }
  return `${prompt}.`
}

/** Sends the recording to an OpenAI-compatible `audio/transcriptions` endpoint (OpenAI, or self-hosted Whisper). */
export function createOpenAiTranscriber(
  client: OpenAI,
  config: OpenAiConfig,
  options: OpenAiTranscriberOptions,
): Transcriber {
  return {
    description: `OpenAI-compatible (${config.transcribeModel} at ${describeEndpoint(config)})`,

    async transcribe(audio: ReceivedAudio, vocabulary: readonly VocabularyTerm[] = []): Promise<string> {
      // The same limits as offline: a recording over the length limit, or not audio, is not sent.
      if (options.check) await checkAudio(audio.path, audio.container, options.check)
      try {
        // The service infers the format from the file name, so it carries the checked container's extension.
        const file = await toFile(fs.createReadStream(audio.path), `recording.${EXTENSION_OF[audio.container]}`)
        const prompt = transcriptionPrompt(vocabulary)
        const result = await client.audio.transcriptions.create({
          file,
          model: config.transcribeModel,
          response_format: 'json',
          ...(prompt ? { prompt } : {}),
        })
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
