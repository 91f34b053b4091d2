import {
  QUICK_TEMPLATE,
  WEEKLY_TEMPLATE,
  findSection,
  sectionBaseId,
  type Template,
  type TemplateSection,
  type VocabularyTerm,
} from '@sayso/shared'

// The prompts carry the template's own guidance (SPEC §3), so the model writes what the
// empty-section placeholders promise, and forbid anything the speaker did not say.

const RULES = [
  "You turn a product manager's spoken notes into an update for stakeholders and leadership.",
  'Never invent facts: every number, date, name and claim must come from the notes. Leave out what the notes do not say.',
  'Remove filler words (um, uh, you know, like as a filler) and false starts; fix capitalisation and punctuation; write numbers and percentages as digits.',
  "Each entry has a headline of at most about ten words that keeps the metric, and content of one or two sentences on the rationale, the impact and the timing; the content does not open by repeating the headline's words.",
  'Risks end with a clear ask when the notes contain one.',
].join('\n')

function describeSection(section: TemplateSection): string {
  const optional = section.optional ? ' (optional: leave it out when nothing belongs there)' : ''
  return `- ${section.id} — "${section.name}"${optional}: ${section.description} Guidance: ${section.placeholder}`
}

function describeTemplate(template: Template, sections: readonly TemplateSection[] = template.sections): string {
  return `Template "${template.name}" sections:\n${sections.map(describeSection).join('\n')}`
}

/** The user's names and jargon, as the speaker writes them; empty when they have none. */
export function vocabularyInstructions(vocabulary: readonly VocabularyTerm[]): string {
  if (vocabulary.length === 0) return ''
  const terms = vocabulary.map((term) =>
    term.soundsLike.length ? `${term.term} (sounds like: ${term.soundsLike.join(', ')})` : term.term,
  )
  return `The speaker's vocabulary: write these names and terms exactly as given, also where the notes spell them as they sound or misheard: ${terms.join('; ')}.`
}

export function quickPrompt(vocabulary: readonly VocabularyTerm[] = []): string {
  return [
    RULES,
    vocabularyInstructions(vocabulary),
    describeTemplate(QUICK_TEMPLATE),
    'Place each fact in the section it belongs to: requests and deadlines go to ask; blockers, risks and what could slip go to risks; what shipped, finished or moved a metric goes to progress; upcoming milestones and dates go to next.',
    'Always write exactly one tldr entry whose content is a single sentence. Write at most one entry per section.',
  ]
    .filter(Boolean)
    .join('\n\n')
}

export function weeklyPrompt(sectionIds: readonly string[], vocabulary: readonly VocabularyTerm[] = []): string {
  const sections = sectionIds.map((id) => findSection(WEEKLY_TEMPLATE, id)).filter((section) => section !== undefined)
  return [
    RULES,
    vocabularyInstructions(vocabulary),
    describeTemplate(WEEKLY_TEMPLATE, sections),
    'The notes are grouped by the section the speaker chose; keep every fact in its section. Write one entry per distinct topic.',
  ]
    .filter(Boolean)
    .join('\n\n')
}

export function processTextPrompt(sectionId: string, vocabulary: readonly VocabularyTerm[] = []): string {
  const section = findSection(WEEKLY_TEMPLATE, sectionId) ?? findSection(QUICK_TEMPLATE, sectionId)
  return [
    RULES,
    vocabularyInstructions(vocabulary),
    section ? `The text is for this section:\n${describeSection(section)}` : '',
    "Rewrite the user's typed text as clean, professional prose for that section. Return only that text.",
  ]
    .filter(Boolean)
    .join('\n\n')
}

/** Issue 17: the exec version of a weekly update, written from its entries only. */
export function execVersionPrompt(): string {
  return [
    'You turn a weekly update into a five-line executive version (a Quick Update). Never invent anything: keep every metric, name and date exactly as written, add no number, name, date or claim the entries do not contain, and leave out what does not matter to an executive.',
    describeTemplate(QUICK_TEMPLATE),
    'Each weekly entry is numbered. goal-progress and key-updates entries go to progress; open risks-blockers entries go to risks, and also to ask where the entry asks for a decision, a resource or input; horizon entries go to next; every other entry stays out. Give each entry the number of the weekly entry it comes from as source.',
    'Always write exactly one tldr entry (source -1, empty headline) whose content is a single sentence over all of it.',
  ].join('\n\n')
}

/** The weekly entries as the exec-version prompt numbers them. */
export function numberedWeeklyEntries(
  weekly: readonly { sectionId: string; headline: string; content: string; status?: string }[],
): string {
  return weekly
    .map((entry, index) => {
      const status = entry.status ? ` (${entry.status})` : ''
      return `[${index}] ${sectionBaseId(entry.sectionId)}${status}\nheadline: ${entry.headline}\ncontent: ${entry.content}`
    })
    .join('\n\n')
}
