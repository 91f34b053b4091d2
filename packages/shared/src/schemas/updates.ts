import { z } from 'zod'

export const TITLE_MAX_LENGTH = 200

export const updateTypeSchema = z.enum(['weekly', 'quick'], { error: "Must be 'weekly' or 'quick'" })

/** A risk, blocker or ask is open until the user resolves it (with a short resolution line) or drops it (issue 17). */
export const itemStatusSchema = z.enum(['open', 'resolved', 'dropped'])
export type ItemStatus = z.infer<typeof itemStatusSchema>

/** One formatted entry as saved in an update's `content` (SPEC §3). */
export const formattedEntrySchema = z.object({
  sectionId: z.string().min(1),
  sectionName: z.string().optional(),
  headline: z.string(),
  content: z.string(),
  sourceRecordingIds: z.array(z.string()).optional(),
  /** Tracked items only (see tracked-items.ts). */
  status: itemStatusSchema.optional(),
  resolution: z.string().optional(),
  /** The title of the weekly update the item was carried over from. */
  carriedFrom: z.string().optional(),
  /** In how many consecutive weekly updates the item has been open, this one included. */
  openSince: z.number().int().min(1).optional(),
})
export type FormattedEntry = z.infer<typeof formattedEntrySchema>

export const formattedEntriesSchema = z.array(formattedEntrySchema)

/** Parses an update's `content` text; null when it is not JSON text of an entries array. */
export function parseEntries(content: string): FormattedEntry[] | null {
  let value: unknown
  try {
    value = JSON.parse(content)
  } catch {
    return null
  }
  const result = formattedEntriesSchema.safeParse(value)
  return result.success ? result.data : null
}

const contentText = z.string({ error: 'Content is required' }).refine((text) => parseEntries(text) !== null, {
  error: 'Must be JSON text of an array of entries (headline, content, sectionId)',
})

export const upsertUpdateRequestSchema = z.strictObject({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required' })
    .max(TITLE_MAX_LENGTH, { error: `Title must be at most ${TITLE_MAX_LENGTH} characters` }),
  templateName: z.string({ error: 'Template name is required' }).trim().max(100),
  content: contentText,
  updateType: updateTypeSchema,
})
export type UpsertUpdateRequest = z.infer<typeof upsertUpdateRequestSchema>

export const savedUpdateSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  templateName: z.string(),
  content: z.string(),
  updateType: updateTypeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SavedUpdate = z.infer<typeof savedUpdateSchema>

export const savedUpdateListSchema = z.array(savedUpdateSchema)

export const updateIdSchema = z.uuid({ error: 'Not a valid update id' })
