import type { FormattedEntry, UpdateType } from '@sayso/shared'
import { emailSubject, entriesToText, groupEntries } from '../updates/update-text.ts'

/** What copy, download, e-mail and RTF export are made from. */
export interface ExportableUpdate {
  title: string
  templateName: string
  updateType: UpdateType
  /** ISO date-time the update was created; the e-mail subject carries its date. */
  createdAt: string
  entries: readonly FormattedEntry[]
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

/** SPEC §7: a mailto link whose subject is the template name and date and whose body is the plain text. */
export function updateMailto(update: ExportableUpdate): string {
  const subject = emailSubject({ templateName: update.templateName, updateType: update.updateType, createdAt: update.createdAt })
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(updatePlainText(update))}`
}

/** Puts rich text and plain text on the clipboard; where rich text is not allowed, plain text only. */
export async function copyUpdateToClipboard(update: ExportableUpdate): Promise<void> {
  const plain = updatePlainText(update)
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([updateHtml(update)], { type: 'text/html' }),
          'text/plain': new Blob([plain], { type: 'text/plain' }),
        }),
      ])
      return
    } catch (error) {
      // Permission refused outright: plain text would be refused too.
      if (error instanceof DOMException && error.name === 'NotAllowedError') throw error
    }
  }
  await navigator.clipboard.writeText(plain)
}
