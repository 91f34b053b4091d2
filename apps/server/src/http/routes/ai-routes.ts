import { execVersionRequestSchema, formatUpdateRequestSchema, processTextRequestSchema } from '@sayso/shared'
import type { AiService } from '../../ai/ai-service.ts'
import type { AccountsService } from '../../services/accounts-service.ts'
import { jsonBody } from '../json-body.ts'
import { sendJson } from '../json-response.ts'
import { requireUser, type AuthState } from '../require-user.ts'
import { bodyOf } from '../validate.ts'
import { Router } from '../router.ts'

/**
 * SPEC §7: POST /api/transcribe (multipart), /api/format-update and /api/process-text (JSON); issue 17:
 * POST /api/exec-version (JSON).
 */
export function aiRoutes(accounts: AccountsService, ai: AiService): Router<AuthState> {
  const router = new Router<AuthState>()

  // Multipart, not JSON: the body is streamed by the service, never parsed here. The Origin check
  // (rejectCrossSiteWrites) runs before this, since a multipart POST can be sent cross-site.
  router.post('/transcribe', requireUser(accounts), async (ctx) => {
    ctx.body = { transcription: await ai.transcribe(ctx.state.userId, ctx.req) }
  })

  router.post('/format-update', requireUser(accounts), jsonBody, async (ctx) => {
    sendJson(ctx, {
      formattedSections: await ai.formatUpdate(ctx.state.userId, bodyOf(ctx, formatUpdateRequestSchema)),
    })
  })

  router.post('/process-text', requireUser(accounts), jsonBody, async (ctx) => {
    ctx.body = await ai.processText(ctx.state.userId, bodyOf(ctx, processTextRequestSchema))
  })

  router.post('/exec-version', requireUser(accounts), jsonBody, async (ctx) => {
    ctx.body = { entries: await ai.execVersion(ctx.state.userId, bodyOf(ctx, execVersionRequestSchema)) }
  })

  return router
}
