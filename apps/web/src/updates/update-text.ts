import {
  UNKNOWN_SECTION_EMOJI,
  findSection,
  parseEntries,
  templateForType,
  type FormattedEntry,
  type SavedUpdate,
} from '@sayso/shared'

export type UpdateBody =
  | { status: 'ok'; text: string; sectionCount: number }
  | { status: 'empty'; text: ''; sectionCount: 0 }
  | { status: 'unparseable'; text: ''; sectionCount: 0 }

/** Entries under one heading: a template section, or a section the template does not know. */
export interface EntryGroup {
  emoji: string
  name: string
  entries: FormattedEntry[]
}

/**
 * The entries grouped under their sections in template order, only sections that have entries;
 * sections the template does not know come last, under the bullet emoji (SPEC §2: export and copy
 * contain only the sections that have entries).
 */
export function groupEntries(entries: readonly FormattedEntry[], updateType: SavedUpdate['updateType']): EntryGroup[] {
  const template = templateForType(updateType)
  const groups = new Map<string, EntryGroup & { order: number }>()
  for (const entry of entries) {
    const section = findSection(template, entry.sectionId)
    const key = section?.id ?? entry.sectionName ?? entry.sectionId
    let group = groups.get(key)
    if (!group) {
      group = section
        ? { emoji: section.emoji, name: section.name, order: template.sections.indexOf(section), entries: [] }
        : {
            emoji: UNKNOWN_SECTION_EMOJI,
            name: entry.sectionName ?? entry.sectionId,
            order: template.sections.length + groups.size,
            entries: [],
          }
      groups.set(key, group)
    }
    group.entries.push(entry)
  }
  return [...groups.values()].sort((a, b) => a.order - b.order).map(({ emoji, name, entries }) => ({ emoji, name, entries }))
}

/** Plain text of the formatted entries, grouped under their section headings in template order. */
export function entriesToText(entries: readonly FormattedEntry[], updateType: SavedUpdate['updateType']): string {
  return groupEntries(entries, updateType)
    .map((group) => [`${group.emoji} ${group.name}`, ...group.entries.map(entryLine)].join('\n'))
    .join('\n\n')
}

function entryLine(entry: FormattedEntry): string {
  const headline = entry.headline.trim()
  const content = entry.content.trim()
  if (headline && content) return `• ${headline} — ${content}`
  return `• ${headline || content}`
}

/** The body of a saved update, or why there is none (SPEC §2: parsing error, no content, count 0). */
export function updateBody(update: Pick<SavedUpdate, 'content' | 'updateType'>): UpdateBody {
  const entries = parseEntries(update.content)
  if (!entries) return { status: 'unparseable', text: '', sectionCount: 0 }
  if (entries.length === 0) return { status: 'empty', text: '', sectionCount: 0 }
  return { status: 'ok', text: entriesToText(entries, update.updateType), sectionCount: entries.length }
}

/** What copy, download and e-mail carry: the title, then the body. */
export function updateDocument(update: SavedUpdate): string {
  const body = updateBody(update)
  return body.text ? `${update.title}\n\n${body.text}\n` : `${update.title}\n`
}

/** SPEC §2/§9: the first lines of the text, with '...' when some were cut. */
export function truncateLines(text: string, maxLines: number): string {
  const lines = text.split('\n')
  if (lines.length <= maxLines) return text
  return `${lines.slice(0, maxLines).join('\n')}\n...`
}

/** SPEC §9: title lower-cased, every non-alphanumeric character replaced by '_', then '.txt'. */
export function downloadFileName(title: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}.txt`
}

export function formatCreatedDate(createdAt: string): string {
  return new Date(createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
}

/** SPEC §7: the template name plus a date; 'Product Update' without a template; 'Quick Update - {date}'. */
export function emailSubject(update: Pick<SavedUpdate, 'templateName' | 'updateType' | 'createdAt'>): string {
  const date = formatCreatedDate(update.createdAt)
  if (update.updateType === 'quick') return `Quick Update - ${date}`
  const templateName = update.templateName.trim()
  return templateName ? `${templateName} - ${date}` : 'Product Update'
}

export function mailtoHref(update: SavedUpdate): string {
  return `mailto:?subject=${encodeURIComponent(emailSubject(update))}&body=${encodeURIComponent(updateDocument(update))}`
}
