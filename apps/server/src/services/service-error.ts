/** A rule a request broke; the HTTP layer maps `kind` to a status and shows `message` to the user. */
export type ServiceErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'limit-reached'
  | 'too-many-requests'
  | 'too-large'
  | 'unsupported-media'
  /** An AI service behind Sayso failed or timed out. */
  | 'upstream-failed'
  /** Work on the server itself passed its time limit and was stopped. */
  | 'timed-out'
  /** A part the feature needs is not installed or configured. */
  | 'unavailable'

export class ServiceError extends Error {
  readonly kind: ServiceErrorKind
  /** Seconds the client should wait, for `too-many-requests`. */
  readonly retryAfterSeconds: number | undefined

  constructor(kind: ServiceErrorKind, message: string, retryAfterSeconds?: number) {
    super(message)
    this.name = 'ServiceError'
    this.kind = kind
    this.retryAfterSeconds = retryAfterSeconds
  }
}
