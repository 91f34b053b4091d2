import crypto from 'node:crypto'
import type Koa from 'koa'
import type { Context, Middleware } from 'koa'
import session from 'koa-session'
import type { SessionStore } from '../services/session-store.ts'

export interface SessionOptions {
  store: SessionStore
  cookieSecure: boolean
  absoluteTimeoutMs: number
}

/** `__Host-` binds the cookie to this exact origin, but browsers accept it only when Secure. */
export function sessionCookieName(cookieSecure: boolean): string {
  return cookieSecure ? '__Host-sayso_sid' : 'sayso_sid'
}

export function sessionMiddleware(app: Koa, options: SessionOptions): Middleware {
  const sessions = session(
    {
      key: sessionCookieName(options.cookieSecure),
      store: options.store,
      // 256 random bits; koa-session's default (a UUID) has only 122.
      genid: () => crypto.randomBytes(32).toString('base64url'),
      maxAge: options.absoluteTimeoutMs,
      httpOnly: true,
      sameSite: 'lax',
      // Undefined lets the cookie be Secure whenever the request is HTTPS (TRUST_PROXY honours X-Forwarded-Proto).
      secure: options.cookieSecure ? true : undefined,
      signed: true,
      // Sessions change only at sign-in, so a late save can never revive one ended by logout.
      rolling: false,
      renew: false,
    },
    app,
  ) as Middleware
  if (!options.cookieSecure) return sessions
  return (ctx, next) => {
    // COOKIE_SECURE says users reach the app over HTTPS (TLS ends at a proxy in front of this plain-HTTP
    // server), so the cookie is Secure even when the proxy sends no X-Forwarded-Proto.
    ctx.cookies.secure = true
    return sessions(ctx, next)
  }
}

/** Starts a fresh session for the user under a new id (no session fixation). */
export async function signIn(ctx: Context, userId: string): Promise<void> {
  const current = ctx.session!
  for (const key of Object.keys(current.toJSON())) delete (current as unknown as Record<string, unknown>)[key]
  current.userId = userId
  current.signedInAt = Date.now()
  await current.regenerate()
}

export function signOut(ctx: Context): void {
  ctx.session = null
}

export function signedInUserId(ctx: Context): string | undefined {
  const userId = ctx.session?.userId
  return typeof userId === 'string' ? userId : undefined
}
