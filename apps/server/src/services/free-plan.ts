import type { UpdatesRepository } from '../repositories/updates-repository.ts'
import { ServiceError } from './service-error.ts'

/** SPEC §1: the updates with content a user may keep on the free plan (0 = unlimited); empty drafts never count. */
export function createFreePlan(updates: UpdatesRepository, limit: number) {
  const isFull = (userId: string) => limit !== 0 && updates.countWithContent(userId) >= limit
  return {
    isFull,
    usage(userId: string): { updatesUsed: number; updatesLimit: number | null } {
      return { updatesUsed: updates.countWithContent(userId), updatesLimit: limit === 0 ? null : limit }
    },
    /** Throws `limit-reached` when an update that does not count yet would gain content on a full plan. */
    assertRoomFor(userId: string, entryCount: number, alreadyCounted: boolean): void {
      if (entryCount === 0 || alreadyCounted || !isFull(userId)) return
      throw new ServiceError(
        'limit-reached',
        `Free plan limit reached – you can keep up to ${limit} updates with content. Delete one to make room.`,
      )
    },
  }
}

export type FreePlan = ReturnType<typeof createFreePlan>
