import { carriedOverItems, parseEntries, type FormattedEntry } from '@sayso/shared'
import type { SyncClient } from '@sayso/sync-client'
import { readUpdate, toRestEntry } from '@sayso/update-doc'

/** What a fresh weekly update starts with (issue 17). */
export interface CarryOver {
  /** The previous weekly update. */
  fromId: string
  items: FormattedEntry[]
}

/**
 * The id of the user's newest weekly update, the one a fresh weekly update carries items from;
 * undefined until this device's own updates have been read (one made here may be the newest).
 */
export function previousWeeklyId(sync: SyncClient): string | null | undefined {
  const { updates, localRead } = sync.updateList.getSnapshot()
  if (!localRead) return undefined
  let newest: (typeof updates)[number] | null = null
  for (const update of updates) {
    if (update.updateType === 'weekly' && (!newest || update.createdAt > newest.createdAt)) newest = update
  }
  return newest?.id ?? null
}

/**
 * The open items of the user's newest weekly update, or null when it has none. This device's copy
 * is read when it has one (it holds edits the server's list may not show yet); otherwise the list's.
 */
export async function loadCarryOver(sync: SyncClient, fromId: string): Promise<CarryOver | null> {
  const listed = sync.updateList.getSnapshot().updates.find((update) => update.id === fromId)
  if (!listed) return null
  const opened = await sync.open(fromId, { existing: true })
  let previous: { title: string; entries: FormattedEntry[] }
  try {
    const local = readUpdate(opened.doc)
    previous =
      local.meta.updateType === 'weekly'
        ? { title: local.meta.title ?? listed.title, entries: local.entries.map(toRestEntry) }
        : { title: listed.title, entries: parseEntries(listed.content) ?? [] }
  } finally {
    opened.release()
  }
  const items = carriedOverItems(previous)
  return items.length > 0 ? { fromId, items } : null
}

/**
 * Issue 17: while a fresh weekly update is not made yet (`isMade`), follows the user's newest weekly
 * update and hands over its open items each time that changes. Returns the function that stops.
 */
export function watchCarryOver(
  sync: SyncClient,
  isMade: () => boolean,
  onCarried: (carried: CarryOver | null) => void,
): () => void {
  let fromId: string | null = null
  let stopped = false
  const check = () => {
    const newest = previousWeeklyId(sync)
    if (isMade() || newest === undefined || newest === fromId) return
    fromId = newest
    if (!newest) return
    void loadCarryOver(sync, newest).then((carried) => {
      if (!stopped && !isMade() && fromId === newest) onCarried(carried)
    })
  }
  const unsubscribe = sync.updateList.subscribe(check)
  check()
  return () => {
    stopped = true
    unsubscribe()
  }
}
