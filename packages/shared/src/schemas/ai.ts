import { z } from 'zod'
import { itemStatusSchema } from './updates.ts'

// SPEC §7: the three AI routes; issue 17: POST /api/exec-version.

/** The multipart form field POST /api/transcribe reads the recording from. */
export const TRANSCRIBE_AUDIO_FIELD = 'audio'

export const transcribeResponseSchema = z.object({ transcription: z.string() })
export type TranscribeResponse = z.infer<typeof transcribeResponseSchema>

const text = z.string().max(100_000)

export const quickFormatRequestSchema = z.strictObject({
  updateType: z.literal('quick'),
  transcription: text,
})

export const weeklyFormatSectionSchema = z.strictObject({
  sectionId: z.string().min(1),
  sectionName: z.string(),
  transcriptions: z.array(text).max(200),
  recordingIds: z.array(z.string()).max(200),
})

export const weeklyFormatRequestSchema = z.strictObject({
  updateType: z.literal('weekly'),
  sections: z.array(weeklyFormatSectionSchema).max(50),
})

export const formatUpdateRequestSchema = z.discriminatedUnion('updateType', [
  quickFormatRequestSchema,
  weeklyFormatRequestSchema,
])
export type FormatUpdateRequest = z.infer<typeof formatUpdateRequestSchema>
export type WeeklyFormatSection = z.infer<typeof weeklyFormatSectionSchema>

export const formattedSectionSchema = z.object({
  sectionId: z.string(),
  sectionName: z.string(),
  headline: z.string(),
  content: z.string(),
})
export type FormattedSection = z.infer<typeof formattedSectionSchema>

export const formatUpdateResponseSchema = z.object({ formattedSections: z.array(formattedSectionSchema) })
export type FormatUpdateResponse = z.infer<typeof formatUpdateResponseSchema>

export const processTextRequestSchema = z.strictObject({
  text: text.trim().min(1, { error: 'Text is required' }),
  sectionId: z.string().min(1, { error: 'Section is required' }),
  sectionName: z.string(),
})
export type ProcessTextRequest = z.infer<typeof processTextRequestSchema>

export const processTextResponseSchema = z.object({
  processedText: z.string(),
  sectionId: z.string(),
  sectionName: z.string(),
})
export type ProcessTextResponse = z.infer<typeof processTextResponseSchema>

/** POST /api/exec-version: the weekly update's entries, as the exec version is derived from them. */
export const execVersionRequestSchema = z.strictObject({
  entries: z
    .array(
      z.strictObject({
        // The entry's id in the weekly document: derived entries keep their key when others move.
        id: z.string().max(100).optional(),
        sectionId: z.string().min(1).max(100),
        headline: text,
        content: text,
        status: itemStatusSchema.optional(),
      }),
    )
    .max(500),
})
export type ExecVersionRequest = z.infer<typeof execVersionRequestSchema>

/** One entry of the exec version; `key` names the weekly entry (and role) it came from. */
export const derivedEntrySchema = z.object({
  key: z.string(),
  sectionId: z.string(),
  sectionName: z.string(),
  headline: z.string(),
  content: z.string(),
})
export type DerivedEntry = z.infer<typeof derivedEntrySchema>

export const execVersionResponseSchema = z.object({ entries: z.array(derivedEntrySchema) })
export type ExecVersionResponse = z.infer<typeof execVersionResponseSchema>
