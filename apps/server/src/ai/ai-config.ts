import { z } from 'zod'

const backend = z.enum(['auto', 'openai', 'offline']).default('auto')
const positive = (fallback: number) => z.coerce.number().positive().default(fallback)
const count = (fallback: number) => z.coerce.number().int().positive().default(fallback)

/** The AI variables of the environment; config.ts merges them into its schema (.env.example documents each). */
export const aiEnvShape = {
  TRANSCRIBE_BACKEND: backend,
  FORMAT_BACKEND: backend,
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  TRANSCRIBE_MODEL: z.string().min(1).default('gpt-4o-mini-transcribe'),
  FORMAT_MODEL: z.string().min(1).default('gpt-5-mini'),
  OPENAI_TIMEOUT_SECONDS: positive(60),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  AI_REQUESTS_PER_MINUTE: count(30),
  TRANSCRIBE_MAX_UPLOAD_MB: positive(25),
  TRANSCRIBE_MAX_AUDIO_MINUTES: positive(10),
  TRANSCRIBE_MAX_CONCURRENT: count(2),
  TRANSCRIBE_TIMEOUT_SECONDS: positive(60),
  TRANSCRIBE_TEMP_DIR: z.string().optional(),
  POCKETSPHINX_PROCESSES: count(2),
  POCKETSPHINX_VOCABULARY_PROCESSES: count(4),
  POCKETSPHINX_MODEL_DIR: z.string().default('/usr/share/pocketsphinx/model/en-us'),
}

type AiEnv = z.output<z.ZodObject<typeof aiEnvShape>>

export interface OpenAiConfig {
  apiKey: string
  /** null = api.openai.com; any OpenAI-compatible server otherwise (self-hosted Whisper, vLLM, …). */
  baseUrl: string | null
  transcribeModel: string
  formatModel: string
  timeoutMs: number
  maxRetries: number
}

export interface AiConfig {
  transcriber: 'openai' | 'offline'
  formatter: 'openai' | 'offline'
  /** Set when either back end is OpenAI-compatible. */
  openai: OpenAiConfig | null
  requestsPerMinute: number
  maxUploadBytes: number
  maxAudioSeconds: number
  /** Transcriptions running at once (upload, ffmpeg and recogniser); the next one gets 429. */
  maxConcurrentTranscriptions: number
  /** The longest one step may take (decoding the upload, or recognising one segment of at most 30 s) before its process is killed. */
  transcribeTimeoutMs: number
  /** Where uploads are streamed to while they are transcribed; null = the system's temporary directory. */
  tempDir: string | null
  recogniserProcesses: number
  /** Users' vocabularies kept warm at once, each in its own recogniser (least recently used goes first). */
  vocabularyRecognisers: number
  pocketsphinxModelDir: string
}

/** A choice the environment makes that cannot work, as a message for the start-up error; null when fine. */
export function aiEnvProblem(env: AiEnv): string | null {
  for (const name of ['TRANSCRIBE_BACKEND', 'FORMAT_BACKEND'] as const) {
    if (env[name] === 'openai' && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
      return `${name}=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a self-hosted server)`
    }
  }
  return null
}

export function aiConfigFromEnv(env: AiEnv): AiConfig {
  // A base URL alone is enough: self-hosted OpenAI-compatible servers often need no key.
  const openAiConfigured = Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL)
  const pick = (choice: 'auto' | 'openai' | 'offline') =>
    choice === 'auto' ? (openAiConfigured ? 'openai' : 'offline') : choice
  const transcriber = pick(env.TRANSCRIBE_BACKEND)
  const formatter = pick(env.FORMAT_BACKEND)
  const usesOpenAi = transcriber === 'openai' || formatter === 'openai'
  return {
    transcriber,
    formatter,
    openai: usesOpenAi
      ? {
          apiKey: env.OPENAI_API_KEY ?? 'not-needed',
          baseUrl: env.OPENAI_BASE_URL ?? null,
          transcribeModel: env.TRANSCRIBE_MODEL,
          formatModel: env.FORMAT_MODEL,
          timeoutMs: env.OPENAI_TIMEOUT_SECONDS * 1000,
          maxRetries: env.OPENAI_MAX_RETRIES,
        }
      : null,
    requestsPerMinute: env.AI_REQUESTS_PER_MINUTE,
    maxUploadBytes: Math.round(env.TRANSCRIBE_MAX_UPLOAD_MB * 1024 * 1024),
    maxAudioSeconds: env.TRANSCRIBE_MAX_AUDIO_MINUTES * 60,
    maxConcurrentTranscriptions: env.TRANSCRIBE_MAX_CONCURRENT,
    transcribeTimeoutMs: env.TRANSCRIBE_TIMEOUT_SECONDS * 1000,
    tempDir: env.TRANSCRIBE_TEMP_DIR ?? null,
    recogniserProcesses: env.POCKETSPHINX_PROCESSES,
    vocabularyRecognisers: env.POCKETSPHINX_VOCABULARY_PROCESSES,
    pocketsphinxModelDir: env.POCKETSPHINX_MODEL_DIR,
  }
}
