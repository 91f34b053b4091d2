import { clientErrorReportSchema } from '@sayso/shared'
import type { AccountsService } from '../../services/accounts-service.ts'
import type { ClientErrorReports } from '../../services/client-error-reports.ts'
import { jsonBody } from '../json-body.ts'
import { signedInUserId } from '../sessions.ts'
import { bodyOf } from '../validate.ts'
import { Router } from '../router.ts'

/** POST /api/client-errors: signed in or not (the landing and sign-in screens fail too). */
export function clientErrorRoutes(accounts: AccountsService, reports: ClientErrorReports): Router {
  const router = new Router()
  router.post('/client-errors', jsonBody, async (ctx) => {
    const userId = signedInUserId(ctx)
    await reports.report(bodyOf(ctx, clientErrorReportSchema), {
      ip: ctx.ip,
      userId: userId && (await accounts.userExists(userId)) ? userId : undefined,
    })
    ctx.status = 204
  })
  return router
}
