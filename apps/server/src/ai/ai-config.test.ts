import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config.ts'

const ai = (env: NodeJS.ProcessEnv) => loadConfig(env, null).ai

describe('given the AI settings of the environment', () => {
  it('works offline when no OpenAI-compatible service is configured', () => {
    expect(ai({})).toMatchObject({
      transcriber: 'offline',
      formatter: 'offline',
      openai: null,
      maxUploadBytes: 25 * 1024 * 1024,
      maxAudioSeconds: 600,
    })
  })

  it('uses the OpenAI-compatible service for both jobs once a key is set', () => {
    expect(ai({ OPENAI_API_KEY: 'sk-1' })).toMatchObject({
      transcriber: 'openai',
      formatter: 'openai',
      openai: {
        apiKey: 'sk-1',
        baseUrl: null,
        transcribeModel: 'gpt-4o-mini-transcribe',
        formatModel: 'gpt-5-mini',
        timeoutMs: 60_000,
        maxRetries: 2,
      },
    })
  })

  it('lets each job choose its back end, e.g. self-hosted Whisper with the offline formatter', () => {
    expect(
      ai({
        OPENAI_BASE_URL: 'http://whisper.local:8000/v1',
        FORMAT_BACKEND: 'offline',
        TRANSCRIBE_MODEL: 'whisper-large-v3',
      }),
    ).toMatchObject({
      transcriber: 'openai',
      formatter: 'offline',
      openai: { apiKey: 'not-needed', baseUrl: 'http://whisper.local:8000/v1', transcribeModel: 'whisper-large-v3' },
    })
  })

  it('refuses to start when the OpenAI back end is chosen without a key or server', () => {
    expect(() => ai({ TRANSCRIBE_BACKEND: 'openai' })).toThrow(
      new ConfigError('TRANSCRIBE_BACKEND=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a self-hosted server)'),
    )
  })
})
