import { createRequire } from 'node:module'
import { keepRecentResults } from './recent-results.ts'

// Raw speech recognition runs clauses together: "… the pilot went well six customers moved over …",
// "… signups went up by 18% revenue per customer went down …". A new clause opens where a noun phrase
// is followed by a verb that has a tense, whatever the words; word lists cannot know every noun and verb,
// so compromise's part-of-speech tagger (an English lexicon with tagging rules, no model to download) says
// which word is which. It is loaded on first use: only long unpunctuated speech needs it.

type Tagger = typeof import('compromise/two').default
let tagger: Tagger | null = null
// The package's CommonJS build is one bundled file: it loads in a fraction of the time its ES modules take.
const loadedTagger = () => (tagger ??= createRequire(import.meta.url)('compromise/two') as Tagger)
const tag = (text: string) => loadedTagger()(text).docs

// The tagger's lexicon tags of names: a people's word, a place, a person.
const NAME_TAGS = new Set(['Demonym', 'City', 'Country', 'Place', 'Region', 'ProperNoun', 'FirstName', 'LastName'])
let lexicon: Record<string, string | string[]> | null = null

/** Whether the tagger's lexicon holds `word` as a name ("German", "Berlin"): a lookup, not a tagging. */
export function isNameInLexicon(word: string): boolean {
  lexicon ??= (loadedTagger().model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon
  const tags = lexicon[word.toLowerCase()]
  return tags !== undefined && (Array.isArray(tags) ? tags : [tags]).some((name) => NAME_TAGS.has(name))
}

/** What the tagger says of each space-separated word. */
export interface WordTags {
  /** A verb with a tense ("went", "is", "will", "get"), not a participle or gerund alone. */
  finiteVerb: boolean
  /** "could", "will", "can". */
  modal: boolean
  /** Any verb, with a tense or not: "add", "look". */
  verb: boolean
  /** "we", "them". */
  pronoun: boolean
  /** A determiner or a number: "the", "six", "most". */
  opensPhrase: boolean
  /** A number: "six", "forty". */
  value: boolean
  /** An adjective: "legitimate", "big". */
  modifier: boolean
  /** A noun, not a pronoun. */
  noun: boolean
  /** A preposition or conjunction: "by", "without", "because". */
  binds: boolean
}

/** Whether a word the tagger read as `tag` may be part of a subject: a noun, a pronoun, a determiner, a number, an adjective. */
export const mayBeInSubject = (tag: WordTags) => tag.noun || tag.pronoun || tag.opensPhrase || tag.modifier || tag.value

// Words that may join a noun phrase's parts without ending it: "most of those visits", "revenue per customer",
// "comments with links"; and words that may stand before a number in one ("about forty people").
const PHRASE_JOINERS = new Set(['of', 'per', 'with', 'from'])
const APPROXIMATIONS = new Set(['about', 'around', 'roughly', 'nearly', 'almost', 'over', 'only'])
const LONGEST_SUBJECT = 6
// A measure ends its phrase: "… went up by 18 percent | revenue per customer went down …".
const MEASURES = new Set(['percent', 'dollars', 'euros', 'pounds', 'points', 'hours', 'days', 'weeks', 'months'])
// A number ends its phrase before one of these: "… in three days instead of five | the tool charges per word …".
const DETERMINERS = new Set(['the', 'our', 'their', 'this', 'these', 'those', 'my', 'your', 'its'])
const TIME_MARKERS = new Set(['this', 'last', 'next'])
const TIME_UNITS = new Set(['week', 'month', 'quarter', 'year', 'sprint'])
// Nouns a number after them counts in: "year nine classes", "phase two rollout", "room 4" (not a week or a day:
// "… enrolled in week one | completion is only 12% …").
const SERIES = new Set('year grade phase stage level room floor step version round wave tier gate aisle'.split(' '))
// Quantifiers open a noun phrase as a determiner does, though the tagger may call them adjectives: "… in its first
// week | most of those visits came from one influencer …".
const QUANTIFIERS = new Set(['most', 'many', 'several', 'few', 'some', 'half', 'both', 'each', 'all'])

// A sentence is looked at more than once (where to split it, then which part says the trouble); tagging is the
// formatter's dearest step, so the last few sentences' tags are kept.
const RECENT_SENTENCES = 32

/** Tags for each word of `text` split on single spaces; a contraction's second part ("we'll") counts for its word. */
export const wordTags: (text: string) => WordTags[] = keepRecentResults(tagWords, RECENT_SENTENCES)

function tagWords(text: string): WordTags[] {
  const words = text.split(' ')
  const wordStarts: number[] = []
  let offset = 0
  for (const word of words) {
    wordStarts.push(offset)
    offset += word.length + 1
  }
  const tags: WordTags[] = words.map(() => ({
    finiteVerb: false,
    modal: false,
    verb: false,
    pronoun: false,
    opensPhrase: false,
    value: false,
    modifier: false,
    noun: false,
    binds: false,
  }))
  let cursor = 0
  let wordIndex = 0
  for (const term of tag(text).flat()) {
    if (term.text) {
      const at = text.indexOf(term.text, cursor)
      if (at < 0) continue
      cursor = at + term.text.length
      while (wordIndex + 1 < words.length && wordStarts[wordIndex + 1]! <= at) wordIndex++
    }
    const has = (name: string) => term.tags?.has(name) === true
    const word = tags[wordIndex]!
    word.finiteVerb ||=
      has('Verb') &&
      (has('PastTense') || has('PresentTense') || has('Copula') || has('Modal') || has('Auxiliary')) &&
      !has('Gerund') &&
      !has('Participle')
    word.modal ||= has('Modal')
    word.verb ||= has('Verb')
    word.pronoun ||= has('Pronoun')
    word.noun ||= has('Noun') && !has('Pronoun')
    word.opensPhrase ||= has('Determiner') || has('Value') || QUANTIFIERS.has(words[wordIndex]!.toLowerCase())
    word.value ||= has('Value')
    word.modifier ||= has('Adjective')
    word.binds ||= has('Preposition') || has('Conjunction')
  }
  return nounsBeforeTheirVerb(words, tags)
}

/**
 * A "verb" between a noun that opens its phrase (after a determiner, or first in a headline that dropped it) and a
 * verb with a tense is the phrase's head noun: "The vendor contract expires …", "Service contract was signed" (the
 * tagger reads "contract" as a verb after a noun-ish word).
 */
function nounsBeforeTheirVerb(words: readonly string[], tags: WordTags[]): WordTags[] {
  for (let at = 1; at < tags.length - 1; at++) {
    const word = tags[at]!
    const opened = at === 1 || tags[at - 2]!.opensPhrase || DETERMINERS.has(words[at - 2]!.toLowerCase())
    if (!word.finiteVerb || word.modal || !opened || !tags[at - 1]!.noun || !tags[at + 1]!.finiteVerb) continue
    tags[at] = { ...word, finiteVerb: false, verb: false, noun: true }
  }
  return tags
}

const inPhrase = (tags: WordTags) => tags.noun || tags.opensPhrase || tags.modifier
const RELATIVES = new Set(['that', 'which', 'who'])
const SUBJECT_PRONOUNS = new Set(['it', 'he', 'she', 'they', 'we', 'i'])

/** Whether the modal at `modal` puts a question to someone: a noun phrase or a pronoun, then a verb ("could the mobile team add"). */
function asksSomeone(lower: readonly string[], tags: readonly WordTags[], modal: number): boolean {
  let sawSubject = false
  for (let at = modal + 1; at < Math.min(tags.length, modal + LONGEST_SUBJECT + 1); at++) {
    const word = tags[at]!
    if (sawSubject && word.verb) return true
    if (word.noun || word.pronoun) sawSubject = true
    else if (!inPhrase(word) && lower[at] !== 'and' && !PHRASE_JOINERS.has(lower[at]!)) return false
  }
  return false
}

/**
 * Word indexes where a clause with its own subject opens in unpunctuated speech: a noun phrase right
 * before a verb with a tense, after a clause that has its own verb ("… the pilot went well | six customers
 * moved over …", "… up by 18% | revenue per customer went down …", "… cost per lead | sales says …"). Of the
 * places the phrase could open, the one nearest the verb: "the usual cost per lead sales says" opens at "sales".
 * The phrase may follow "and" ("… of users and | feedback is mostly positive …"); a word that binds it to what
 * came before ("by", "the", "six") opens none.
 */
export function subjectOpenings(
  words: readonly string[],
  tags: readonly WordTags[],
  bindingWords: ReadonlySet<string>,
): number[] {
  const openings: number[] = []
  let clauseStart = 0
  let verbSince = -1
  const lower = words.map((word) => word.toLowerCase().replace(/[^a-z0-9']/g, ''))
  // A verb that ends the speech is more often a noun the tagger misread ("… the last forty enterprise accounts").
  for (let verb = 1; verb < words.length - 1; verb++) {
    // A modal before a subject asks rather than states, and the question opens a clause of its own:
    // "… about 500 dollars each | can legal draft a template …", "… went up a bit there | could the web team look …".
    if (tags[verb]!.modal && asksSomeone(lower, tags, verb)) {
      if (verbSince >= clauseStart && !tags[verb - 1]!.pronoun && !RELATIVES.has(lower[verb - 1]!)) {
        openings.push(verb)
        clauseStart = verb
      }
      verbSince = verb
      continue
    }
    // Nor is a modal before "the" or a pronoun a subject's verb, even where the tagger misread the verb after it.
    const beforeSubject = tags[verb]!.modal && (tags[verb + 1]!.opensPhrase || tags[verb + 1]!.pronoun)
    if (!tags[verb]!.finiteVerb || beforeSubject) continue
    let opening = -1
    // A pronoun subject right after a noun: "… for the accounts payable team | it matched 80% …" (after a verb it is
    // the verb's object: "turned it on").
    const pronoun = verb - 1
    if (
      SUBJECT_PRONOUNS.has(lower[pronoun]!) &&
      pronoun - 1 > clauseStart &&
      tags[pronoun - 1]!.noun &&
      !tags[pronoun - 1]!.finiteVerb &&
      verbSince >= clauseStart &&
      verbSince < pronoun - 1 &&
      words.length - pronoun >= 3
    ) {
      openings.push(pronoun)
      clauseStart = pronoun
      verbSince = verb
      continue
    }
    let sawNoun = false
    for (let at = verb - 1; at > clauseStart && verb - at <= LONGEST_SUBJECT; at--) {
      const word = tags[at]!
      const approximation = APPROXIMATIONS.has(lower[at]!) && tags[at + 1]!.opensPhrase
      if (!inPhrase(word) && !PHRASE_JOINERS.has(lower[at]!) && !approximation) break
      sawNoun ||= word.noun
      if (!sawNoun || PHRASE_JOINERS.has(lower[at]!)) continue
      const before = tags[at - 1]!
      const previous = lower[at - 1]!
      const joined = previous === 'and'
      // What goes on a phrase opened before it opens none: "the usual | cost", "the payout | integration", "by |
      // 18 percent", "the last | forty", a verb's object ("found | a batch"); a measure ends its phrase, a number or
      // "the" opens a new one. "and" after a verb joins two clauses only before "the" or a number (not "could trust and safety").
      // A time said inside a clause belongs to the noun before it: "… and our bill | this month is twice the estimate".
      const timeInClause = before.noun && TIME_MARKERS.has(lower[at]!) && TIME_UNITS.has(lower[at + 1]!)
      // A number names one of a series: "year nine", "phase two" (not "… the pilot went well | nine customers …").
      const numbered = word.value && SERIES.has(previous)
      const continues =
        timeInClause ||
        numbered ||
        (joined && tags[at - 2]?.finiteVerb === true && !word.opensPhrase) ||
        (before.opensPhrase && !(before.value && DETERMINERS.has(lower[at]!))) ||
        before.finiteVerb ||
        PHRASE_JOINERS.has(previous) ||
        (!joined && (before.binds || bindingWords.has(previous))) ||
        (before.noun && !word.opensPhrase && !approximation && !MEASURES.has(previous)) ||
        (before.modifier && (!word.opensPhrase || word.value) && !approximation)
      if (
        !continues &&
        ((verbSince >= clauseStart && verbSince < at) || opensAfterTopic(lower, tags, clauseStart, at))
      ) {
        opening = at
        break
      }
    }
    if (opening > 0 && words.length - opening >= 3) {
      openings.push(opening)
      clauseStart = opening
    }
    verbSince = verb
  }
  return openings
}

/**
 * Whether a clause opens at `at` after the topic the speech opened with, a noun phrase with no verb of its own:
 * "so the maths department | all the year sevens finished …", "update from the history department | all the
 * trips are booked …". Not after a time ("in the first week | the team shipped …" is one clause) nor after "and".
 */
function opensAfterTopic(
  lower: readonly string[],
  tags: readonly WordTags[],
  clauseStart: number,
  at: number,
): boolean {
  if (clauseStart !== 0 || at < 2 || tags[0]!.binds || !tags[at - 1]!.noun || !tags[at]!.opensPhrase) return false
  if (TIME_UNITS.has(lower[at - 1]!) || lower[at - 1] === 'and') return false
  for (let before = 1; before < at; before++) if (tags[before]!.finiteVerb || tags[before]!.modal) return false
  return true
}

/** Whether unpunctuated speech that opens with a modal asks someone something: "can the sales director make …". */
export function opensWithQuestion(sentence: string): boolean {
  const words = sentence.split(' ')
  const tags = wordTags(sentence)
  return (
    tags[0]?.modal === true &&
    asksSomeone(
      words.map((word) => word.toLowerCase()),
      tags,
      0,
    )
  )
}
