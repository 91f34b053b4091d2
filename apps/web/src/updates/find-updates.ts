// Finding an update in Recent Updates (issue 19): a search over titles and the entries' headlines and
// text, a Weekly / Quick filter and newest- or oldest-first order, all in memory over the list the
// page already holds, so it is instant on a few hundred updates and works offline.
import { parseEntries, type SavedUpdate } from '@sayso/shared'
import { z } from 'zod'

export const UPDATE_FILTERS = ['all', 'weekly', 'quick'] as const
export type UpdateFilter = (typeof UPDATE_FILTERS)[number]

export const UPDATE_ORDERS = ['newest', 'oldest'] as const
export type UpdateOrder = (typeof UPDATE_ORDERS)[number]

/** What the user is looking for; the page keeps it in its address (`?q=&type=&order=`). */
export interface UpdateSearch {
  /** Words that must all appear in the title or the entries; '' finds everything. */
  q: string
  type: UpdateFilter
  order: UpdateOrder
}

export const DEFAULT_UPDATE_SEARCH: UpdateSearch = { q: '', type: 'all', order: 'newest' }

/**
 * The address's search parameters, each falling back to its default when missing or not valid (a
 * hand-edited or old link still opens the page). Every key is optional for a link to the page.
 */
export const updateSearchSchema = z.object({
  // A hand-typed `?q=2026` arrives as a number (the router reads JSON values); the app writes '"2026"'.
  q: z
    .union([z.string(), z.number().transform(String)])
    .default(DEFAULT_UPDATE_SEARCH.q)
    .catch(DEFAULT_UPDATE_SEARCH.q),
  type: z.enum(UPDATE_FILTERS).default(DEFAULT_UPDATE_SEARCH.type).catch(DEFAULT_UPDATE_SEARCH.type),
  order: z.enum(UPDATE_ORDERS).default(DEFAULT_UPDATE_SEARCH.order).catch(DEFAULT_UPDATE_SEARCH.order),
})

/** Whether anything narrows the list (the order never hides an update). */
export function isNarrowed(search: UpdateSearch): boolean {
  return searchWords(search.q).length > 0 || search.type !== 'all'
}

/** Lower case without accents, so 'Résumé' is found by 'resume' and 'RESUME'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

function searchWords(query: string): string[] {
  return foldForSearch(query).split(/\s+/).filter(Boolean)
}

interface Searchable<T> {
  update: T
  text: string
}

const newestFirst = (a: SavedUpdate, b: SavedUpdate) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)

// One entry per list the page was given: a list is a new array whenever an update changes, so its
// search text is folded (and the list sorted) once per change, never once per keystroke per update.
const searchableLists = new WeakMap<readonly SavedUpdate[], Searchable<SavedUpdate>[]>()

/** The list newest first, each update with its folded search text. */
function searchable<T extends SavedUpdate>(updates: readonly T[]): Searchable<T>[] {
  let list = searchableLists.get(updates) as Searchable<T>[] | undefined
  if (!list) {
    list = [...updates].sort(newestFirst).map((update) => ({ update, text: searchText(update) }))
    searchableLists.set(updates, list)
  }
  return list
}

/** The title and each entry's headline and text; content that cannot be read adds nothing (not its JSON keys). */
function searchText(update: SavedUpdate): string {
  const entries = parseEntries(update.content) ?? []
  return foldForSearch([update.title, ...entries.flatMap((entry) => [entry.headline, entry.content])].join('\n'))
}

/** The updates that match every word and the type, in the order asked for. */
export function findUpdates<T extends SavedUpdate>(updates: readonly T[], search: UpdateSearch): T[] {
  const words = searchWords(search.q)
  const found = searchable(updates)
    .filter(({ update }) => search.type === 'all' || update.updateType === search.type)
    .filter(({ text }) => words.every((word) => text.includes(word)))
    .map(({ update }) => update)
  return search.order === 'oldest' ? found.reverse() : found
}

/** What a screen reader hears after each change, e.g. '3 of 12 updates match'. */
export function resultSummary(found: number, total: number, narrowed: boolean): string {
  const noun = total === 1 ? 'update' : 'updates'
  if (!narrowed) return `${total} ${noun}`
  if (found === 0) return 'No updates match'
  return `${found} of ${total} ${noun} ${found === 1 ? 'matches' : 'match'}`
}
