// The one place that turns an update into what leaves the app: plain text, HTML, RTF, an e-mail link
// and the preview of a saved update. The workspace and Recent Updates both export through it.
import {
  UNKNOWN_SECTION_EMOJI,
  findSection,
  formatLongDate,
  openItemCount,
  parseEntries,
  templateForType,
  type FormattedEntry,
  type SavedUpdate,
  type UpdateType,
} from '@sayso/shared'

/** What copy, download, e-mail and RTF export are made from. */
export interface ExportableUpdate {
  title: string
  templateName: string
  updateType: UpdateType
  /** ISO date-time the update was created; the e-mail subject carries its date. */
  createdAt: string
  entries: readonly FormattedEntry[]
}

/** A saved update (Recent Updates) as an exportable one; content that cannot be read exports no entries. */
export function exportableFromSaved(update: SavedUpdate): ExportableUpdate {
  const { title, templateName, updateType, createdAt } = update
  return { title, templateName, updateType, createdAt, entries: parseEntries(update.content) ?? [] }
}

/** Entries under one heading: a template section, or a section the template does not know. */
interface EntryGroup {
  emoji: string
  name: string
  entries: FormattedEntry[]
}

/** Issue 17: resolved items leave their section for this short line at the end; dropped ones are not sent. */
export const RESOLVED_HEADING = 'Resolved since last update'
const RESOLVED_EMOJI = '☑️'

/**
 * The entries grouped under their sections in template order, only sections that have entries;
 * sections the template does not know come last, under the bullet emoji (SPEC §2: export and copy
 * contain only the sections that have entries). Open carried items are entries like any other.
 */
function groupEntries(entries: readonly FormattedEntry[], updateType: UpdateType): EntryGroup[] {
  const template = templateForType(updateType)
  const groups = new Map<string, EntryGroup & { order: number }>()
  const resolved: FormattedEntry[] = []
  for (const entry of entries) {
    if (entry.status === 'dropped') continue
    if (entry.status === 'resolved') {
      resolved.push(entry.resolution ? { ...entry, content: entry.resolution } : entry)
      continue
    }
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
  const sorted = [...groups.values()]
    .sort((a, b) => a.order - b.order)
    .map(({ emoji, name, entries }) => ({ emoji, name, entries }))
  return resolved.length > 0
    ? [...sorted, { emoji: RESOLVED_EMOJI, name: RESOLVED_HEADING, entries: resolved }]
    : sorted
}

function entryLine(entry: FormattedEntry): string {
  const headline = entry.headline.trim()
  const content = entry.content.trim()
  if (headline && content) return `• ${headline} — ${content}`
  return `• ${headline || content}`
}

/** Plain text of the formatted entries, grouped under their section headings in template order. */
function entriesToText(entries: readonly FormattedEntry[], updateType: UpdateType): string {
  return groupEntries(entries, updateType)
    .map((group) => [`${group.emoji} ${group.name}`, ...group.entries.map(entryLine)].join('\n'))
    .join('\n\n')
}

/** The title, then every section that has entries (SPEC §2), as plain text. */
export function updatePlainText(update: ExportableUpdate): string {
  const body = entriesToText(update.entries, update.updateType)
  return body ? `${update.title}\n\n${body}\n` : `${update.title}\n`
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The same as HTML with bold headlines: Slack, e-mail clients and Docs keep headings, bullets and
 * bold when this is pasted, where plain text would lose them.
 */
export function updateHtml(update: ExportableUpdate): string {
  const sections = groupEntries(update.entries, update.updateType).map((group) => {
    const items = group.entries.map((entry) => {
      const content = entry.content.trim()
      return `<li><b>${escapeHtml(entry.headline.trim())}</b>${content ? ` — ${escapeHtml(content)}` : ''}</li>`
    })
    return `<h3>${escapeHtml(`${group.emoji} ${group.name}`)}</h3><ul>${items.join('')}</ul>`
  })
  return `<h2>${escapeHtml(update.title)}</h2>${sections.join('')}`
}

/** RTF text: control characters escaped, everything beyond ASCII as \uN? (UTF-16 code units, signed). */
function rtfText(text: string): string {
  let out = ''
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    const code = text.charCodeAt(index)
    if (char === '\\' || char === '{' || char === '}') out += `\\${char}`
    else if (char === '\n') out += '\\line '
    else if (code < 0x80) out += char
    else out += `\\u${code > 0x7fff ? code - 0x10000 : code}?`
  }
  return out
}

/** SPEC §2: the weekly update as an RTF document (update.rtf), headings and headlines in bold. */
export function updateRtf(update: ExportableUpdate): string {
  const lines = [`{\\pard\\sa200\\b\\fs32 ${rtfText(update.title)}\\b0\\fs24\\par}`]
  for (const group of groupEntries(update.entries, update.updateType)) {
    lines.push(`{\\pard\\sb240\\sa120\\b\\fs28 ${rtfText(`${group.emoji} ${group.name}`)}\\b0\\fs24\\par}`)
    for (const entry of group.entries) {
      const content = entry.content.trim()
      lines.push(
        `{\\pard\\li360\\sa120 \\bullet  \\b ${rtfText(entry.headline.trim())}\\b0${content ? rtfText(` — ${content}`) : ''}\\par}`,
      )
    }
  }
  return `{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Helvetica;}}\\f0\\fs24\n${lines.join('\n')}\n}`
}

export function formatCreatedDate(createdAt: string): string {
  return formatLongDate(new Date(createdAt))
}

/** SPEC §7: the template name plus a date; 'Product Update' without a template; 'Quick Update - {date}'. */
export function emailSubject(update: Pick<ExportableUpdate, 'templateName' | 'updateType' | 'createdAt'>): string {
  const date = formatCreatedDate(update.createdAt)
  if (update.updateType === 'quick') return `Quick Update - ${date}`
  const templateName = update.templateName.trim()
  return templateName ? `${templateName} - ${date}` : 'Product Update'
}

/** SPEC §7: a mailto link whose subject is the template name and date and whose body is the plain text. */
export function updateMailto(update: ExportableUpdate): string {
  return `mailto:?subject=${encodeURIComponent(emailSubject(update))}&body=${encodeURIComponent(updatePlainText(update))}`
}

/** SPEC §9: title lower-cased, every non-alphanumeric character replaced by '_', then '.txt'. */
export function downloadFileName(title: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}.txt`
}

export type UpdateBody =
  | { status: 'ok'; text: string; sectionCount: number; openItems: number }
  | { status: 'empty'; text: ''; sectionCount: 0; openItems: 0 }
  | { status: 'unparseable'; text: ''; sectionCount: 0; openItems: 0 }

/** The body of a saved update, or why there is none (SPEC §2: parsing error, no content, count 0). */
export function updateBody(update: Pick<SavedUpdate, 'content' | 'updateType'>): UpdateBody {
  const entries = parseEntries(update.content)
  if (!entries) return { status: 'unparseable', text: '', sectionCount: 0, openItems: 0 }
  if (entries.length === 0) return { status: 'empty', text: '', sectionCount: 0, openItems: 0 }
  return {
    status: 'ok',
    text: entriesToText(entries, update.updateType),
    sectionCount: entries.length,
    openItems: openItemCount(entries),
  }
}

/** SPEC §2/§9: the first lines of the text, with '...' when some were cut. */
export function truncateLines(text: string, maxLines: number): string {
  const lines = text.split('\n')
  if (lines.length <= maxLines) return text
  return `${lines.slice(0, maxLines).join('\n')}\n...`
}
