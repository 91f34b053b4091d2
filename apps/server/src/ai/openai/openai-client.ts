import OpenAI, { APIConnectionTimeoutError, APIError, OpenAIError } from 'openai'
import { ZodError } from 'zod'
import { ServiceError } from '../../services/service-error.ts'
import type { OpenAiConfig } from '../ai-config.ts'

export function createOpenAiClient(config: OpenAiConfig): OpenAI {
  return new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  })
}

/** The host the requests go to, for the start-up log line (never the key). */
export function describeEndpoint(config: OpenAiConfig): string {
  return config.baseUrl ? new URL(config.baseUrl).host : 'api.openai.com'
}

/**
 * Any failure of the OpenAI-compatible service (after the SDK's retries) becomes a 502 with a
 * message the user can act on; `service` names it ("transcription", "formatting").
 */
export function upstreamFailure(error: unknown, service: string): ServiceError {
  if (error instanceof ServiceError) return error
  if (error instanceof APIConnectionTimeoutError) {
    return new ServiceError(
      'upstream-failed',
      `The ${service} service did not answer in time. Please try again in a few moments.`,
    )
  }
  if (error instanceof APIError && error.status !== undefined) {
    return new ServiceError(
      'upstream-failed',
      `The ${service} service failed (HTTP ${error.status}). Please try again in a few moments.`,
    )
  }
  if (error instanceof APIError) {
    return new ServiceError(
      'upstream-failed',
      `The ${service} service could not be reached. Please try again in a few moments.`,
    )
  }
  // A reply that is not JSON, or not in the shape asked for, is the service's failure, not the user's.
  if (error instanceof OpenAIError || error instanceof SyntaxError || error instanceof ZodError) {
    return new ServiceError(
      'upstream-failed',
      `The ${service} service sent a reply Sayso could not use. Please try again.`,
    )
  }
  throw error
}
