import fs from 'node:fs'
import type { IncomingMessage } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import {
  QUICK_TEMPLATE,
  STATUS_MESSAGES,
  WEEKLY_TEMPLATE,
  findSection,
  type DerivedEntry,
  type ExecVersionRequest,
  type FormatUpdateRequest,
  type FormattedSection,
  type ProcessTextRequest,
  type ProcessTextResponse,
  type VocabularyTerm,
} from '@sayso/shared'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Logger } from '../logger.ts'
import { isRateLimited, retryAfterSeconds } from '../services/counters/counter-store.ts'
import { ServiceError } from '../services/service-error.ts'
import type { AiConfig } from './ai-config.ts'
import { createConcurrencyGate } from './concurrency-gate.ts'
import type { Formatter } from './formatting/formatter.ts'
import type { Transcriber } from './transcription/transcriber.ts'
import { createCanonicaliser, unchanged, type Canonicaliser } from './vocabulary/canonicalise.ts'
import { receiveAudioUpload, removeUpload } from './uploads/receive-audio-upload.ts'

export interface AiServiceDeps {
  config: AiConfig
  transcriber: Transcriber
  formatter: Formatter
  /** Per user, across the three AI routes. */
  limiter: RateLimiterAbstract
  logger: Logger
  /** The user's custom vocabulary (issue 16). */
  vocabularyOf(userId: string): Promise<VocabularyTerm[]>
}

export type AiService = ReturnType<typeof createAiService>

const NOTHING_TO_FORMAT = 'No recordings to format'
// How long a vocabulary must stay unchanged before its recogniser is started ahead of use.
const VOCABULARY_SETTLE_MS = 1500

const tooManyRequests = (retryAfter?: number) => new ServiceError('too-many-requests', STATUS_MESSAGES[429], retryAfter)

