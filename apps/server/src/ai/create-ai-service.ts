import type { Logger } from '../logger.ts'
import type { CounterStore } from '../services/counters/counter-store.ts'
import type { AiConfig, OpenAiConfig } from './ai-config.ts'
import type { VocabularyService } from '../services/vocabulary-service.ts'
import { createAiService, type AiService } from './ai-service.ts'
import type { Formatter } from './formatting/formatter.ts'
import { formattingInTurns } from './formatting/formatting-in-turns.ts'
import { createOfflineFormatter } from './formatting/offline/offline-formatter.ts'
import { createOfflineTranscriber } from './transcription/offline-transcriber.ts'
import { detectOfflineTools } from './transcription/offline-tools.ts'
import type { Transcriber } from './transcription/transcriber.ts'
import type { DecodeOptions } from './transcription/decode-audio.ts'

/**
 * The OpenAI back ends, loaded only when configured: the SDK is the largest thing the server would
 * otherwise load at start-up, and a server on the offline back ends never calls it.
 */
async function openAiBackEnds(config: OpenAiConfig, check: DecodeOptions | null) {
  const [{ createOpenAiClient }, { createOpenAiFormatter }, { createOpenAiTranscriber }] = await Promise.all([
    import('./openai/openai-client.ts'),
    import('./formatting/openai/openai-formatter.ts'),
    import('./transcription/openai-transcriber.ts'),
  ])
  const client = createOpenAiClient(config)
  return {
    transcriber: (): Transcriber => createOpenAiTranscriber(client, config, { check }),
    formatter: (): Formatter => createOpenAiFormatter(client, config),
  }
}

/** Builds the AI service with the back ends the configuration chooses. */
export async function createConfiguredAiService(
  config: AiConfig,
  counters: CounterStore,
  logger: Logger,
  vocabulary: Pick<VocabularyService, 'list'>,
): Promise<AiService> {
  const tools = detectOfflineTools(config.pocketsphinxModelDir)
  const decodeLimits = { timeoutMs: config.transcribeTimeoutMs, maxSeconds: config.maxAudioSeconds }
  const openai = config.openai ? await openAiBackEnds(config.openai, tools.ffmpeg ? decodeLimits : null) : null
  const transcriber =
    config.transcriber === 'openai' && openai
      ? openai.transcriber()
      : createOfflineTranscriber({
          tools,
          modelDir: config.pocketsphinxModelDir,
          processes: config.recogniserProcesses,
          vocabularyRecognisers: config.vocabularyRecognisers,
          stepTimeoutMs: config.transcribeTimeoutMs,
          maxAudioSeconds: config.maxAudioSeconds,
        })
  const formatter =
    config.formatter === 'openai' && openai ? openai.formatter() : formattingInTurns(createOfflineFormatter())
  // Volatile: a restart forgets at most one minute of counts, so a user gets at most one extra
  // minute's quota per restart; not worth a disk write on every AI request.
  const limiter = counters.volatileLimiter({ keyPrefix: 'ai', points: config.requestsPerMinute, durationSeconds: 60 })
  return createAiService({ config, transcriber, formatter, limiter, logger, vocabularyOf: vocabulary.list })
}
