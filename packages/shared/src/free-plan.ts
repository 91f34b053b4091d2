// SPEC §1: 5 free updates on the free plan. The one statement of the rule, for the server's REST and
// sync paths alike and for what the web app shows of it.

/** How much of the plan a user has used; `updatesLimit` is null when the plan is unlimited. */
export interface PlanUsage {
  updatesUsed: number
  updatesLimit: number | null
}

/** An update counts against the plan once it has content; an empty draft never does. */
export const countsAgainstPlan = (entryCount: number): boolean => entryCount > 0

/** The usage for a configured limit, where 0 means unlimited. */
export function planUsage(updatesUsed: number, limit: number): PlanUsage {
  return { updatesUsed, updatesLimit: limit === 0 ? null : limit }
}

export const isPlanFull = (usage: PlanUsage): boolean =>
  usage.updatesLimit !== null && usage.updatesUsed >= usage.updatesLimit

/** Whether an update holding `storedEntryCount` entries may gain content: it counts already, or there is room. */
export const mayGainContent = (usage: PlanUsage, storedEntryCount: number): boolean =>
  countsAgainstPlan(storedEntryCount) || !isPlanFull(usage)

/** Why a change was refused (the 403 of POST/PUT /api/updates). */
export const planLimitMessage = (limit: number): string =>
  `Free plan limit reached – you can keep up to ${limit} updates with content. Delete one to make room.`
