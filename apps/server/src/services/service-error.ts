/** A rule a request broke; the HTTP layer maps `kind` to a status and shows `message` to the user. */
export type ServiceErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'limit-reached'
  | 'too-many-requests'

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
