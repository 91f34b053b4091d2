import { z } from 'zod'

// Issue 16: the names, product names, acronyms and jargon a user dictates, with how they sound.
export const VOCABULARY_MAX_TERMS = 100
export const VOCABULARY_TERM_MAX_LENGTH = 40
export const VOCABULARY_MAX_HINTS = 5
export const VOCABULARY_HINT_MAX_LENGTH = 60

const term = z
  .string({ error: 'Written form is required' })
  .trim()
  .min(1, { error: 'Written form is required' })
  .max(VOCABULARY_TERM_MAX_LENGTH, { error: `Written form must be at most ${VOCABULARY_TERM_MAX_LENGTH} characters` })
  // Spaces between words collapse, so "SOC  2" and "SOC 2" are one term.
  .transform((text) => text.replace(/\s+/g, ' '))
  .refine((text) => /[\p{L}\p{N}]/u.test(text), { error: 'Written form needs at least one letter or digit' })

const hint = z
  .string({ error: 'Each hint must be text' })
  .trim()
  .min(1, { error: 'A hint cannot be empty' })
  .max(VOCABULARY_HINT_MAX_LENGTH, { error: `Each hint must be at most ${VOCABULARY_HINT_MAX_LENGTH} characters` })
  .transform((text) => text.replace(/\s+/g, ' ').toLowerCase())
  .refine((text) => /^[a-z' -]+$/.test(text), {
    error: 'Hints are spoken words: letters, spaces, hyphens and apostrophes only',
  })

export const vocabularyTermRequestSchema = z.strictObject({
  term,
  soundsLike: z
    .array(hint, { error: 'Sounds like must be a list of hints' })
    .max(VOCABULARY_MAX_HINTS, { error: `At most ${VOCABULARY_MAX_HINTS} 'sounds like' hints` })
    .default([])
    .transform((hints) => [...new Set(hints)]),
})
export type VocabularyTermRequest = z.input<typeof vocabularyTermRequestSchema>

export const vocabularyTermSchema = z.object({
  id: z.string(),
  term: z.string(),
  soundsLike: z.array(z.string()),
})
export type VocabularyTerm = z.infer<typeof vocabularyTermSchema>

export const vocabularyListSchema = z.array(vocabularyTermSchema)
