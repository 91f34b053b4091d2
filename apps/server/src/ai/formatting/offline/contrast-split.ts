import { capitalised } from './clean-speech.ts'
import { scoreSentence, strongest, strongestSection } from './place-sentence.ts'
import { mayBeInSubject, wordTags, type WordTags } from './subject-openings.ts'

// Issue 16: one sentence often says how things went and then what went wrong, or the other way round: "the move is
// done but the wifi keeps dropping", "… fell by half, but our CDN bill will be 30% higher than budget". Each side
// of the contrast is a fact of its own section, so the sentence is cut there and each side placed on its own.

// Words that turn a sentence round.
const CONTRASTS = new Set(['but', 'however', 'although', 'though', 'except', 'whereas'])
// What the speaker names as the trouble opens a clause of its own, subject and verb included.
const TROUBLE = /^the (?:only |main |big |real )?(?:problem|thing|catch|issue|trouble|downside) is$/
// "not only … but also", "all but", "nothing but", "even though": no turn between two clauses.
const NO_TURN_BEFORE = new Set(['only', 'all', 'nothing', 'anything', 'even', 'as'])
const NO_TURN_AFTER = new Set(['also', 'then', 'not'])
const LONGEST_SUBJECT = 7
// Words inside a subject: "the wifi on the third floor", "revenue per customer".
const SUBJECT_JOINERS = new Set(['of', 'on', 'in', 'at', 'for', 'with', 'from', 'per'])
const SHORTEST_SIDE = 3
// Good news whose own cues weigh this much stays good news after a turn.
const CLEAR_CUE = 3
const MAY_TURN = /\b(?:but|however|although|though|except|is|while|whereas)\b/i

/**
 * Whether `words` open with a subject and its verb with a tense: "the wifi keeps", "it's", "our CDN bill will", "the
 * wifi on the third floor keeps".
 */
function opensClause(words: readonly string[], tags: readonly WordTags[]): boolean {
  const verb = tags.findIndex((tag) => tag.finiteVerb || tag.modal)
  if (verb < 0 || verb > LONGEST_SUBJECT) return false
  // "it's": the pronoun and its verb are one word.
  if (verb === 0) return tags[0]!.pronoun
  const subject = tags.slice(0, verb)
  const inSubject = (tag: WordTags, at: number) => mayBeInSubject(tag) || (at > 0 && SUBJECT_JOINERS.has(words[at]!))
  return subject.some((tag) => tag.noun || tag.pronoun) && subject.every(inSubject)
}

/** `words` written as a sentence of their own: a capital, and `ending` for whatever punctuation they ended with. */
export const sentenceOf = (words: readonly string[], ending: string) =>
  `${capitalised(words.join(' ').replace(/[,;:.!?]+$/, ''))}${ending}`

/**
 * The second side of a turn, written for placing, or null when both sides belong to one section. After what went
 * well, the turn is kept: "But page load got slower" reads as a risk whatever else it says ("but our bill will be
 * higher this quarter" is no plan) — unless the side clearly says good news ("… held steady, but click rates went
 * up"). After a risk the side goes where its own words say.
 */
function turnedSide(left: string, turn: readonly string[], rest: readonly string[], ending: string): string | null {
  const before = scoreSentence(left)
  const leftSection = strongest(before) > 0 ? strongestSection(before) : 'progress'
  const plain = sentenceOf(rest, ending)
  const own = scoreSentence(plain)
  const goodNews = strongest(own) >= CLEAR_CUE && strongestSection(own) === 'progress'
  const side = leftSection === 'risks' || goodNews ? plain : sentenceOf([...turn, ...rest], ending)
  const section = strongestSection(side === plain ? own : scoreSentence(side))
  return section === leftSection ? null : side
}

// A sentence that opens by granting one fact and then says another: "Even though the migration is done, reps still
// keep notes in spreadsheets", "While the pilot went well, two stores reported crashes".
const CONCESSION = /^(?:even though|although|though|while|whereas)\s+([^,]+),\s+(.+)$/i

/** The granted fact and the one said after it, when each has its own subject and verb and its own section. */
function splitConcession(sentence: string): string[] | null {
  const match = CONCESSION.exec(sentence)
  if (!match) return null
  const granted = match[1]!.split(' ')
  const rest = match[2]!.split(' ')
  const grantedTags = wordTags(granted.join(' '))
  const restLower = rest.map((word) => word.toLowerCase().replace(/[^a-z']/g, ''))
  if (!grantedTags.some((tag) => tag.finiteVerb) || !opensClause(restLower, wordTags(rest.join(' ')))) return null
  const left = scoreSentence(granted.join(' '))
  const right = scoreSentence(rest.join(' '))
  if (strongest(left) === 0 || strongest(right) === 0 || strongestSection(left) === strongestSection(right)) return null
  const ending = /[.!?]$/.test(sentence) ? sentence.slice(-1) : '.'
  return [sentenceOf(granted, '.'), ...splitAtContrast(sentenceOf(rest, ending))]
}

/**
 * A sentence cut where it turns from one fact to another ("but", "however", "although", "except", "the problem
 * is"), where each side has its own subject and verb and belongs to a section of its own; otherwise the sentence whole.
 */
export function splitAtContrast(sentence: string): string[] {
  if (!MAY_TURN.test(sentence)) return [sentence]
  const conceded = splitConcession(sentence)
  if (conceded) return conceded
  const words = sentence.split(' ')
  const lower = words.map((word) => word.toLowerCase().replace(/[^a-z']/g, ''))
  const ending = /[.!?]$/.test(sentence) ? sentence.slice(-1) : '.'
  let tags: readonly WordTags[] | null = null
  for (let at = SHORTEST_SIDE; at <= words.length - SHORTEST_SIDE; at++) {
    const troubleWords = [4, 5].find((count) => TROUBLE.test(lower.slice(at, at + count).join(' ')))
    // "Recall is lower though, we're …": a "though" before a comma ends the clause before it.
    // "…, while the auction underperformed" sets one fact against another; "paused signups while we fix it" is time.
    const contrast =
      (CONTRASTS.has(lower[at]!) || (lower[at] === 'while' && words[at - 1]!.endsWith(','))) &&
      !NO_TURN_BEFORE.has(lower[at - 1]!) &&
      !NO_TURN_AFTER.has(lower[at + 1] ?? '') &&
      !(lower[at] === 'though' && words[at]!.endsWith(','))
    if (!troubleWords && !contrast) continue
    tags ??= wordTags(words.join(' '))
    if (
      !tags.slice(0, at).some((tag) => tag.finiteVerb) ||
      (contrast && !opensClause(lower.slice(at + 1), tags.slice(at + 1)))
    )
      continue
    const left = sentenceOf(words.slice(0, at), '.')
    // The trouble named stays with its clause ("The problem is …"); "but" goes unless it is what places the side.
    const right = troubleWords
      ? sentenceOf(words.slice(at), ending)
      : turnedSide(left, [lower[at]!], words.slice(at + 1), ending)
    if (right === null) continue
    return [left, ...splitAtContrast(right)]
  }
  return [sentence]
}
