import type { Template } from '@sayso/shared'

/** SPEC §3: 'Weekly Update – {date} at {time}' with a US-English long date and 12-hour time. */
export function defaultTitle(template: Pick<Template, 'name'>, at: Date = new Date()): string {
  const date = at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true })
  return `${template.name} – ${date} at ${time}`
}
