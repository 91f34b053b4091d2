import { loginRequestSchema, registerRequestSchema } from '@sayso/shared'
import type { AccountsService } from '../../services/accounts-service.ts'
import { jsonBody } from '../json-body.ts'
import { requireUser, type AuthState } from '../require-user.ts'
import { signIn, signOut } from '../sessions.ts'
import { bodyOf } from '../validate.ts'
import { Router } from '../router.ts'

export function authRoutes(accounts: AccountsService): Router {
  const router = new Router({ prefix: '/auth' })

  router.post('/register', jsonBody, async (ctx) => {
    const user = await accounts.register(bodyOf(ctx, registerRequestSchema))
    await signIn(ctx, user.id)
    ctx.status = 201
    ctx.body = user
  })

  router.post('/login', jsonBody, async (ctx) => {
    const user = await accounts.login(bodyOf(ctx, loginRequestSchema), ctx.ip)
    await signIn(ctx, user.id)
    ctx.body = user
  })

  router.post('/logout', jsonBody, (ctx) => {
    signOut(ctx)
    ctx.status = 204
  })

  router.get('/user', requireUser(accounts), async (ctx) => {
    ctx.body = await accounts.findUser((ctx.state as AuthState).userId)
  })

  return router
}
