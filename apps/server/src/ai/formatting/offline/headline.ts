// Issue 16: a headline as a reader would write it — the fact of the entry's first sentence in about
// ten words, keeping its metric ("Activation up 12% after the checklist launch") — and, beside it,
// the words of that sentence the headline did not use, so the content can say them instead of the
// headline again. The headline only ever uses the sentence's own words: nothing is added.

import { capitalised, isProperWord } from './clean-speech.ts'
import { wordTags } from './subject-openings.ts'
import { isSingleSpaced, splitOnWhitespace } from './whitespace.ts'

export const HEADLINE_MAX_WORDS = 10
// "About ten": a headline may run two words long to keep its metric or a whole clause.
const HEADLINE_STRETCH_WORDS = 2

// Lead-ins that carry no fact: "We also", "The main risk is that", "I need", "Next up", "Could you"; a turn
// ("But", "However") the section already says.
// Each with the words it can open with (as leadOpening reads them): most sentences are tried against a few, not all.
const leadIn = (openings: string, pattern: RegExp) => ({ openings: new Set(openings.split(' ')), pattern })
// A label the section already says, typed with its colon or dash: "Next: guest checkout", "TODO - write the guide".
const LABEL_WORDS =
  'next(?: up| steps?)?|to ?do|blocked|blockers?|risks?|asks?|progress|done|status|update|fyi|heads up|action items?|follow[- ]?ups?|wip'
// How a speaker frames what follows, not what it is about: "First thing,", "Where we are:", "Quick status -".
const FRAMING_WORDS =
  "(?:first|second|third|last|one more|another|final) (?:thing|item|point)|first things first|first off|quick (?:status|update|one|note|recap)|short version|status update|(?:here's |here is )?where (?:we are|things stand)|the (?:short|long) (?:version|story)|big picture|bottom line|(?:executive )?summary"
// Who is speaking, greeted or with where they are from: "Hi, it's Tom from devrel,", "This is Ana from support -"
// (the name's capital tells it from "it's done,").
const GREETING =
  "(?:(?:[Hh]i|[Hh]ey|[Hh]ello)(?: all| team| everyone| folks)?,? (?:[Ii]t['’]s|[Tt]his is) [A-Z][a-z]+(?: from (?:the )?[\\w-]+(?: team)?)?|(?:[Ii]t['’]s|[Tt]his is) [A-Z][a-z]+ from (?:the )?[\\w-]+(?: team)?)"
const OPENING_END = '\\s*[,:.\\-–—]\\s*(?=\\S)'
const LABEL = new RegExp(`^(?:${LABEL_WORDS})\\s*(?::|\\s[-–—])\\s*(?=\\S)`, 'i')
const FRAMING = new RegExp(`^(?:${FRAMING_WORDS})${OPENING_END}`, 'i')
const GREETING_OPENING = new RegExp(`^${GREETING}${OPENING_END}`)
const ONLY_FRAMING = [
  new RegExp(`^(?:${LABEL_WORDS}|${FRAMING_WORDS})[.!?:]*$`, 'i'),
  new RegExp(`^${GREETING}[.!?:]*$`),
]

/** A sentence without the label or framing it opens with: "TODO - write the guide" → "Write the guide". */
export function withoutFraming(sentence: string): string {
  const opening = LABEL.exec(sentence) ?? FRAMING.exec(sentence) ?? GREETING_OPENING.exec(sentence)
  return opening ? capitalised(sentence.slice(opening[0].length)) : sentence
}

/** Whether a sentence only frames or labels what follows ("Where we are.", "Progress:"): it says no fact. */
export const onlyFrames = (sentence: string) => ONLY_FRAMING.some((pattern) => pattern.test(sentence))

