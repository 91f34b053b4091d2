import type { Context } from 'koa'
import type { z } from 'zod'

/** The request body checked against its shared schema; a failure becomes a 400 naming the field. */
export function bodyOf<Schema extends z.ZodType>(ctx: Context, schema: Schema): z.output<Schema> {
  return schema.parse(ctx.request.body ?? {})
}
