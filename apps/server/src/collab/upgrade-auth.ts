import http from 'node:http'
import type Koa from 'koa'
import { SYNC_PATH } from '@sayso/update-doc'
import { isAllowedOrigin, ownOrigin, type OriginPolicy } from '../http/origin-check.ts'
import type { SessionStore } from '../services/session-store.ts'
import type { SocketOwner } from './socket-registry.ts'

export interface UpgradeAuthDeps {
  /** The Koa app: its keys verify the session cookie's signature, and it knows the request's own origin. */
  app: Koa
  sessionStore: SessionStore
  sessionCookieName: string
  originPolicy: OriginPolicy
  userExists: (userId: string) => Promise<boolean>
}

export type UpgradeVerdict =
  { ok: true; owner: SocketOwner } | { ok: false; status: 401 | 403 | 404 | 503; message: string }

/**
 * Decides on a WebSocket upgrade before any handshake: the path must be the sync path, the
 * Origin one of the app's (Cross-Site WebSocket Hijacking), and the session cookie a live
 * session of an existing account — the same sessions the REST API uses.
 */
export function createUpgradeAuth(deps: UpgradeAuthDeps) {
  return async function authenticateUpgrade(request: http.IncomingMessage): Promise<UpgradeVerdict> {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path !== SYNC_PATH) return { ok: false, status: 404, message: 'No such endpoint' }
    const ctx = deps.app.createContext(request, new http.ServerResponse(request))
    const origin = request.headers.origin
    if (!origin || !isAllowedOrigin(origin, ownOrigin(ctx), deps.originPolicy)) {
      return { ok: false, status: 403, message: 'Cross-site WebSocket refused' }
    }
    const sessionId = ctx.cookies.get(deps.sessionCookieName, { signed: true })
    const session = sessionId ? await deps.sessionStore.get(sessionId) : undefined
    const userId = session?.userId
    if (!sessionId || typeof userId !== 'string' || !(await deps.userExists(userId))) {
      return { ok: false, status: 401, message: 'Please sign in to continue' }
    }
    return { ok: true, owner: { userId, sessionId } }
  }
}
