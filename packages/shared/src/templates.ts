// SPEC §3: the two update templates. Placeholders are shown in empty sections, split at ' – '
// into a bold lead and the rest, and they also guide the formatter (server prompt and offline rules).

export type UpdateType = 'weekly' | 'quick'

export interface TemplateSection {
  id: string
  name: string
  description: string
  placeholder: string
  emoji: string
  /** Quick template only: the section may be left out when nothing belongs there. */
  optional?: boolean
}

export interface Template {
  id: 'weekly-update' | 'quick-update'
  name: string
  description: string
  updateType: UpdateType
  sections: readonly TemplateSection[]
}

export const WEEKLY_TEMPLATE: Template = {
  id: 'weekly-update',
  name: 'Weekly Update',
  description:
    'A structured status report for your team or stakeholders: goals, decisions, highlights, risks and what comes next.',
  updateType: 'weekly',
  sections: [
    {
      id: 'goal-progress',
      name: 'Top-level Goal Progress',
      description: 'Progress against the goals and metrics your team is measured on.',
      placeholder:
        'Headline with a metric – e.g. "Activation up 12% week over week". Then 1–2 sentences on the rationale, the impact and the timing.',
      emoji: '🎯',
    },
    {
      id: 'key-updates',
      name: 'Key Updates & Decisions Made',
      description: 'What shipped, what changed and which decisions were made this week.',
      placeholder:
        'Headline with a metric – e.g. "Checkout redesign shipped to 50% of traffic". Then 1–2 sentences on why it was decided, its impact and the timing.',
      emoji: '🔑',
    },
    {
      id: 'other-highlights',
      name: 'Other Updates and Highlights',
      description: 'Smaller wins, learnings and news worth sharing.',
      placeholder:
        'Headline with a metric – e.g. "Support tickets down 18% after help-center refresh". Then 1–2 sentences on the rationale, the impact and the timing.',
      emoji: '✨',
    },
    {
      id: 'risks-blockers',
      name: 'Risks, Blockers, or Help Needed',
      description: 'What could slip or is stuck, and the help you need to unblock it.',
      placeholder:
        'Headline with a metric – e.g. "Payments migration at risk of a 2-week slip". Then 1–2 sentences on the cause, the impact and the timing, ending with a clear ask.',
      emoji: '⚠️',
    },
    {
      id: 'horizon',
      name: 'On the Horizon',
      description: 'Upcoming milestones, launches and decisions, ideally with dates.',
      placeholder:
        'Headline with a metric – e.g. "Beta opens to 200 customers on March 3". Then 1–2 sentences on the rationale, the expected impact and the timing.',
      emoji: '🔭',
    },
    {
      id: 'feel-goods',
      name: 'Feel Goods',
      description: 'Shout-outs, customer love and team moments.',
      placeholder:
        'Headline with a metric – e.g. "NPS comment of the week from a 5-year customer". Then 1–2 sentences on who made it happen and why it matters.',
      emoji: '🎉',
    },
  ],
}

export const QUICK_TEMPLATE: Template = {
  id: 'quick-update',
  name: 'Quick Update',
  description: 'A concise, one-off reply to an executive or manager.',
  updateType: 'quick',
  sections: [
    {
      id: 'tldr',
      name: 'TL;DR',
      description: 'One sentence: where things stand, the timing, any blocker and your confidence.',
      placeholder: 'One-sentence summary – where things stand, the timing, any blockers and how confident you are.',
      emoji: '⚡',
    },
    {
      id: 'ask',
      name: 'Ask',
      description: 'A clear request: the decision, resource or input you need, and by when.',
      placeholder: 'A clear request – the decision, resource or input you need, with a deadline.',
      emoji: '🙋',
      optional: true,
    },
    {
      id: 'progress',
      name: 'Key Progress',
      description: 'Two or three accomplishments since the last update.',
      placeholder: '2–3 accomplishments – what moved since the last update, with metrics where you have them.',
      emoji: '✅',
    },
    {
      id: 'risks',
      name: 'What Could Derail Us',
      description: 'Risks, blockers and dependencies that could change the plan.',
      placeholder: 'Risks, blockers, dependencies – what could slip, why, and what would prevent it.',
      emoji: '🚧',
      optional: true,
    },
    {
      id: 'next',
      name: "What's Next",
      description: 'Upcoming milestones, ideally with dates.',
      placeholder: 'Upcoming milestones – what happens next, ideally with dates.',
      emoji: '⏭️',
    },
  ],
}

export const TEMPLATES: readonly Template[] = [WEEKLY_TEMPLATE, QUICK_TEMPLATE]

/** The bullet shown for a section the templates do not know (SPEC §2 formatted-update panel). */
export const UNKNOWN_SECTION_EMOJI = '•'

export function templateForType(updateType: UpdateType): Template {
  return updateType === 'quick' ? QUICK_TEMPLATE : WEEKLY_TEMPLATE
}

export function findTemplate(idOrName: string): Template | undefined {
  return TEMPLATES.find((template) => template.id === idOrName || template.name === idOrName)
}

/**
 * The template section an entry belongs to. Weekly entries carry the template section id,
 * an underscore and a suffix (`key-updates_1`), so the base before the first underscore is used.
 */
export function sectionBaseId(sectionId: string): string {
  const underscore = sectionId.indexOf('_')
  return underscore === -1 ? sectionId : sectionId.slice(0, underscore)
}

export function findSection(template: Template, sectionId: string): TemplateSection | undefined {
  const base = sectionBaseId(sectionId)
  return template.sections.find((section) => section.id === base)
}

/** Splits a placeholder at ' – ' into its bold lead and the rest (SPEC §2). */
export function splitPlaceholder(placeholder: string): { lead: string; rest: string } {
  const separator = ' – '
  const at = placeholder.indexOf(separator)
  if (at === -1) return { lead: placeholder, rest: '' }
  return { lead: placeholder.slice(0, at), rest: placeholder.slice(at + separator.length) }
}
