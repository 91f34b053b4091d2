import type { FormattedSection } from '@sayso/shared'

// Issue 16: a headline the entry's content then opens with, so the reader sees the fact twice.

/** A text's words, lower-cased, without punctuation but for "%" and apostrophes. */
export const lowerWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)

// "We shipped the checklist" and "Also, we shipped the checklist" repeat "Shipped the checklist": the
// content opens with the headline after at most two words.
const MAX_LEADING_WORDS = 2
const MATCHED_WORDS = 4

/** Whether `text` holds the headline's first four words (all when shorter), in a row. */
function holdsHeadline(headline: string, text: readonly string[]): boolean {
  const wanted = lowerWords(headline).slice(0, MATCHED_WORDS)
  if (wanted.length === 0) return false
  for (let start = 0; start + wanted.length <= text.length; start++) {
    if (wanted.every((word, index) => text[start + index] === word)) return true
  }
  return false
}

/** Whether the content opens with the headline's words: its first four (all when shorter), in a row. */
export function repeatsHeadline(entry: Pick<FormattedSection, 'headline' | 'content'>): boolean {
  const matched = Math.min(MATCHED_WORDS, lowerWords(entry.headline).length)
  return holdsHeadline(entry.headline, lowerWords(entry.content).slice(0, MAX_LEADING_WORDS + matched))
}

/** Entries (TL;DRs aside: their content is the whole update in one sentence) whose content repeats the headline. */
export function headlineRepeats(entries: readonly FormattedSection[]): { repeated: string[]; entries: number } {
  const scored = entries.filter((entry) => entry.sectionId !== 'tldr')
  return {
    repeated: scored.filter(repeatsHeadline).map((entry) => `${entry.headline} | ${entry.content}`),
    entries: scored.length,
  }
}

/** Whether the headline's first four words (all when shorter) come again anywhere in the content: the reader reads them twice. */
export function restatesHeadline(entry: Pick<FormattedSection, 'headline' | 'content'>): boolean {
  return holdsHeadline(entry.headline, lowerWords(entry.content))
}
