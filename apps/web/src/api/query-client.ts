import { QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client.ts'

const FIVE_MINUTES = 5 * 60 * 1000

/** SPEC §9: reads retry up to 3 times, except for 401, 403 or 404 (told by the answer's status). */
export function shouldRetryRead(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return false
  return failureCount < 3
}

/**
 * SPEC §9: writes retry up to 2 times, never for 400, 401, 403, 404 or 422. Other client errors
 * (409 conflict, 413, 429…) are not retried either: the same request would fail the same way.
 */
export function shouldRetryWrite(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

/** 1 s doubled per attempt, capped. */
export function backoff(maxMs: number): (attempt: number) => number {
  return (attempt) => Math.min(1000 * 2 ** attempt, maxMs)
}

interface QueryClientOptions {
  /** A read was refused with 401: the session ended on the server (expired, or signed out elsewhere). */
  onSessionEnded: () => void
}

export function createQueryClient({ onSessionEnded }: QueryClientOptions): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) onSessionEnded()
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: shouldRetryRead,
        retryDelay: backoff(30_000),
      },
      mutations: {
        retry: shouldRetryWrite,
        retryDelay: backoff(10_000),
      },
    },
  })
}
