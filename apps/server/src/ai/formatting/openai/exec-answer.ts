import {
  QUICK_TEMPLATE,
  execEntryKey,
  execSectionsFor,
  findSection,
  type DerivedEntry,
  type WeeklyEntry,
} from '@sayso/shared'

// Issue 17: the model's exec version is used only when it keeps to the rules the offline derivation
// keeps by construction; otherwise the caller falls back to those rules.

/** One entry as the model answers it: `source` is the weekly entry's number (-1 for the TL;DR). */
export interface ExecAnswerEntry {
  sectionId: string
  source: number
  headline: string
  content: string
}

const QUICK_ORDER = QUICK_TEMPLATE.sections.map((section) => section.id)
const numbersIn = (text: string): string[] => text.match(/\d+(?:[.,]\d+)*/g) ?? []
const isOneSentence = (text: string) => text.trim() !== '' && !/[.!?]\s+\S/.test(text.trim())

/**
 * The model's answer as exec entries, or null when it breaks a rule: a section that is not a quick
 * one or not where its weekly entry may go, a number the weekly entries do not contain, anything
 * but exactly one one-sentence TL;DR, or two entries from the same weekly entry in one section.
 */
export function checkedExecAnswer(
  weekly: readonly WeeklyEntry[],
  answer: readonly ExecAnswerEntry[],
): DerivedEntry[] | null {
  const given = new Set(weekly.flatMap((entry) => numbersIn(`${entry.headline} ${entry.content}`)))
  const derived: DerivedEntry[] = []
  for (const entry of answer) {
    const section = findSection(QUICK_TEMPLATE, entry.sectionId)
    if (!section || section.id !== entry.sectionId) return null
    if (!numbersIn(`${entry.headline} ${entry.content}`).every((number) => given.has(number))) return null
    let key: string
    if (entry.sectionId === 'tldr') {
      if (!isOneSentence(entry.content)) return null
      key = execEntryKey('tldr', '')
    } else {
      const source = weekly[entry.source]
      if (!source || !(execSectionsFor(source) as string[]).includes(entry.sectionId)) return null
      key = execEntryKey(entry.sectionId, source.id ?? String(entry.source))
    }
    if (derived.some((other) => other.key === key)) return null
    derived.push({
      key,
      sectionId: entry.sectionId,
      sectionName: section.name,
      headline: entry.sectionId === 'tldr' ? '' : entry.headline.trim(),
      content: entry.content.trim(),
    })
  }
  if (derived.filter((entry) => entry.sectionId === 'tldr').length !== 1) return null
  // Stable: the model's order within a section, the template's order across them.
  return derived.sort((a, b) => QUICK_ORDER.indexOf(a.sectionId) - QUICK_ORDER.indexOf(b.sectionId))
}
