import type { ClientErrorReport } from '@sayso/shared'
import { NetworkError, request } from './api-client.ts'

const reported = new WeakSet<object>()

function reportOf(error: unknown, path: string): ClientErrorReport {
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).trim() || 'Unknown error'
  const stack = error instanceof Error && error.stack ? error.stack.slice(0, 8000) : undefined
  return { message: message.slice(0, 2000), ...(stack ? { stack } : {}), path: path.slice(0, 500) }
}

/**
 * Sends an error a screen failed with to the server's log (SPEC §2's "This has been logged"), once per
 * error; when the device is offline it is sent when the connection returns.
 */
export function reportClientError(error: unknown, path: string): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return
    reported.add(error)
  }
  const report = reportOf(error, path)
  const send = () => request('POST', '/api/client-errors', { body: report })
  send().catch((failure: unknown) => {
    // Only a network failure is worth another try; the server refusing (429, 400) is final.
    if (failure instanceof NetworkError)
      window.addEventListener('online', () => void send().catch(() => undefined), { once: true })
  })
}
