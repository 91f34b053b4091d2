import { countsAgainstPlan, isPlanFull, mayGainContent, planLimitMessage, planUsage, type PlanUsage } from '@sayso/shared'
import type { UpdatesRepository } from '../repositories/updates-repository.ts'
import { ServiceError } from './service-error.ts'

/** The shared free-plan rule (SPEC §1) applied to a user's stored updates; `limit` 0 = unlimited. */
export function createFreePlan(updates: UpdatesRepository, limit: number) {
  const usage = (userId: string): PlanUsage => planUsage(updates.countWithContent(userId), limit)
  return {
    usage,
    isFull: (userId: string) => isPlanFull(usage(userId)),
    /** Whether an update of this user holding `storedEntryCount` entries may gain content. */
    mayGainContent: (userId: string, storedEntryCount: number) => mayGainContent(usage(userId), storedEntryCount),
    /** Throws `limit-reached` when an update that does not count yet would gain content on a full plan. */
    assertRoomFor(userId: string, entryCount: number, storedEntryCount: number): void {
      if (countsAgainstPlan(entryCount) && !mayGainContent(usage(userId), storedEntryCount)) {
        throw new ServiceError('limit-reached', planLimitMessage(limit))
      }
    },
  }
}

export type FreePlan = ReturnType<typeof createFreePlan>
