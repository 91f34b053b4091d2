import { sectionBaseId } from '../templates.ts'
import type { FormattedEntry } from '../schemas/updates.ts'

// Issue 17: risks, blockers and asks are tracked items. They stay open until resolved or dropped, and
// a new weekly update starts with the open ones of the user's previous weekly update.

/** Risks, Blockers, or Help Needed (weekly); Ask and What Could Derail Us (quick). */
const TRACKED_SECTIONS = new Set(['risks-blockers', 'ask', 'risks'])

/** An item open in this many consecutive weekly updates is stale. */
export const STALE_AFTER_UPDATES = 3

export const isTrackedSection = (sectionId: string): boolean => TRACKED_SECTIONS.has(sectionBaseId(sectionId))

type TrackedFields = Pick<FormattedEntry, 'sectionId' | 'status' | 'openSince'>

export const isOpenItem = (entry: TrackedFields): boolean =>
  isTrackedSection(entry.sectionId) && (entry.status ?? 'open') === 'open'

export const isStaleItem = (entry: TrackedFields): boolean =>
  isOpenItem(entry) && (entry.openSince ?? 1) >= STALE_AFTER_UPDATES

/** Recent Updates: how many open items an update has. */
export const openItemCount = (entries: readonly TrackedFields[]): number => entries.filter(isOpenItem).length

/**
 * The items a new weekly update starts with: the open items of the previous one, each marked with
 * where it came from and counted one update older. Resolved and dropped items are left behind.
 */
export function carriedOverItems(previous: { title: string; entries: readonly FormattedEntry[] }): FormattedEntry[] {
  return previous.entries.filter(isOpenItem).map((entry) => ({
    sectionId: entry.sectionId,
    ...(entry.sectionName !== undefined && { sectionName: entry.sectionName }),
    headline: entry.headline,
    content: entry.content,
    status: 'open',
    carriedFrom: previous.title,
    openSince: (entry.openSince ?? 1) + 1,
  }))
}
