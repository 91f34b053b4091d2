import path from 'node:path'
import { z } from 'zod'
import { aiConfigFromEnv, aiEnvProblem, aiEnvShape, type AiConfig } from './ai/ai-config.ts'
import { LOG_LEVELS, type LogLevel } from './logger.ts'

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('')
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

const minutes = (fallback: number) =>
  z.coerce
    .number()
    .positive()
    .default(fallback)
    .transform((value) => value * 60_000)

/** Every environment variable the server reads; `.env.example` documents each one. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// URL'),
  REDIS_URL: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || /^rediss?:\/\//.test(value), 'must be a redis:// URL'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,40}$/, 'letters, digits, dots and dashes only')
    .default('sayso'),
  WEB_DIST_DIR: z.string().optional(),
  STORYBOOK_DIR: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().optional(),
  SESSION_IDLE_TIMEOUT_MINUTES: minutes(60 * 24 * 7),
  SESSION_ABSOLUTE_TIMEOUT_MINUTES: minutes(60 * 24 * 30),
  COOKIE_SECURE: flag,
  TRUST_PROXY: flag,
  ALLOWED_ORIGINS: list,
  FREE_UPDATE_LIMIT: z.coerce.number().int().min(0).default(5),
  LOGIN_MAX_CONSECUTIVE_FAILURES: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_FAILURES_PER_IP_PER_DAY: z.coerce.number().int().positive().default(100),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SYNC_STORE_DEBOUNCE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  SYNC_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 * 1024),
  ...aiEnvShape,
})

export interface ServerConfig {
  port: number
  host: string
  dataDir: string
  /** `postgres://…` keeps every piece of server state in PostgreSQL; null = SQLite in dataDir. */
  databaseUrl: string | null
  /** `redis://…` connects several instances on one PostgreSQL database; null = this instance alone. */
  redis: { url: string; prefix: string } | null
  /** The built web app; `null` serves the API alone. */
  webDistDir: string | null
  /** recorder-ui's built Storybook (STORYBOOK_DIR, else the repository's build), or null. */
  storybookDir: string | null
  /** The origin users reach the app at, when it differs from the request's own (behind a proxy). */
  publicUrl: string | null
  /** Comma-separated `SESSION_SECRET` keys (first signs, all verify); null = generated under dataDir. */
  sessionSecrets: string[] | null
  sessionIdleTimeoutMs: number
  sessionAbsoluteTimeoutMs: number
  cookieSecure: boolean
  trustProxy: boolean
  allowedOrigins: string[]
  /** Updates with content a user may keep; 0 = unlimited. */
  freeUpdateLimit: number
  loginMaxConsecutiveFailures: number
  loginMaxFailuresPerIpPerDay: number
  logLevel: LogLevel
  /** The Hocuspocus sync server on /collab. */
  sync: {
    /** Quiet time after the last edit before a document is stored. */
    storeDebounceMs: number
    /** A larger WebSocket frame closes its socket. */
    maxMessageBytes: number
  }
  /** Transcription and formatting back ends and their limits. */
  ai: AiConfig
}

export class ConfigError extends Error {}

export function loadConfig(
  env: NodeJS.ProcessEnv,
  defaultWebDistDir: string | null,
  defaultStorybookDir: string | null = null,
): ServerConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ConfigError(`Invalid environment variable ${issue?.path.join('.')}: ${issue?.message}`)
  }
  const e = parsed.data
  const aiProblem = aiEnvProblem(e)
  if (aiProblem) throw new ConfigError(aiProblem)
  // Instances sharing Redis must share their state too: SQLite is one machine's file.
  if (e.REDIS_URL && !e.DATABASE_URL) throw new ConfigError('REDIS_URL needs DATABASE_URL: instances share PostgreSQL')
  const secrets =
    e.SESSION_SECRET?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? []
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : null,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDistDir,
    storybookDir: e.STORYBOOK_DIR ? path.resolve(e.STORYBOOK_DIR) : defaultStorybookDir,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null,
    sessionSecrets: secrets.length > 0 ? secrets : null,
    sessionIdleTimeoutMs: e.SESSION_IDLE_TIMEOUT_MINUTES,
    sessionAbsoluteTimeoutMs: e.SESSION_ABSOLUTE_TIMEOUT_MINUTES,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
    freeUpdateLimit: e.FREE_UPDATE_LIMIT,
    loginMaxConsecutiveFailures: e.LOGIN_MAX_CONSECUTIVE_FAILURES,
    loginMaxFailuresPerIpPerDay: e.LOGIN_MAX_FAILURES_PER_IP_PER_DAY,
    logLevel: e.LOG_LEVEL,
    sync: { storeDebounceMs: e.SYNC_STORE_DEBOUNCE_MS, maxMessageBytes: e.SYNC_MAX_MESSAGE_BYTES },
    ai: aiConfigFromEnv(e),
  }
}
