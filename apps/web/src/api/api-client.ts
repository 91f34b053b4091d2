import { STATUS_MESSAGES } from '@sayso/shared'
import type { z } from 'zod'

// SPEC §9: a request still waiting after this long tells the user the server is slow.
export const SLOW_RESPONSE_MS = 5000

/**
 * A non-OK response (SPEC §7 "Generic request behaviour"): the message begins with the status code,
 * followed by the response's `message` field, else its `error` field, else the status text or raw body.
 */
export class ApiError extends Error {
  readonly status: number
  /** What the server said about the failure, when it said anything in its JSON body. */
  readonly serverMessage: string | null

  constructor(status: number, detail: string, serverMessage: string | null) {
    super(`${status}: ${detail}`)
    this.name = 'ApiError'
    this.status = status
    this.serverMessage = serverMessage
  }
}

/** The request never reached the server (offline, DNS, connection refused): worth trying again later. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached.', { cause })
    this.name = 'NetworkError'
  }
}

/** The text to show a user for a failed request: the server's own words, else SPEC §8's status message. */
export function userFacingMessage(error: unknown): string | null {
  if (error instanceof ApiError) {
    return error.serverMessage ?? STATUS_MESSAGES[error.status as keyof typeof STATUS_MESSAGES] ?? error.message
  }
  return null
}

type SlowResponseListener = () => void
const slowResponseListeners = new Set<SlowResponseListener>()

/** Called once for each request that takes longer than SLOW_RESPONSE_MS. Returns an unsubscribe function. */
export function onSlowResponse(listener: SlowResponseListener): () => void {
  slowResponseListeners.add(listener)
  return () => slowResponseListeners.delete(listener)
}

interface RequestOptions<T> {
  /** JSON body; the content-type header is sent only when there is one (SPEC §7). */
  body?: unknown
  /** A multipart body (an audio upload); the browser sets its content type with the boundary. */
  form?: FormData
  /** Parses a successful response's JSON; omitted for responses without a body. */
  schema?: z.ZodType<T>
  /** A read may treat 401 as "nobody is signed in" rather than a failure (SPEC §7). */
  nullOn401?: boolean
}

async function failureOf(response: Response): Promise<ApiError> {
  const raw = await response.text().catch(() => '')
  let json: unknown = null
  try {
    json = raw ? JSON.parse(raw) : null
  } catch {
    // Not JSON (a proxy's error page, say): the raw text is the detail.
  }
  const fields = (json ?? {}) as { message?: unknown; error?: unknown }
  const serverMessage =
    typeof fields.message === 'string' ? fields.message : typeof fields.error === 'string' ? fields.error : null
  const detail = serverMessage ?? (response.statusText || raw || 'Request failed')
  return new ApiError(response.status, detail, serverMessage)
}

export async function request<T = void>(
  method: string,
  path: string,
  options: RequestOptions<T> & { nullOn401: true },
): Promise<T | null>
export async function request<T = void>(method: string, path: string, options?: RequestOptions<T>): Promise<T>
export async function request<T>(method: string, path: string, options: RequestOptions<T> = {}): Promise<T | null> {
  const hasBody = options.body !== undefined
  const slowTimer = setTimeout(() => {
    for (const listener of slowResponseListeners) listener()
  }, SLOW_RESPONSE_MS)
  try {
    // fetch rejects (with a TypeError) only when no answer came; a bug elsewhere is not that.
    const response = await fetch(path, {
      method,
      credentials: 'include',
      headers: hasBody ? { 'Content-Type': 'application/json' } : {},
      body: hasBody ? JSON.stringify(options.body) : (options.form ?? null),
    }).catch((error: unknown) => {
      throw new NetworkError(error)
    })
    if (response.status === 401 && options.nullOn401) return null
    if (!response.ok) throw await failureOf(response)
    if (!options.schema) return undefined as T
    return options.schema.parse(await response.json())
  } finally {
    clearTimeout(slowTimer)
  }
}
