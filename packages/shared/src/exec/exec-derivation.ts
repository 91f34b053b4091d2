import type { DerivedEntry } from '../schemas/ai.ts'
import type { FormattedEntry } from '../schemas/updates.ts'
import { QUICK_TEMPLATE, sectionBaseId } from '../templates.ts'
import { isAsk } from './ask-cues.ts'
import { isOpenItem } from './tracked-items.ts'

// Issue 17: the exec version of a weekly update is a Quick Update made from the weekly entries' own
// words — headlines and sentences are taken as they are, so metrics, names and dates are kept and
// nothing is invented. Deterministic, so every device derives the same version offline.

/** A weekly entry; with an id, its exec entries keep their key when other entries move. */
export type WeeklyEntry = FormattedEntry & { id?: string }

const ROUTES: Record<string, 'progress' | 'risks' | 'next'> = {
  'goal-progress': 'progress',
  'key-updates': 'progress',
  'risks-blockers': 'risks',
  horizon: 'next',
}

type ExecSectionId = 'ask' | 'progress' | 'risks' | 'next'

/**
 * The exec sections a weekly entry may land in: its route, and for an open risk also Ask (the
 * offline rules put it there when it asks for something); none for entries that stay behind.
 */
export function execSectionsFor(entry: WeeklyEntry): ExecSectionId[] {
  const target = ROUTES[sectionBaseId(entry.sectionId)]
  if (!target || (target === 'risks' && !isOpenItem(entry))) return []
  return target === 'risks' ? ['risks', 'ask'] : [target]
}

const sectionName = (id: string) => QUICK_TEMPLATE.sections.find((section) => section.id === id)!.name

/** The key of an exec entry made from the weekly entry `source` (its id, else its position). */
export const execEntryKey = (sectionId: string, source: string): string =>
  sectionId === 'tldr' ? 'tldr' : `${sectionId}:${source}`

const sentencesOf = (text: string): string[] => text.match(/[^.!?]+(?:[.!?]+|$)/g)?.map((s) => s.trim()) ?? []
const stripEnd = (text: string) => text.trim().replace(/[.!?]+$/, '')

/**
 * Top-level Goal Progress and Key Updates & Decisions Made → Key Progress; open Risks, Blockers, or
 * Help Needed → What Could Derail Us, and → Ask where the entry asks for a decision, a resource or
 * input; On the Horizon → What's Next; a one-sentence TL;DR over the headlines. Everything else
 * (highlights, feel-goods, resolved or dropped items) stays in the weekly update.
 */
export function deriveExecVersion(weekly: readonly WeeklyEntry[]): DerivedEntry[] {
  const bySection: Record<ExecSectionId, DerivedEntry[]> = {
    ask: [],
    progress: [],
    risks: [],
    next: [],
  }
  weekly.forEach((entry, index) => {
    const target = execSectionsFor(entry)[0]
    if (!target) return
    const source = entry.id ?? String(index)
    const derived = (id: ExecSectionId, content: string): DerivedEntry => ({
      key: execEntryKey(id, source),
      sectionId: id,
      sectionName: sectionName(id),
      headline: entry.headline.trim(),
      content: content.trim(),
    })
    bySection[target].push(derived(target, entry.content))
    if (target !== 'risks') return
    const asks = sentencesOf(`${entry.content}`).filter(isAsk)
    if (asks.length > 0 || isAsk(entry.headline)) bySection.ask.push(derived('ask', asks.join(' ')))
  })
  const parts = [
    bySection.progress[0] && stripEnd(bySection.progress[0].headline),
    bySection.risks[0] && `risk: ${stripEnd(bySection.risks[0].headline)}`,
    bySection.next[0] && `next: ${stripEnd(bySection.next[0].headline)}`,
  ].filter((part): part is string => Boolean(part))
  const tldr: DerivedEntry[] =
    parts.length === 0
      ? []
      : [
          {
            key: execEntryKey('tldr', ''),
            sectionId: 'tldr',
            sectionName: sectionName('tldr'),
            headline: '',
            content: `${parts.join('; ')}.`,
          },
        ]
  return [...tldr, ...bySection.ask, ...bySection.progress, ...bySection.risks, ...bySection.next]
}
