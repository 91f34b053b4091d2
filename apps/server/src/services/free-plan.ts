import {
  countsAgainstPlan,
  isPlanFull,
  mayGainContent,
  planLimitMessage,
  planUsage,
  type PlanUsage,
} from '@sayso/shared'
import type { UpdatesRepository } from '../repositories/updates-repository.ts'
import { ServiceError } from './service-error.ts'

/** Where a user's updates are counted: the store's repository, or a transaction's. */
type Counted = Pick<UpdatesRepository, 'countWithContent'>

/**
 * The shared free-plan rule (SPEC §1) applied to a user's stored updates; `limit` 0 = unlimited.
 * Each check counts through the repository it is given, so a check inside a transaction counts there.
 */
export function createFreePlan(limit: number) {
  const usage = async (updates: Counted, userId: string): Promise<PlanUsage> =>
    planUsage(await updates.countWithContent(userId), limit)
  const limitReached = () => new ServiceError('limit-reached', planLimitMessage(limit))
  return {
    usage,
    limitReached,
    isFull: async (updates: Counted, userId: string) => isPlanFull(await usage(updates, userId)),
    /** Whether an update of this user holding `storedEntryCount` entries may gain content. */
    mayGainContent: async (updates: Counted, userId: string, storedEntryCount: number) =>
      mayGainContent(await usage(updates, userId), storedEntryCount),
    /** Throws `limit-reached` when an update that does not count yet would gain content on a full plan. */
    async assertRoomFor(updates: Counted, userId: string, entryCount: number, storedEntryCount: number): Promise<void> {
      if (countsAgainstPlan(entryCount) && !mayGainContent(await usage(updates, userId), storedEntryCount)) {
        throw limitReached()
      }
    },
  }
}

export type FreePlan = ReturnType<typeof createFreePlan>
