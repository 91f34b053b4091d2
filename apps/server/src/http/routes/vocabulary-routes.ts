import { vocabularyTermRequestSchema } from '@sayso/shared'
import type { AccountsService } from '../../services/accounts-service.ts'
import type { VocabularyService } from '../../services/vocabulary-service.ts'
import { jsonBody } from '../json-body.ts'
import { requireUser, type AuthState } from '../require-user.ts'
import { bodyOf } from '../validate.ts'
import { Router } from '../router.ts'

/** Issue 16: GET/POST /api/user/vocabulary, PUT/DELETE /api/user/vocabulary/:id. */
export function vocabularyRoutes(accounts: AccountsService, vocabulary: VocabularyService): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/user/vocabulary' })
  router.use(requireUser(accounts))

  router.get('/', async (ctx) => {
    ctx.body = await vocabulary.list(ctx.state.userId)
  })

  router.post('/', jsonBody, async (ctx) => {
    ctx.body = await vocabulary.add(ctx.state.userId, bodyOf(ctx, vocabularyTermRequestSchema))
    ctx.status = 201
  })

  router.put('/:id', jsonBody, async (ctx) => {
    ctx.body = await vocabulary.change(ctx.state.userId, ctx.params.id!, bodyOf(ctx, vocabularyTermRequestSchema))
  })

  router.delete('/:id', async (ctx) => {
    await vocabulary.remove(ctx.state.userId, ctx.params.id!)
    ctx.status = 204
  })

  return router
}
