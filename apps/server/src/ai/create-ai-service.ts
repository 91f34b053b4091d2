import type { Db } from '../database/open-database.ts'
import type { Logger } from '../logger.ts'
import { createSqliteLimiter } from '../services/rate-limiters.ts'
import type { AiConfig } from './ai-config.ts'
import { createAiService, type AiService } from './ai-service.ts'
import { createOfflineFormatter } from './formatting/offline/offline-formatter.ts'
import { createOpenAiFormatter } from './formatting/openai/openai-formatter.ts'
import { createOpenAiClient } from './openai/openai-client.ts'
import { createOfflineTranscriber } from './transcription/offline-transcriber.ts'
import { detectOfflineTools } from './transcription/offline-tools.ts'
import { createOpenAiTranscriber } from './transcription/openai-transcriber.ts'

/** Builds the AI service with the back ends the configuration chooses. */
export async function createConfiguredAiService(config: AiConfig, db: Db, logger: Logger): Promise<AiService> {
  const client = config.openai ? createOpenAiClient(config.openai) : null
  const tools = detectOfflineTools(config.pocketsphinxModelDir)
  const decodeLimits = { timeoutMs: config.transcribeTimeoutMs, maxSeconds: config.maxAudioSeconds }
  const transcriber =
    config.transcriber === 'openai' && client && config.openai
      ? createOpenAiTranscriber(client, config.openai, { check: tools.ffmpeg ? decodeLimits : null })
      : createOfflineTranscriber({
          tools,
          modelDir: config.pocketsphinxModelDir,
          processes: config.recogniserProcesses,
          stepTimeoutMs: config.transcribeTimeoutMs,
          maxAudioSeconds: config.maxAudioSeconds,
        })
  const formatter =
    config.formatter === 'openai' && client && config.openai ? createOpenAiFormatter(client, config.openai) : createOfflineFormatter()
  const limiter = await createSqliteLimiter(db, { keyPrefix: 'ai', points: config.requestsPerMinute, durationSeconds: 60 })
  return createAiService({ config, transcriber, formatter, limiter, logger })
}
