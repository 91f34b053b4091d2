import { z } from 'zod'

/** POST /api/client-errors: what the web app sends when a screen fails (SPEC §2: "This has been logged"). */
export const clientErrorReportSchema = z
  .object({
    message: z.string().trim().min(1).max(2000),
    stack: z.string().max(8000).optional(),
    /** The app path the error happened on, e.g. /settings. */
    path: z.string().startsWith('/').max(500),
  })
  .strict()
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>
