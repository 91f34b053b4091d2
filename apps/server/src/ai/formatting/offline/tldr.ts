import { capitalised, isProperWord } from './clean-speech.ts'
import { headlineFor } from './headline.ts'
import { isNameInLexicon } from './subject-openings.ts'
import { topicOf } from './topic.ts'

// SPEC §3: the TL;DR is one sentence — where things stand, the timing, any blocker, the confidence.
// It is put together from the update's own headlines, so it says nothing the speaker did not.

const TOPIC =
  /\b(?:update|status|news|check[- ]?in|recap|rundown|note|weekly|where (?:we are|things stand)|(?:quick|short) one) (?:on|for|about|from|with) (?:the |our |my )?(.+?)[.!?]?$/i
const LONGEST_TOPIC = 6
const CONFIDENCE =
  /^(.+?) (?:is|are) (?:still |mostly |largely |roughly )?(on track|off track|on schedule|ahead of schedule|going well|in good shape|green|yellow|red|tracking well)\b/i

const DETERMINER = /^(?:the|our|my) /i
// Where things stand said of "we", "it" or "things": "TL;DR we're mostly on track" → "Mostly on track".
const OVERALL =
  /^(?:(?:tl;? ?dr|overall|in short|so far)[:,]? )?(?:we're|we are|it's|it is|things are|everything is|everything's|all is) (?:(still|mostly|largely|roughly) )?(on track|off track|on schedule|ahead of schedule|going well|in good shape|green|yellow|red|tracking well)\b/i

/**
 * A headline as it reads inside the TL;DR's sentence: its first word lower-cased unless it is a name ("German",
 * "Berlin", "Priya"): one the formatter knows, one the tagger's lexicon holds as a name, or one the speaker capitalised
 * mid-sentence somewhere in the note.
 */
function lowerFirst(text: string, capitalisedInNote: ReadonlySet<string>): string {
  const first = text.split(' ')[0]!
  // "Google's cost per click" when the note said "the Google budget".
  const name = first.replace(/'s$/, '')
  if (!/^[A-Z][a-z]/.test(first) || isProperWord(name) || capitalisedInNote.has(name) || isNameInLexicon(name))
    return text
  return text.charAt(0).toLowerCase() + text.slice(1)
}

/** Words the note's sentences capitalise past their first word: names, whatever the formatter knows of them. */
const capitalisedWords = (sentences: readonly string[]) =>
  new Set(
    sentences.flatMap((sentence) =>
      sentence
        .split(' ')
        .slice(1)
        .filter((word) => /^[A-Z][a-z]/.test(word)),
    ),
  )
const stripEnd = (text: string) => text.replace(/[.!?]+$/, '')

export interface PlacedSentences {
  status: string[]
  ask: string[]
  progress: string[]
  risks: string[]
  next: string[]
}

/** The TL;DR entry: the topic as headline, one sentence as content; null when nothing was said. */
export function tldrFor(placed: PlacedSentences): { headline: string; content: string } | null {
  let topic: string | null = null
  let confidence: string | null = null
  for (const sentence of placed.status) {
    // An aside in brackets is no part of the topic: "Quick one from the data guild (sorry, it's been a busy week)".
    const body = stripEnd(sentence).replace(/ \([^)]*\)/g, '')
    const overall = OVERALL.exec(body)
    if (overall && !confidence) confidence = capitalised([overall[1], overall[2]].filter(Boolean).join(' '))
    const confident = overall ? null : CONFIDENCE.exec(body)
    if (confident && !confidence) confidence = `${confident[1]} ${/ are /i.test(body) ? 'are' : 'is'} ${confident[2]}`
    const about = TOPIC.exec(body)
    // A topic is a few words; more is run-on speech that went on to say what happened ("quick one from growth the new …").
    if (about && !topic && about[1]!.split(' ').length <= LONGEST_TOPIC) topic = withAuthor(body, about)
    if (confident && !topic) topic = confident[1]!.replace(DETERMINER, '')
    if (!topic && !overall && body.split(' ').length <= 4) topic = body.replace(DETERMINER, '')
  }

  const parts: string[] = []
  const names = capitalisedWords(Object.values(placed).flat())
  const first = (sentences: string[]) => (sentences[0] ? lowerFirst(headlineFor(sentences[0]), names) : null)
  const progress = first(placed.progress)
  const risk = first(placed.risks)
  const next = first(placed.next)
  const ask = first(placed.ask)
  if (progress) parts.push(progress)
  if (risk) parts.push(`risk: ${risk}`)
  if (!progress && next) parts.push(`next: ${next}`)
  if (!progress && !risk && ask) parts.push(`ask: ${ask}`)
  if (parts.length === 0 && !confidence) {
    // Only notes with no cue for any section ("Coffee with Dana."): they are the whole update, so they
    // are its TL;DR rather than dropped.
    if (placed.status.length === 0) return null
    return apart({ headline: headlineFor(placed.status[0]!), content: placed.status.join(' ') })
  }

  // The headline names the topic: the content does not open with it again ("Launch" | "On track — …", not
  // "Launch" | "The launch is on track — …").
  const lead = confidence && topic ? withoutTopic(confidence, topic) : confidence
  const summary = parts.join('; ')
  const content = lead ? (summary ? `${lead} — ${summary}` : lead) : capitalised(summary)
  // Without a topic, the headline is that of the sentence the summary opens with, not of its "risk:" or "next:" label.
  const opening = lead ?? (placed.progress[0] || placed.risks[0] || placed.next[0] || placed.ask[0])!
  return apart({ headline: topic ? capitalised(topic) : headlineFor(opening), content: `${stripEnd(content)}.` })
}

const LONGEST_AUTHOR = 4
// Words that say what kind of update it is, not whose: "Quick update on …", "Here's my weekly update for …".
const NOT_AN_AUTHOR =
  /^(?:(?:this is|it's|here's|here is|a|an|my|our|the|this|just|so|okay|ok|quick|short|brief|weekly|monthly|small|little|another|final|last|first|status)\b\s*)+/i

/**
 * The topic with whose update it is, when the speaker said so first: "Finance business partner update for R&D",
 * "Founder update for the investors' note"; otherwise only what it is about.
 */
function withAuthor(body: string, about: RegExpExecArray): string {
  // After a greeting or a name the update is said to ("Maria, founder update for …"): what follows the last comma.
  const said = body.slice(0, about.index).split(/[,:] /).pop()!
  const author = said.replace(NOT_AN_AUTHOR, '').trim()
  const words = author.split(' ').length
  if (!author || words > LONGEST_AUTHOR || !/^[A-Za-z]/.test(author)) return about[1]!
  return `${author} ${about[0]!.replace(/[.!?]$/, '')}`
}

/** "The launch is on track" under the headline "Launch" says only "On track". */
function withoutTopic(confidence: string, topic: string): string {
  const subject = CONFIDENCE.exec(confidence)?.[1]
  if (!subject) return confidence
  const same = subject.replace(DETERMINER, '').toLowerCase() === topic.replace(DETERMINER, '').toLowerCase()
  return same ? capitalised(confidence.slice(subject.length).replace(/^ (?:is|are) /i, '')) : confidence
}

const sameWords = (one: string, other: string) =>
  stripEnd(one).toLowerCase().replace(/\s+/g, ' ') === stripEnd(other).toLowerCase().replace(/\s+/g, ' ')

/** A one-sentence note's summary is its headline again: the headline then names what it is about ("CSV export"). */
function apart(tldr: { headline: string; content: string }): { headline: string; content: string } {
  if (!sameWords(tldr.headline, tldr.content)) return tldr
  return { ...tldr, headline: topicOf(tldr.headline) ?? tldr.headline }
}
