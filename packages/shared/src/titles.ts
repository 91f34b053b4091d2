import type { Template } from './templates.ts'

/** US-English long date, e.g. 'November 23, 2026' (titles, the Recent Updates card, e-mail subjects). */
export function formatLongDate(at: Date): string {
  return at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
}

/** SPEC §3: 'Weekly Update – {date} at {time}' with a US-English long date and 12-hour time. */
export function defaultTitle(template: Pick<Template, 'name'>, at: Date = new Date()): string {
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true })
  return `${template.name} – ${formatLongDate(at)} at ${time}`
}

/**
 * SPEC §3 title fallback: an update whose title is blank is named by its template ('Weekly Update').
 * The date-stamped default title is made on the device, in the user's time zone, when the update
 * starts; this fallback is what the server and every device show when a title is still blank.
 */
export function titleOrFallback(title: string, templateName: string): string {
  return title.trim() || templateName
}
