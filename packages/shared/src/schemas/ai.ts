import { z } from 'zod'

// SPEC §7: the three AI routes.

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
