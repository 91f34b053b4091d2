import { updateIdSchema, upsertUpdateRequestSchema } from '@sayso/shared'
import type { AccountsService } from '../../services/accounts-service.ts'
import { ServiceError } from '../../services/service-error.ts'
import type { UpdatesService } from '../../services/updates-service.ts'
import { jsonBody } from '../json-body.ts'
import { requireUser, type AuthState } from '../require-user.ts'
import { bodyOf } from '../validate.ts'
import { Router } from '../router.ts'

/** A malformed id names no update of this user: 404 like any other, never a validation error. */
function updateId(raw: string | undefined): string {
  const parsed = updateIdSchema.safeParse(raw)
  if (!parsed.success) throw new ServiceError('not-found', 'Update not found')
  return parsed.data
}

export function updatesRoutes(accounts: AccountsService, updates: UpdatesService): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/updates' })
  router.use(requireUser(accounts))

  router.get('/', async (ctx) => {
    // Named in full: `ctx.type = 'json'` looks the type up on every request (half a microsecond).
    ctx.set('Content-Type', 'application/json; charset=utf-8')
    ctx.body = await updates.listJson(ctx.state.userId)
  })

  router.post('/', jsonBody, async (ctx) => {
    ctx.body = await updates.create(ctx.state.userId, bodyOf(ctx, upsertUpdateRequestSchema))
    ctx.status = 201
  })

  router.put('/:id', jsonBody, async (ctx) => {
    const id = updateId(ctx.params.id)
    ctx.body = await updates.replace(ctx.state.userId, id, bodyOf(ctx, upsertUpdateRequestSchema))
  })

  router.delete('/:id', async (ctx) => {
    await updates.remove(ctx.state.userId, updateId(ctx.params.id))
    ctx.status = 204
  })

  return router
}
