import type { FormattedSection } from '@sayso/shared'

// Issue 16: a headline the entry's content then opens with, so the reader sees the fact twice.

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)

// "We shipped the checklist" and "Also, we shipped the checklist" repeat "Shipped the checklist": the
// content opens with the headline after at most two words.
const MAX_LEADING_WORDS = 2
const MATCHED_WORDS = 4

/** Whether the content opens with the headline's words: its first four (all when shorter), in a row. */
export function repeatsHeadline(entry: Pick<FormattedSection, 'headline' | 'content'>): boolean {
  const headline = words(entry.headline).slice(0, MATCHED_WORDS)
  const opening = words(entry.content).slice(0, MAX_LEADING_WORDS + headline.length)
  if (headline.length === 0) return false
  for (let start = 0; start + headline.length <= opening.length; start++) {
    if (headline.every((word, index) => opening[start + index] === word)) return true
  }
  return false
}

/** Entries (TL;DRs aside: their content is the whole update in one sentence) whose content repeats the headline. */
export function headlineRepeats(entries: readonly FormattedSection[]): { repeated: string[]; entries: number } {
  const scored = entries.filter((entry) => entry.sectionId !== 'tldr')
  return { repeated: scored.filter(repeatsHeadline).map((entry) => `${entry.headline} | ${entry.content}`), entries: scored.length }
}
