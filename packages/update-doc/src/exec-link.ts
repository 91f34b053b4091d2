import { deriveExecVersion, type DerivedEntry, type WeeklyEntry } from '@sayso/shared'
import * as Y from 'yjs'
import { toYMap } from './changes.ts'
import { newId, stableKey } from './ids.ts'
import { entriesArray, entrySlots, execVersionsMap, metaMap, readEntry, readMeta, type DocEntry } from './schema.ts'

// Issue 17: an exec version is a Quick Update derived from a weekly update. Its meta names the weekly
// update and what was derived from it; each derived entry remembers the text it was derived with, so
// a refresh can tell the entries the user edited by hand (kept) from the others (replaced).

export interface ExecSource {
  id: string
  title: string
}

const derivedMap = (entry: DerivedEntry): Y.Map<unknown> =>
  toYMap({
    id: newId(),
    sectionId: entry.sectionId,
    sectionName: entry.sectionName,
    headline: entry.headline,
    content: entry.content,
    derivedKey: entry.key,
    derivedHeadline: entry.headline,
    derivedContent: entry.content,
  } satisfies DocEntry)

// Out of date is a question about the weekly entries, not about the derived words: a model may word
// the same entries differently each time it is asked.
const weeklyFingerprint = (weekly: readonly WeeklyEntry[]) =>
  stableKey(
    weekly.map((entry) => [entry.id ?? null, entry.sectionId, entry.headline, entry.content, entry.status ?? null]),
  )

/**
 * Fills a new quick update with what was derived from the weekly update (whose entries were
 * `weekly`), and links it to it.
 */
export function writeExecVersion(
  doc: Y.Doc,
  source: ExecSource,
  derived: readonly DerivedEntry[],
  weekly: readonly WeeklyEntry[],
): void {
  const meta = metaMap(doc)
  doc.transact(() => {
    meta.set('derivedFromId', source.id)
    meta.set('derivedFromTitle', source.title)
    meta.set('derivedWeeklyKey', weeklyFingerprint(weekly))
    entriesArray(doc).push(derived.map(derivedMap))
  })
}

/** Lists an exec version on its weekly update. */
export function listExecVersion(weeklyDoc: Y.Doc, execVersion: ExecSource): void {
  const versions = execVersionsMap(weeklyDoc)
  if (versions.get(execVersion.id) !== execVersion.title)
    weeklyDoc.transact(() => versions.set(execVersion.id, execVersion.title))
}

/** The weekly update an exec version was made from, or null for any other update. */
export function execSourceOf(doc: Y.Doc): ExecSource | null {
  const meta = readMeta(doc)
  return meta.derivedFromId ? { id: meta.derivedFromId, title: meta.derivedFromTitle ?? '' } : null
}

/**
 * Whether the weekly update's entries changed since this exec version was made or refreshed. An
 * exec version made before the source fingerprint compares what the offline rules derive now.
 */
export function isExecOutOfDate(doc: Y.Doc, weekly: readonly WeeklyEntry[]): boolean {
  const meta = readMeta(doc)
  if (meta.derivedWeeklyKey !== undefined) return meta.derivedWeeklyKey !== weeklyFingerprint(weekly)
  return meta.derivedSourceKey !== undefined && meta.derivedSourceKey !== stableKey(deriveExecVersion(weekly))
}

const editedByHand = (entry: DocEntry) =>
  entry.headline !== entry.derivedHeadline || entry.content !== entry.derivedContent

/**
 * Refresh from weekly: entries still showing their derived text take the new text; entries edited
 * by hand keep the user's words and get the new text as a proposal (accepted entry by entry);
 * derived entries the weekly update no longer gives go unless edited; new ones are added; entries
 * the user added stay. Returns how many entries wait for the user's decision.
 */
export function refreshExecVersion(
  doc: Y.Doc,
  source: ExecSource,
  derived: readonly DerivedEntry[],
  weekly: readonly WeeklyEntry[],
): number {
  const wanted = new Map(derived.map((entry) => [entry.key, entry]))
  const array = entriesArray(doc)
  let waiting = 0
  doc.transact(() => {
    const seen = new Set<string>()
    const slots = entrySlots(doc).shown
    for (const slot of [...slots].reverse()) {
      const entry = readEntry(slot.map)
      if (entry.derivedKey === undefined) continue
      seen.add(entry.derivedKey)
      const next = wanted.get(entry.derivedKey)
      const edited = editedByHand(entry)
      if (!next) {
        if (!edited) array.delete(slot.index, 1)
        continue
      }
      if (edited) {
        // The weekly update's words for this entry did not change: nothing to propose.
        if (next.headline === entry.derivedHeadline && next.content === entry.derivedContent) continue
        if (next.headline === entry.headline && next.content === entry.content) {
          clearProposal(slot.map, next)
          continue
        }
        slot.map.set('proposedHeadline', next.headline)
        slot.map.set('proposedContent', next.content)
        waiting++
        continue
      }
      if (entry.headline !== next.headline) slot.map.set('headline', next.headline)
      if (entry.content !== next.content) slot.map.set('content', next.content)
      clearProposal(slot.map, next)
    }
    const added = derived.filter((entry) => !seen.has(entry.key))
    // New entries go after the last entry of their section, so the sections keep their order.
    for (const entry of added) {
      const shown = entrySlots(doc).shown
      const last = shown.filter((slot) => slot.map.get('sectionId') === entry.sectionId).pop()
      if (last) array.insert(last.index + 1, [derivedMap(entry)])
      else array.push([derivedMap(entry)])
    }
    const meta = metaMap(doc)
    meta.set('derivedWeeklyKey', weeklyFingerprint(weekly))
    meta.delete('derivedSourceKey')
    if (meta.get('derivedFromTitle') !== source.title) meta.set('derivedFromTitle', source.title)
  })
  return waiting
}

function clearProposal(map: Y.Map<unknown>, derived: Pick<DerivedEntry, 'headline' | 'content'>): void {
  map.set('derivedHeadline', derived.headline)
  map.set('derivedContent', derived.content)
  map.delete('proposedHeadline')
  map.delete('proposedContent')
}

/** Takes the weekly update's newer text for a hand-edited entry (accept), or keeps the user's (`keep`). */
export function settleProposal(doc: Y.Doc, entryId: string, choice: 'accept' | 'keep'): boolean {
  const found = entrySlots(doc).shown.find((slot) => slot.map.get('id') === entryId)
  if (!found) return false
  const entry = readEntry(found.map)
  if (entry.proposedHeadline === undefined || entry.proposedContent === undefined) return false
  const proposed = { headline: entry.proposedHeadline, content: entry.proposedContent }
  doc.transact(() => {
    if (choice === 'accept') {
      found.map.set('headline', proposed.headline)
      found.map.set('content', proposed.content)
      clearProposal(found.map, proposed)
    } else {
      // Kept: the user's words stay, and the weekly's text is the baseline, so only a later change proposes again.
      clearProposal(found.map, proposed)
    }
  })
  return true
}
