import { updateIdSchema } from '@sayso/shared'
import { notFound } from '@tanstack/react-router'

/** A route loader's check: an address whose id could never name an update is not found at once. */
export function checkUpdateAddress(updateId: string | undefined): void {
  if (updateId !== undefined && !updateIdSchema.safeParse(updateId).success) throw notFound()
}
