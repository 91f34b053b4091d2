import type { VocabularyTerm } from '@sayso/shared'
import { spokenVariants } from './spoken-forms.ts'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// Words of a variant may be separated by spaces or hyphens; letters of an acronym also by dots ("g.d.p.r.").
const wordPattern = (words: readonly string[]) => {
  const spelled = words.every((word) => word.length === 1)
  return (
    words.map(escape).join(spelled ? '(?:\\.?[\\s-]*|\\.)' : '[\\s-]+') + (spelled && words.length > 1 ? '\\.?' : '')
  )
}

export interface Canonicaliser {
  /** The text with every spoken or misheard form of a term written as the term. */
  (text: string): string
}

/** The canonicaliser of an empty vocabulary: every text stays as it is, so its callers can skip copying. */
export const unchanged: Canonicaliser = (text) => text

/**
 * Spoken forms of the user's terms become their written form ('sock two' → 'SOC 2', 'jira' → 'Jira',
 * 'g d p r' → 'GDPR'). Only whole-word matches of a term's own forms change; no other word does.
 */
export function createCanonicaliser(terms: readonly VocabularyTerm[]): Canonicaliser {
  const forms = terms.flatMap((term) => spokenVariants(term).map((words) => ({ words, written: term.term })))
  if (forms.length === 0) return unchanged
  // Longest first, so "soc two" wins over a term "SOC" alone.
  forms.sort((a, b) => b.words.join(' ').length - a.words.join(' ').length)
  const writtenOf = new Map<string, string>()
  const alternatives: string[] = []
  forms.forEach((form, index) => {
    writtenOf.set(`f${index}`, form.written)
    alternatives.push(`(?<f${index}>${wordPattern(form.words)})`)
  })
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu')
  return (text) =>
    text.replace(pattern, (...args) => {
      const groups = args.at(-1) as Record<string, string | undefined>
      const name = Object.keys(groups).find((key) => groups[key] !== undefined)!
      return writtenOf.get(name)!
    })
}
