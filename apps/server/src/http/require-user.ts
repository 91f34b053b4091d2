import type { Middleware } from 'koa'
import type { AccountsService } from '../services/accounts-service.ts'
import { signedInUserId } from './sessions.ts'

export interface AuthState {
  userId: string
}

/** Lets the request through only with a live session whose account still exists (401 otherwise). */
export function requireUser(accounts: AccountsService): Middleware<AuthState> {
  return async (ctx, next) => {
    const userId = signedInUserId(ctx)
    if (!userId || !(await accounts.userExists(userId))) return ctx.throw(401, 'Please sign in to continue')
    ctx.state.userId = userId
    await next()
  }
}