const LEAD_INS = [
  leadIn(
    'next to todo blocked blocker blockers risk risks ask asks progress done status update fyi heads action follow wip',
    LABEL,
  ),
  leadIn('first second third last one another final quick short status where here the big bottom', FRAMING),
  leadIn('hi hey hello it this', GREETING_OPENING),
  leadIn(
    'so also and then plus overall finally lastly please after but however',
    /^(?:so|also|and|then|plus|overall|finally|lastly|please|after that|but|however)\b,?\s*/i,
  ),
  // "Next, we'll …", "Next is …" (the section says it); "next week" is timing, and the next of a thing said to come
  // stays ("Next drop is January 12", "Next fifteen clinics move in January"): the speaker's next is only dropped
  // before a pause or before who acts.
  leadIn(
    'next',
    /^next(?: up(?!\s+(?:is|are)\b))?(?:\s*[,:]\s*|\s+(?:is|are)\s+|\s+(?=(?:we|i|they|you|he|she|it|the|our|their|then|once|we're|we'll|i'll|i'm|they're|they'll)\b))/i,
  ),
  leadIn(
    'the one my our',
    /^(?:(?:the|one|my|our) (?:main |only |biggest |big |real |other |one |key )*(?:risk|concern|blocker|issue|problem|worry|ask|request|update|news|headline|thing that could derail us|thing)s? (?:(?:that )?(?:i'm|we're|i am|we are) (?:worried|concerned|nervous) about )?(?:here |right now |this week )?(?:is|are|was)(?: that)?)\s+/i,
  ),
  leadIn('next the', /^(?:next (?:up|step|steps|on the list)|the next step) (?:is|are)\s+/i),
  leadIn('on in as for', /^(?:on the \w+ (?:side|front)|in terms of \w+|as for \w+|for \w+),\s*/i),
  leadIn(
    'we i the our',
    /^(?:we|i|the team|our team)(?: have| had|'ve)? (?:also |just |finally |already |now )?(?=\w+(?:ed|ied)\b|(?:shipped|launched|hit|cut|won|got|built|made|ran|began|kicked|closed|sent|signed|set|put|went|grew|held|met|drove|took|found|wrote|broke|brought|did|rolled|moved)\b)/i,
  ),
  // What we will do next: the section already says it is ahead ("We'll add synonyms" → "Add synonyms").
  leadIn(
    'we i',
    /^(?:we|i)(?:'ll| will|'re going to| are going to|'m going to| am going to)(?: also| then| now)?\s+(?=\w)/i,
  ),
  // An ask put to the reader reads as what is asked: "Can you approve switching vendors" → "Approve switching vendors".
  leadIn('can could would will', /^(?:can|could|would|will) you (?:please )?(?:be willing to )?(?=\w)/i),
  leadIn('i', /^i need you to\s+/i),
]
// Timing that opens a sentence moves to the headline's end: "Next month we pilot X" → "Pilot X next month". A weekday
// alone is timing only before a pause or who acts: "Saturday clinics continue" names the clinics.
const LEADING_TIMING =
  /^((?:next|this|last) (?:week|sprint|month|quarter|year)|(?:on |next |this )(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?=,|\s+(?:we|i|they|you|the|our|it|there)\b)|tomorrow|today|yesterday|in (?:\w+ )?(?:days?|weeks?|months?)|(?:in|by) (?:january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]))\b,?\s+/i

// Words a clause opens with.
const CLAUSE_JOINERS = new Set(['which', 'because', 'but', 'while', 'although', 'though', 'whereas', '-', '—', '–'])
// "and", "so" and "since" open a clause only before its subject: "so we're ahead", not "so far".
const SUBJECTS = new Set([
  'we',
  'i',
  'they',
  'it',
  'she',
  'he',
  'the',
  'our',
  'their',
  'this',
  'that',
  'there',
  'its',
  'his',
  'her',
  'both',
  'nobody',
  'everyone',
  'everybody',
  'all',
  "we're",
  "i'm",
  "they're",
  "we've",
  "i've",
  "it's",
  "there's",
  "we'd",
  "i'd",
  "that's",
  "she's",
  "he's",
  "we'll",
  "i'll",
  "they'll",
])
// "which" after a preposition, or after a verb of knowing or choosing and its object, asks a question ("input on
// which accounts", "tell us which questions come up", "find out which"); elsewhere it opens a clause.
const PREPOSITIONS = new Set(['on', 'of', 'in', 'for', 'to', 'with', 'about', 'from', 'by', 'at', 'into', 'over'])
const BEFORE_QUESTION_WHICH = new Set([
  ...PREPOSITIONS,
  ...'us me them you know tell decide check see ask confirm show understand pick choose map agree clarify determine identify review learn out'.split(
    ' ',
  ),
])
/** Whether the word at `index` is "which" asking a question ("decide which project goes first"): no clause opens there. */
const asksWhich = (bared: readonly string[], index: number) =>
  bared[index] === 'which' && BEFORE_QUESTION_WHICH.has(bared[index - 1] ?? '')
const SUBJECT_JOINERS = new Set(['and', 'so', 'since'])
// A verb that shows the words after "and" are a clause of their own: "and zero result searches dropped".
const VERB =
  /^(?:\w+ed|is|are|was|were|has|have|had|went|grew|rose|fell|hit|doubled|tripled|halved|jumped|climbed|reached|shows?|showed|started|starts|takes|took|got|gets|came|comes|needs?|keeps?|broke|made|said|says|will|won't|can't|could|might|may|should|found|saw|gave|lost|won|ran|began|told|built|sent|spent|kept|left|met|paid|sold|hasn't|haven't|isn't|aren't|wasn't|weren't|didn't|doesn't|don't)$/i
const VERB_LOOKAHEAD = 4

const STOP_WORDS = new Set([
  'the',
  'a',
  'an',
  'to',
  'of',
  'and',
  'or',
  'on',
  'for',
  'with',
  'in',
  'at',
  'by',
  'from',
  'is',
  'are',
  'was',
  'were',
  'that',
  'we',
  'our',
  'so',
  'but',
  'as',
  'about',
  'it',
  'its',
  'their',
  'this',
  'be',
  'whether',
  'before',
  'after',
  'until',
  'over',
  'under',
  'into',
  'than',
  'like',
  'if',
  'when',
  'per',
  'via',
  'up',
  'down',
  'not',
  'very',
  'more',
  'most',
  'some',
  'any',
  'all',
  'has',
  'have',
  'had',
  'will',
  'would',
  'could',
  'should',
  'can',
  'may',
  'might',
  'who',
  'which',
  'though',
  'although',
  'because',
  'while',
  'since',
  'still',
  'also',
  'just',
])
// Objects that end a phrase ("to fix that"), though stop words elsewhere.
const OBJECT_WORDS = new Set(['it', 'that', 'this', 'them', 'us', 'me'])
/**
 * Whether a word holds a number that measures something, as /(?<![Qq])\d|%/ finds one: a quarter name ("Q4") is
 * not a metric. Read character by character: it is asked of most words of every headline.
 */
function isMetric(word: string): boolean {
  for (let at = 0; at < word.length; at++) {
    const code = word.charCodeAt(at)
    if (code === 0x25) return true
    if (code >= 0x30 && code <= 0x39 && (at === 0 || (word[at - 1] !== 'Q' && word[at - 1] !== 'q'))) return true
  }
  return false
}

// A long clause is best cut where a phrase starts: "… the tracking fix | before the end of the month".
const PHRASE_STARTS = new Set([
  'before',
  'after',
  'by',
  'for',
  'on',
  'in',
  'at',
  'with',
  'from',
  'until',
  'during',
  'which',
  'that',
  'because',
  'since',
  'instead',
  'compared',
  'starting',
  'including',
  'over',
  'to',
  'if',
  'when',
  'so',
  'against',
  'without',
])
// A particle that completes its verb is not a dangling word: "single sign on", "roll out".
const PHRASAL_VERBS =
  /^(?:sign|log|check|opt|roll|set|follow|ramp|shut|break|back|scale|spin|wind|wrap|clean|catch|pick|turn|carry|kick|start|look|show|build|sort|hand|phase|round|tie|went|go|goes|going|is|are|was|were)$/i

// Headline wording: "went up by 12%" → "up 12%", "dropped by 18%" → "down 18%".
const RISES = /^(?:went up|go up|goes up|rose|has risen|increased|grew|climbed|jumped|is up|are up|was up|were up)$/i
const FALLS = /^(?:went down|go down|goes down|fell|dropped|decreased|declined|is down|are down|was down|were down)$/i
// The first words of RISES and FALLS.
const CHANGE_OPENINGS = new Set(
  'went go goes rose has increased grew climbed jumped is are was were fell dropped decreased declined'.split(' '),
)

const NOT_BARE = /[^\p{L}\p{N}%'-—–]/gu
/** Whether every character of `word` is one `bare` keeps: printable ASCII from the apostrophe on, or %. */
function keptWhole(word: string): boolean {
  for (let at = 0; at < word.length; at++) {
    const code = word.charCodeAt(at)
    if (code < 0x27 ? code !== 0x25 : code > 0x7e) return false
  }
  return true
}
// Most words keep every character: they skip the pattern (a call per word of every headline, several times over).
const bare = (word: string) => (keptWhole(word) ? word.toLowerCase() : word.toLowerCase().replace(NOT_BARE, ''))
// Single-spaced text with no space at either end splits into words alone: no empty word to filter out.
const words = (text: string) =>
  isSingleSpaced(text) && text !== '' && text[0] !== ' ' && text[text.length - 1] !== ' '
    ? text.split(' ')
    : splitOnWhitespace(text).filter(Boolean)
const END_MARK = /[.!?]$/

/** The ASCII letters `text` opens with, lower-cased: a lead-in's first word ("we" of "we've"). */
function leadOpening(text: string): string {
  let end = 0
  for (; end < text.length; end++) {
    const code = text.charCodeAt(end) | 0x20
    if (code < 0x61 || code > 0x7a) break
  }
  return text.slice(0, end).toLowerCase()
}

function stripLeadIns(text: string): string {
  let result = text
  for (let pass = 0; pass < 4; pass++) {
    const before = result
    let opening = leadOpening(result)
    for (const { openings, pattern } of LEAD_INS) {
      if (!openings.has(opening)) continue
      const stripped = result.replace(pattern, '')
      if (stripped !== result) opening = leadOpening(stripped)
      result = stripped
    }
    if (result === before) break
  }
  // Nothing a label or opener left opens the headline: ": guest checkout" → "guest checkout".
  return result.replace(LEADING_PUNCTUATION, '').trim() || text
}

const LEADING_PUNCTUATION = /^[\s,;:.\-–—]+/
// The one a sentence is said to, before the rest of it: "Karen, can you …", "Marco, I'm waiting on your answer".
const VOCATIVE = /^((?:(?:Dr|Mr|Mrs|Ms|Prof)\. )?[A-Z][a-z]+), (?=.*\byou(?:r|'re|'ll|'ve)?\b)/
// Said to everyone, which names no one: "Team, your timesheets are due" is only "Your timesheets are due".
const EVERYONE = /^(?:team|folks|everyone|everybody|all|guys|people)$/i

/** The sentence without the name it is said to, and that name; a name said to is no topic. */
function withoutVocative(text: string): { body: string; name: string | null } {
  const vocative = VOCATIVE.exec(text)
  if (!vocative || !wordTags(vocative[1]!.split(' ').at(-1)!)[0]!.noun) return { body: text, name: null }
  const body = stripLeadIns(text.slice(vocative[0].length))
  return { body, name: EVERYONE.test(vocative[1]!) ? null : vocative[1]! }
}

/** Whether a verb is among the VERB_LOOKAHEAD bared words from `from` on. */
function verbAhead(bared: readonly string[], from: number): boolean {
  for (let at = from; at < Math.min(bared.length, from + VERB_LOOKAHEAD); at++) if (VERB.test(bared[at]!)) return true
  return false
}

/** Whether a token ends with a comma, semicolon or colon. */
export const endsWithPause = (token: string) => {
  const last = token.charAt(token.length - 1)
  return last === ',' || last === ';' || last === ':'
}

const LONGEST_LIST_ITEM = 3
const LONGEST_LIST_TAIL = 8

/**
 * Whether the words from `from` to the sentence's end go on a list a comma began: "in German, French and Spanish" —
 * items of a few words, a last "and" or "or", no verb.
 */
function listGoesOn(tokens: readonly string[], bared: readonly string[], from: number): boolean {
  const tail = bared.slice(from)
  if (tail.length > LONGEST_LIST_TAIL || !tail.some((word) => word === 'and' || word === 'or')) return false
  if (tail.some((word) => VERB.test(word))) return false
  let item = 0
  for (let at = from; at < tokens.length; at++) {
    const joins = bared[at] === 'and' || bared[at] === 'or'
    item = joins ? 0 : item + 1
    if (item > LONGEST_LIST_ITEM) return false
    if (endsWithPause(tokens[at]!)) item = 0
  }
  return true
}

/** The sentence's words in clauses: at commas and semicolons, and before a word that opens a clause. */
function clausesOf(tokens: readonly string[]): string[][] {
  const clauses: string[][] = [[]]
  // Each token is bared once: the look-ahead below reads the next four of every token.
  const bared = tokens.map(bare)
  tokens.forEach((token, index) => {
    const current = clauses[clauses.length - 1]!
    const word = bared[index]!
    const next = bared[index + 1] ?? ''
    const opens =
      current.length > 0 &&
      ((CLAUSE_JOINERS.has(word) && !(asksWhich(bared, index) || (word === 'which' && SUBJECTS.has(next)))) ||
        (SUBJECT_JOINERS.has(word) &&
          // "and" joins two clauses only after one with its own verb: "The new button and form components are
          // in the library" has one subject; a verb right after it is the same subject's ("built and tested").
          (word !== 'and' || current.some((before) => VERB.test(bare(before)))) &&
          (SUBJECTS.has(next) || (word === 'and' && !VERB.test(next) && verbAhead(bared, index + 2)))))
    if (opens) clauses.push([token])
    else current.push(token)
    // "the beta, which we plan to open in May" stays one clause: "which" is its object.
    const objectWhich = bared[index + 1] === 'which' && SUBJECTS.has(bared[index + 2] ?? '')
    if (endsWithPause(token) && index < tokens.length - 1 && !objectWhich && !listGoesOn(tokens, bared, index + 1))
      clauses.push([])
  })
  return clauses.filter((clause) => clause.length > 0)
}

/** Where a clause of more than `max` words is best cut: where a phrase starts, after its metric when it can. */
function cutAt(clause: readonly string[], max: number): number {
  if (clause.length <= max + HEADLINE_STRETCH_WORDS) return clause.length
  const metricAt = clause.findIndex(isMetric)
  const bared = clause.map(bare)
  const starts = bared
    .map((word, at) =>
      at >= 3 && at <= max + HEADLINE_STRETCH_WORDS && PHRASE_STARTS.has(word) && !asksWhich(bared, at) ? at : -1,
    )
    .filter((at) => at > 0)
  return (
    starts.findLast((at) => metricAt !== -1 && metricAt < at && at >= 5) ??
    starts.findLast((at) => at >= 5) ??
    max + HEADLINE_STRETCH_WORDS
  )
}

/** Drops words that end the headline on nothing ("… for the"), handing them back to the content. */
function trimmedEnd(tokens: readonly string[], end: number): number {
  let at = end
  while (
    at > 2 &&
    STOP_WORDS.has(bare(tokens[at - 1]!)) &&
    !OBJECT_WORDS.has(bare(tokens[at - 1]!)) &&
    !PHRASAL_VERBS.test(bare(tokens[at - 2]!))
  )
    at--
  return at
}

/** The rise or fall said by the one or two words at `at` ("went up", "fell"), as a headline says it. */
function changeAt(bared: readonly string[], at: number): { word: 'up' | 'down'; length: number } | null {
  const one = bared[at]!
  // Most words open no rise or fall: they skip the patterns.
  if (!CHANGE_OPENINGS.has(one)) return null
  const two = `${one} ${bared[at + 1] ?? ''}`
  const [phrase, length] = RISES.test(two) || FALLS.test(two) ? [two, 2] : [one, 1]
  if (RISES.test(phrase)) return { word: 'up', length }
  return FALLS.test(phrase) ? { word: 'down', length } : null
}

/**
 * `text` with each rise or fall worded as a headline words it before a metric ("loan volumes are up" → "loan volumes
 * up"): how the eval finds a fact's words in a headline.
 */
export function headlineChangeWording(text: string): string {
  const words = text.split(/\s+/)
  const bared = words.map(bare)
  const result: string[] = []
  for (let at = 0; at < words.length; at++) {
    const change = at > 0 ? changeAt(bared, at) : null
    if (!change) {
      result.push(words[at]!)
      continue
    }
    result.push(change.word)
    const by = bared[at + change.length] === 'by' && isMetric(words[at + change.length + 1] ?? '') ? 1 : 0
    at += change.length + by - 1
  }
  return result.join(' ')
}

/** "Average contract value went up 12%" → "Average contract value up 12%". */
function headlineWording(tokens: readonly string[]): string[] {
  const result: string[] = []
  const bared = tokens.map(bare)
  for (let at = 0; at < tokens.length; at++) {
    const change = at > 0 ? changeAt(bared, at) : null
    if (change) {
      const by = bared[at + change.length] === 'by' ? 1 : 0
      if (isMetric(tokens[at + change.length + by] ?? '')) {
        result.push(change.word)
        at += change.length + by - 1
        continue
      }
    }
    result.push(tokens[at]!)
  }
  // "The support team praised …" → "Support team praised …"; a name or acronym keeps its place.
  if (result.length > 3 && /^the$/i.test(result[0]!)) result.shift()
  return result
}

export interface HeadlineSplit {
  headline: string
  /** The sentence's words the headline left out, in their order, one piece per clause. */
  rest: string[][]
}

/** A headline from a sentence, and what of the sentence it did not say. */
export function splitHeadline(sentence: string, maxWords = HEADLINE_MAX_WORDS): HeadlineSplit {
  const addressed = withoutVocative(
    stripLeadIns((END_MARK.test(sentence) ? sentence.replace(/[.!?]+$/, '') : sentence).trim()),
  )
  let body = addressed.body
  const timing = LEADING_TIMING.exec(body)
  let timingWords: string[] = []
  if (timing && words(body).length - words(timing[0]).length >= 3) {
    body = stripLeadIns(body.slice(timing[0].length))
    timingWords = words(timing[0].replace(/,\s*$/, ''))
    if (!isProperWord(timingWords[0]!)) timingWords[0] = timingWords[0]!.toLowerCase()
  }
  const clauses = clausesOf(words(body))
  const used = new Set<number>([0])
  let chosen = clauses[0]!
  // One or two words say too little on their own ("Flights,"): the next clause joins them.
  if (chosen.length <= 2 && clauses[1]) {
    chosen = [...chosen, ...clauses[1]]
    used.add(1)
  }
  // A headline keeps the metric: the first clause that has one joins when the opening has none and both fit.
  if (!chosen.some(isMetric)) {
    const metricAt = clauses.findIndex((clause, index) => !used.has(index) && clause.some(isMetric))
    if (metricAt > 0 && chosen.length + clauses[metricAt]!.length <= maxWords) {
      const joined = clauses[metricAt]!.slice(SUBJECT_JOINERS.has(bare(clauses[metricAt]![0]!)) ? 1 : 0)
      chosen = [
        ...chosen.map((word, index) => (index === chosen.length - 1 ? word.replace(/[,;:]$/, '') + ';' : word)),
        ...joined,
      ]
      used.add(metricAt)
    }
  }
  // A whole clause keeps its last word ("the instances we asked for"); a cut one ends on a word that carries meaning.
  const cut = cutAt(chosen, maxWords)
  const end = cut < chosen.length ? trimmedEnd(chosen, cut) : cut
  let headline = chosen.slice(0, end)
  const rest: string[][] = []
  if (end < chosen.length) rest.push(chosen.slice(end))
  // Opening timing goes at the end when it fits, else it leads the content.
  if (timingWords.length) {
    if (rest.length === 0 && headline.length + timingWords.length <= maxWords + HEADLINE_STRETCH_WORDS)
      headline = [...headline, ...timingWords]
    else rest.unshift(timingWords)
  }
  clauses.forEach((clause, index) => {
    if (!used.has(index)) rest.push(clause)
  })
  // Who it is said to ends the headline when it fits ("… about the vendor renewal, Marco"), else opens the content.
  const nameWords = addressed.name?.split(' ') ?? []
  if (nameWords.length > 0 && headline.length + nameWords.length <= maxWords + HEADLINE_STRETCH_WORDS) {
    headline = [...headline.slice(0, -1), `${headline.at(-1)!.replace(/[,;:]$/, '')},`, ...nameWords]
  } else if (nameWords.length > 0) rest.unshift(nameWords)
  const joined = headlineWording(headline).join(' ')
  const text = endsWithPause(joined) ? joined.slice(0, -1) : joined
  return { headline: capitalised(text), rest }
}

/** A headline for an entry, from its first sentence. */
export function headlineFor(sentence: string, maxWords = HEADLINE_MAX_WORDS): string {
  return splitHeadline(sentence, maxWords).headline
}
