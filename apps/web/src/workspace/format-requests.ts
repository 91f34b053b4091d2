import {
  findSection,
  sectionBaseId,
  type FormatUpdateRequest,
  type FormattedSection,
  type Template,
} from '@sayso/shared'
import type { DocRecording } from '@sayso/update-doc'

/**
 * SPEC §7: the weekly formatting request: one item per template section that has assigned
 * recordings (in template order), limited to `onlySections` when given. Null when nothing qualifies
 * (SPEC §5: 'No recordings to format').
 */
export function weeklyFormatRequest(
  template: Template,
  recordings: readonly DocRecording[],
  onlySections?: readonly string[],
): Extract<FormatUpdateRequest, { updateType: 'weekly' }> | null {
  const wanted = onlySections?.map(sectionBaseId)
  const sections = template.sections
    .filter((section) => !wanted || wanted.includes(section.id))
    .map((section) => {
      const assigned = recordings.filter(
        (recording) =>
          recording.assignedSection !== undefined && sectionBaseId(recording.assignedSection) === section.id,
      )
      return {
        sectionId: section.id,
        sectionName: section.name,
        transcriptions: assigned.map((recording) => recording.transcription),
        recordingIds: assigned.map((recording) => recording.id),
      }
    })
    .filter((section) => section.transcriptions.some((text) => text.trim() !== ''))
  return sections.length > 0 ? { updateType: 'weekly', sections } : null
}

/** The formatted entries of each requested section, keyed by its template section id. */
export function entriesBySection(
  template: Template,
  request: Extract<FormatUpdateRequest, { updateType: 'weekly' }>,
  formatted: readonly FormattedSection[],
): Map<string, FormattedSection[]> {
  const result = new Map<string, FormattedSection[]>(request.sections.map((section) => [section.sectionId, []]))
  for (const entry of formatted) {
    const base = findSection(template, entry.sectionId)?.id ?? sectionBaseId(entry.sectionId)
    result.get(base)?.push(entry)
  }
  return result
}

/** SPEC §4: the quick formatter gets every recording's words, oldest first. Null when there are none. */
export function quickTranscription(recordings: readonly DocRecording[]): string | null {
  const text = recordings
    .map((recording) => recording.transcription.trim())
    .filter(Boolean)
    .join('\n\n')
  return text || null
}
