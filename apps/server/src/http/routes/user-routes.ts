import { updateNameRequestSchema } from '@sayso/shared'
import type { AccountsService } from '../../services/accounts-service.ts'
import { jsonBody } from '../json-body.ts'
import { requireUser, type AuthState } from '../require-user.ts'
import { signOut } from '../sessions.ts'
import { bodyOf } from '../validate.ts'
import { Router } from '../router.ts'

export function userRoutes(accounts: AccountsService): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/user' })
  router.use(requireUser(accounts))

  router.put('/name', jsonBody, async (ctx) => {
    ctx.body = await accounts.rename(ctx.state.userId, bodyOf(ctx, updateNameRequestSchema).name)
  })

  router.delete('/updates', async (ctx) => {
    ctx.body = { deleted: await accounts.deleteAllUpdates(ctx.state.userId) }
  })

  router.delete('/', async (ctx) => {
    await accounts.deleteAccount(ctx.state.userId)
    signOut(ctx)
    ctx.status = 204
  })

  return router
}