/** The rules of the AI routes: limits, what counts as something to format, known sections. */
export function createAiService(deps: AiServiceDeps) {
  const gate = createConcurrencyGate(deps.config.maxConcurrentTranscriptions)
  const pendingWarmUps = new Map<string, NodeJS.Timeout>()
  // Uploads and decoded audio live here, under random names, and are removed after each request.
  const uploadDir = fs.mkdtempSync(path.join(deps.config.tempDir ?? os.tmpdir(), 'sayso-audio-'))
  // Keyed by the vocabulary itself: the cached repository returns the same array until it changes,
  // so its pattern is compiled once per change, not once per request.
  const canonicalisers = new WeakMap<readonly VocabularyTerm[], Canonicaliser>()
  const canonicaliserFor = (vocabulary: readonly VocabularyTerm[]): Canonicaliser => {
    let canonical = canonicalisers.get(vocabulary)
    if (!canonical) {
      canonical = createCanonicaliser(vocabulary)
      canonicalisers.set(vocabulary, canonical)
    }
    return canonical
  }

  async function consumeRateLimit(userId: string): Promise<void> {
    try {
      await deps.limiter.consume(userId)
    } catch (error) {
      if (isRateLimited(error)) throw tooManyRequests(retryAfterSeconds(error))
      throw error
    }
  }

  return {
    describe(): string {
      return `transcription: ${deps.transcriber.description} · formatting: ${deps.formatter.description}`
    },

    warmUp(): void {
      deps.transcriber.warmUp()
    },

    /**
     * Readies the recogniser for a user's changed vocabulary, so their next recording does not wait
     * for it; a burst of changes (adding several terms) readies only the last.
     */
    vocabularyChanged(userId: string): void {
      clearTimeout(pendingWarmUps.get(userId))
      const timer = setTimeout(async () => {
        pendingWarmUps.delete(userId)
        try {
          const vocabulary = await deps.vocabularyOf(userId)
          if (vocabulary.length > 0) deps.transcriber.warmUp(vocabulary)
        } catch (error) {
          // Only a head start: the first recording with this vocabulary starts its recogniser instead.
          deps.logger.warn('could not read a vocabulary to warm up for', { userId, error: String(error) })
        }
      }, VOCABULARY_SETTLE_MS)
      timer.unref()
      pendingWarmUps.set(userId, timer)
    },

    /** Streams the upload to a temporary file, transcribes it and always removes the file. */
    async transcribe(userId: string, request: IncomingMessage): Promise<string> {
      await consumeRateLimit(userId)
      const release = gate.tryEnter()
      if (!release) throw tooManyRequests(1)
      try {
        const audio = await receiveAudioUpload(request, { maxBytes: deps.config.maxUploadBytes, dir: uploadDir })
        try {
          const started = Date.now()
          const vocabulary = await deps.vocabularyOf(userId)
          const transcription = await deps.transcriber.transcribe(audio, vocabulary)
          deps.logger.info('transcribed', {
            userId,
            bytes: audio.bytes,
            container: audio.container,
            ms: Date.now() - started,
          })
          return canonicaliserFor(vocabulary)(transcription)
        } finally {
          await removeUpload(audio.path)
        }
      } finally {
        release()
      }
    },

    async formatUpdate(userId: string, request: FormatUpdateRequest): Promise<FormattedSection[]> {
      await consumeRateLimit(userId)
      const vocabulary = await deps.vocabularyOf(userId)
      const canonical = canonicaliserFor(vocabulary)
      let toFormat: FormatUpdateRequest
      if (request.updateType === 'quick') {
        if (!request.transcription.trim()) throw new ServiceError('invalid', NOTHING_TO_FORMAT)
        toFormat = { ...request, transcription: canonical(request.transcription) }
      } else {
        for (const section of request.sections) {
          if (!findSection(WEEKLY_TEMPLATE, section.sectionId)) {
            throw new ServiceError('invalid', `Unknown section: ${section.sectionId}`)
          }
        }
        const sections = request.sections
          .map((section) => {
            const spoken = section.transcriptions.filter((text) => text.trim())
            return {
              ...section,
              sectionName: section.sectionName || findSection(WEEKLY_TEMPLATE, section.sectionId)!.name,
              transcriptions: canonical === unchanged ? spoken : spoken.map(canonical),
            }
          })
          .filter((section) => section.transcriptions.length > 0)
        if (sections.length === 0) throw new ServiceError('invalid', NOTHING_TO_FORMAT)
        toFormat = { updateType: 'weekly', sections }
      }
      const formatted = await deps.formatter.formatUpdate(toFormat, vocabulary)
      // Only fillers ("um, uh") leave nothing to write.
      if (formatted.length === 0) throw new ServiceError('invalid', NOTHING_TO_FORMAT)
      if (canonical === unchanged) return formatted
      // Again on the way out: a headline's capital, or a model's spelling, may differ from the term's.
      return formatted.map((entry) => ({
        ...entry,
        headline: canonical(entry.headline),
        content: canonical(entry.content),
      }))
    },

    async processText(userId: string, request: ProcessTextRequest): Promise<ProcessTextResponse> {
      const section = findSection(WEEKLY_TEMPLATE, request.sectionId) ?? findSection(QUICK_TEMPLATE, request.sectionId)
      if (!section) throw new ServiceError('invalid', `Unknown section: ${request.sectionId}`)
      await consumeRateLimit(userId)
      const vocabulary = await deps.vocabularyOf(userId)
      const canonical = canonicaliserFor(vocabulary)
      const processedText = canonical(
        await deps.formatter.processText({ ...request, text: canonical(request.text) }, vocabulary),
      )
      if (!processedText)
        throw new ServiceError('invalid', 'text: There are no words to add once filler words are removed')
      return { processedText, sectionId: request.sectionId, sectionName: request.sectionName || section.name }
    },

    /** Issue 17: the exec version of a weekly update's entries (Top-level Goal Progress → Key Progress, …). */
    async execVersion(userId: string, request: ExecVersionRequest): Promise<DerivedEntry[]> {
      for (const entry of request.entries) {
        if (!findSection(WEEKLY_TEMPLATE, entry.sectionId)) {
          throw new ServiceError('invalid', `Unknown section: ${entry.sectionId}`)
        }
      }
      await consumeRateLimit(userId)
      return deps.formatter.deriveExecVersion(request.entries)
    },

    async close(): Promise<void> {
      for (const timer of pendingWarmUps.values()) clearTimeout(timer)
      deps.transcriber.close()
      await fs.promises.rm(uploadDir, { recursive: true, force: true })
    },
  }
}
