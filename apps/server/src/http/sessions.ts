import crypto from 'node:crypto'
import type { Context, Middleware } from 'koa'
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

/** What every request's session shares: the cookie's name and options and the store. */
interface SessionCookie {
  name: string
  store: SessionStore
  maxAge: number
  options: CookieOptions
  cleared: CookieOptions
}

type CookieOptions = Parameters<Context['cookies']['set']>[2]

/**
 * What a request knows of its session: the live session its cookie named, or the one it signed in to.
 * A class, so a request allocates one object for it rather than an object and its closures.
 */
class RequestSession {
  /** Signed out by the handler: the session ends and the cookie is cleared once the handler is done. */
  signedOut = false

  readonly #ctx: Context
  readonly #cookie: SessionCookie
  id: string | undefined
  userId: string | undefined

  constructor(ctx: Context, cookie: SessionCookie, id: string | undefined, userId: string | undefined) {
    this.#ctx = ctx
    this.#cookie = cookie
    this.id = id
    this.userId = userId
  }

  /** Ends `id`'s session and clears the cookie. */
  async end(): Promise<void> {
    const { id } = this
    this.id = this.userId = undefined
    if (id) await this.#cookie.store.destroy(id)
    this.#ctx.cookies.set(this.#cookie.name, '', this.#cookie.cleared)
  }

  /** Saves a new session for the user under a fresh id and sets the cookie naming it. */
  async start(userId: string): Promise<void> {
    const { store, maxAge, name, options } = this.#cookie
    const id = crypto.randomBytes(32).toString('base64url')
    const now = Date.now()
    // `_expire` and `_maxAge` as koa-session stored them; the store checks the lifetimes itself.
    await store.set(id, { userId, signedInAt: now, _expire: now + maxAge, _maxAge: maxAge })
    this.#ctx.cookies.set(name, id, options)
    this.id = id
    this.userId = userId
    this.signedOut = false
  }
}

const SESSION = Symbol('session')
type SessionContext = Context & { [SESSION]?: RequestSession }

/**
 * The signed session cookie names a session in the store (kept in the database, so logout and
 * account deletion really revoke it; the store enforces the idle and absolute lifetimes). Sessions
 * change only at sign-in and sign-out, so a request that does neither reads its session and writes
 * nothing: one signature check (remembered, cookie-signatures.ts) and one store read (cached).
 * The stored JSON and the cookies are those koa-session wrote before, so sessions survive the change.
 */
export function sessionMiddleware(options: SessionOptions): Middleware {
  const maxAge = options.absoluteTimeoutMs
  const setOptions = {
    maxAge,
    httpOnly: true,
    sameSite: 'lax',
    // Undefined lets the cookie be Secure whenever the request is HTTPS (TRUST_PROXY honours X-Forwarded-Proto).
    secure: options.cookieSecure ? true : undefined,
    signed: true,
    overwrite: true,
  } as const
  const cookie: SessionCookie = {
    name: sessionCookieName(options.cookieSecure),
    store: options.store,
    maxAge,
    options: setOptions,
    cleared: { ...setOptions, maxAge: undefined, expires: new Date(0) },
  }
  const { name, store } = cookie

  return async (ctx: SessionContext, next) => {
    // COOKIE_SECURE says users reach the app over HTTPS (TLS ends at a proxy in front of this plain-HTTP
    // server), so the cookie is Secure even when the proxy sends no X-Forwarded-Proto.
    if (options.cookieSecure) ctx.cookies.secure = true
    const cookieId = ctx.cookies.get(name, { signed: true })
    const data = cookieId ? await store.get(cookieId) : undefined
    const live = data !== undefined && !(typeof data._expire === 'number' && data._expire < Date.now())
    const session = new RequestSession(
      ctx,
      cookie,
      live ? cookieId : undefined,
      live && typeof data.userId === 'string' ? data.userId : undefined,
    )
    ctx[SESSION] = session
    try {
      await next()
    } finally {
      if (session.signedOut) await session.end()
    }
  }
}

function sessionOf(ctx: Context): RequestSession {
  const session = (ctx as SessionContext)[SESSION]
  if (!session) throw new Error('The session middleware has not run for this request')
  return session
}

/** Starts a fresh session for the user under a new id (no session fixation): the one the cookie named ends. */
export async function signIn(ctx: Context, userId: string): Promise<void> {
  const session = sessionOf(ctx)
  await session.end()
  await session.start(userId)
}

/** Ends the session once the handler is done (its response still carries the cleared cookie). */
export function signOut(ctx: Context): void {
  sessionOf(ctx).signedOut = true
}

export function signedInUserId(ctx: Context): string | undefined {
  const session = (ctx as SessionContext)[SESSION]
  return session && !session.signedOut ? session.userId : undefined
}
