import { BINDING_WORDS, TIME_THAT_ENDS_A_CLAUSE } from './clean-speech.ts'
import { sentenceOf } from './contrast-split.ts'
import { grammarFeatures } from './grammar-features.ts'
import { placeSentence, type ModelOverrule } from './place-sentence.ts'
import type { PlacementModel } from './placement-model.ts'
import type { BoundaryModel } from './sentence-boundaries.ts'
import { mayBeInSubject, wordTags, type WordTags } from './subject-openings.ts'

// Issue 16: the rules before this step cut a sentence only where their cues see two sections, so a sentence that
// joins two facts of different sections with words no cue knows stays whole and goes to one of them: "Mock exams are
// marked and results go to parents on Monday", "The bug backlog is down to 40, and the next release is the twelfth",
// "Can you OK the cost next drop is Valentine's". Here the placement model reads each side of a place where a clause
// may end; where the two sides are clauses a reader would accept as entries and go to two sections, the sentence is
// cut there.

// Words that join two clauses and go with the cut: each side reads as well without them ("because" and "so that" do
// not: the reason and the purpose belong to their clause's fact).
const JOINERS = new Set(['and', 'but', 'so', 'yet', 'however', 'although', 'though', 'whereas'])
// A subject pronoun with its verb in one word opens a clause wherever it comes: "We've fixed it | it's in staging".
const CONTRACTED_SUBJECT = /^(?:i|we|they|he|she|it)'(?:m|re|ve|ll|d|s)$/
// "and so", "and then": the second word joins too.
const SECOND_JOINERS = new Set(['so', 'then', 'now'])
// A clause these open, said before the clause it leans on, needs that clause: "if it dies before Christmas | we're in
// trouble" (said after it, it is part of that one: "we switch in February if the supply holds | …").
const LEANS_ON_NEXT = new Set(
  'if when whenever once unless until although though while before after as since'.split(' '),
)
// "Until then", "as planned", "since then": a time, no clause.
const NO_CLAUSE_AFTER_TIME = new Set(['then', 'now', 'planned', 'expected', 'usual', 'well', 'always', 'ever'])
// A clause these open needs a verb of its own before a cut: "… because the HR | wiki page is outdated", "… whether
// the people | reading articles …", "… tell us which alerts | they'd switch off" (not "because of", "so far").
const NEEDS_ITS_VERB = new Set(
  'because so whether which what who if when whenever once unless although though while'.split(' '),
)
const NOT_A_CLAUSE_AFTER = new Set(['of', 'far', 'much', 'many', 'that'])
// Words after which the phrase goes on: "more | people hit targets", "every | release".
const QUANTIFIERS = new Set('more most many much few fewer less every each several both any no all half'.split(' '))
// A verb after these takes what follows as its object or its clause: "can't price | the new derivatives", "to update |
// the links", "can announce | we're deleting …"; after "and" or "or" a verb not in the past does too ("… and explain").
const TAKES_AN_OBJECT = /^(?:to|can|could|will|would|should|must|might|may|\w+n't)$/
const PAST_FORM = /(?:ed|en|wn|ne)$/
const TAKES_A_VERB =
  /^(?:is|are|was|were|be|been|has|have|had|gets?|got|keeps?|kept|goes|went|does|do|did|seems?|looks?|feels?|needs?|wants?|starts?|stops?)$/
// A subject with its verb in one word: "That's the gap", "Nobody's fixing them", "There's a chance …".
const CONTRACTED_VERB = /^[a-z]+'(?:s|re|ll|ve|d|m)$/
// Words inside a subject, and words between it and its verb: "the wifi on the third floor", "Retention already dipped".
const SUBJECT_JOINERS = new Set(['of', 'on', 'in', 'at', 'for', 'with', 'from', 'per', 'before', 'after'])
const ADVERBS_BEFORE_A_VERB = new Set(
  'already only still also just now really finally both all never always'.split(' '),
)
const LONGEST_SUBJECT = 7
const RELATIVES = /^(?:that|which|who|whom|whose|where|what|whether)(?:'s)?$/
const QUESTION_OPENINGS = new Set('can could would will should do does did is are shall may'.split(' '))
// Where only the boundary model says a clause may end, the right side opens with a word no phrase of the left goes
// on into: a pronoun, a determiner, a number, "next" ("… the HR | wiki page is outdated" is one phrase).
const OPENS_NEW_PHRASE =
  /^(?:next|last|every|each|both|all|most|some|many|several|few|no|nobody|everyone|everything|nothing)$/
// A side the formatter would not place as a fact of its own: a topic, a note that there is nothing to say.
const UNPLACED = new Set(['status', 'nothing', 'unplaced'])
const SHORTEST_SIDE = 3
const SHORTEST_SENTENCE = 2 * SHORTEST_SIDE + 1
// A new sentence the boundary model finds this likely, with no comma or joining word, is a place a clause may end.
const POSSIBLE_BOUNDARY = 0.2
// How sure the placement model must be, from a side's words alone, of the section each side goes to.
const SURE_SIDE = 0.7

/** A place the sentence could be cut: the left side ends before word `end`, the right side opens at word `start`. */
interface Cut {
  end: number
  start: number
  /** Only the boundary model says a clause may end here: no comma, no joining word. */
  byModel: boolean
}

const endsInComma = (word: string) => /[,;:]$/.test(word)
// What follows a colon says what the words before it announce: "I need two things from legal: | the terms reviewed …".
const endsClause = (word: string) => /[,;]$/.test(word)
// A word that binds ("with", "to", "is") opens no subject; a determiner or a quantifier may ("the", "all").
const SUBJECT_BINDING_WORDS = new Set(
  'the a an this that these those our my your their its all any some both each no what'.split(' '),
)
const mayOpenSubject = (lowerWord: string) => !BINDING_WORDS.has(lowerWord) || SUBJECT_BINDING_WORDS.has(lowerWord)

// Words that open a phrase of their own, by short lists: a subject pronoun, a determiner or quantifier, a number.
const PHRASE_OPENERS =
  /^(?:i|we|they|he|she|you|it|there|the|a|an|this|that|these|those|our|my|your|their|its|his|her|all|any|some|both|each|no|what|next|last|every|most|many|several|few|nobody|everyone|everything|nothing|\d.*)$/

/** Whether the word at `at` may open a phrase of its own: by PHRASE_OPENERS, a name, or after a time that ends a clause. */
const mayOpenPhrase = (words: readonly string[], lower: readonly string[], at: number) =>
  PHRASE_OPENERS.test(lower[at]!) ||
  (/^\p{Lu}/u.test(words[at]!) && !/^\p{Lu}/u.test(words[at - 1]!)) ||
  TIME_THAT_ENDS_A_CLAUSE.test(lower.slice(Math.max(0, at - 5), at).join(' '))

/** The places a clause may end: after a comma, at a joining word, and where the boundary model finds a gap likely. */
function possibleCuts(words: readonly string[], lower: readonly string[], boundaries: BoundaryModel | null): Cut[] {
  const cuts: Cut[] = []
  const commas = words.some(endsInComma)
  let scorer: ReturnType<BoundaryModel> | null = null
  for (let at = SHORTEST_SIDE; at <= words.length - SHORTEST_SIDE; at++) {
    const joined = JOINERS.has(lower[at]!) && !NOT_A_CLAUSE_AFTER.has(lower[at + 1]!)
    if (endsClause(words[at - 1]!) || joined) {
      const skip = joined ? (lower[at] === 'and' && SECOND_JOINERS.has(lower[at + 1]!) ? 2 : 1) : 0
      cuts.push({ end: at, start: at + skip, byModel: false })
      continue
    }
    // The speaker's commas already mark the clauses of a punctuated sentence.
    if (commas || !boundaries || BINDING_WORDS.has(lower[at - 1]!) || !mayOpenSubject(lower[at]!)) continue
    // Only a word that may open a new phrase is worth the model's look (opensNewPhrase asks the tagger after).
    if (!CONTRACTED_SUBJECT.test(lower[at]!) && !mayOpenPhrase(words, lower, at)) continue
    // Without the tagger's word classes (the dearest step): the model's words and short lists place these gaps as well.
    scorer ??= boundaries(lower, [])
    if (CONTRACTED_SUBJECT.test(lower[at]!) || scorer(at, at) >= POSSIBLE_BOUNDARY)
      cuts.push({ end: at, start: at, byModel: true })
  }
  return cuts.filter((cut) => words.length - cut.start >= SHORTEST_SIDE && mayOpenSubject(lower[cut.start]!))
}

/**
 * Whether the left side may end before word `end`, by its words: not on a word that binds it to what follows ("to",
 * "sure", "more"), not in a clause said before the one it leans on, and not, where only the boundary model cuts, after
 * a verb whose object may follow ("can't price | the new derivatives").
 */
function leftMayEnd(words: readonly string[], lower: readonly string[], cut: Cut): boolean {
  const last = lower[cut.end - 1]!
  if (BINDING_WORDS.has(last) || QUANTIFIERS.has(last)) return false
  const before = lower[cut.end - 2]!
  const verbObject = TAKES_AN_OBJECT.test(before) || ((before === 'and' || before === 'or') && !PAST_FORM.test(last))
  if (cut.byModel && verbObject) return false
  // A comma after the word closes its clause: "If the regulator allows it, we start in January".
  for (let at = cut.end - 2; at >= 0 && !endsInComma(words[at]!); at--) {
    const opensSentence = at === 0 || JOINERS.has(lower[at - 1]!) || endsInComma(words[at - 1]!)
    if (LEANS_ON_NEXT.has(lower[at]!) && opensSentence && !NO_CLAUSE_AFTER_TIME.has(lower[at + 1]!)) return false
  }
  return true
}

/**
 * Whether the left side's last clause, after the word that opens it ("because", "whether"), has a verb of its own
 * before its last word (a last word read as a verb is more often a noun: "… tell us which alerts | they'd switch off").
 */
function lastClauseHasVerb(lower: readonly string[], tags: readonly WordTags[]): boolean {
  let opens = 0
  for (let at = lower.length - 2; at > 0; at--)
    if (NEEDS_ITS_VERB.has(lower[at]!) && !NOT_A_CLAUSE_AFTER.has(lower[at + 1]!)) {
      opens = at + 1
      break
    }
  return tags.slice(opens, opens > 0 ? -1 : undefined).some((tag) => tag.finiteVerb || tag.modal)
}

/**
 * Whether `tags` (of a side's words) say a clause: a verb with a tense after a word that may be its subject (the
 * tagger reads "Release" of "Release candidate is cut" as a verb, so not only the first verb), a subject that is its
 * own verb ("It's", "Hiring's"), or, where the side is placed as an ask, a question put to someone (the tagger reads
 * "Can finance approve …" as it reads "Could go wrong"). A label goes first: "Ask: can sales ops …".
 */
function hasSubjectAndVerb(words: readonly string[], tags: readonly WordTags[], ask: boolean): boolean {
  const label = words.findIndex(endsInComma)
  const from = label >= 0 && label < SHORTEST_SIDE && words[label]!.endsWith(':') ? label + 1 : 0
  const first = tags[from]
  if (!first) return false
  if ((first.finiteVerb && (first.pronoun || first.noun)) || (first.modal && ask)) return true
  let subject = false
  for (const tag of tags.slice(from)) {
    if (subject && (tag.finiteVerb || tag.modal)) return true
    subject ||= tag.noun || tag.pronoun || tag.value || tag.opensPhrase
  }
  return false
}

/**
 * Whether the right side opens a clause: a subject ("the old statements from before this year", "23", "legal") and
 * its verb with a tense, or a subject that is its own verb ("That's the gap", "Nobody's fixing them"). A first word
 * read as a verb before another is their subject ("Results go to parents …") unless it takes the other ("Gets shipped
 * anyway"); no relative word in the subject ("Phone that's huge for us"); and words after the verb (a verb that ends
 * the side is more often a noun misread, "… for the students with new diagnoses", or a word the clause before governs:
 * "I'd like our MP | and the minister's office involved").
 */
function rightOpensClause(lower: readonly string[], tags: readonly WordTags[]): boolean {
  const firstIsSubject =
    tags[0]!.finiteVerb && !tags[0]!.modal && tags[1]?.finiteVerb === true && !TAKES_A_VERB.test(lower[0]!)
  const verb = tags.findIndex((tag, at) => (tag.finiteVerb || tag.modal) && !(at === 0 && firstIsSubject))
  if (verb < 0 || verb > LONGEST_SUBJECT) return false
  if (verb === lower.length - 1) return false
  if (lower.slice(1, verb + 1).some((word) => RELATIVES.test(word))) return false
  if (verb === 0) return tags[0]!.pronoun || CONTRACTED_VERB.test(lower[0]!)
  const subject = tags.slice(0, verb)
  const inSubject = (tag: WordTags, at: number) =>
    mayBeInSubject(tag) ||
    (at === 0 && firstIsSubject) ||
    (at > 0 && (SUBJECT_JOINERS.has(lower[at]!) || ADVERBS_BEFORE_A_VERB.has(lower[at]!))) ||
    (at === 0 && lower[0] === 'there')
  return (
    subject.some((tag, at) => tag.noun || tag.pronoun || tag.value || (at === 0 && firstIsSubject)) &&
    subject.every(inSubject)
  )
}

/**
 * Where only the boundary model cuts, whether the right side's first word could not go on the left's last phrase: a
 * pronoun, a determiner, a number, a name after a word that is none ("… another contractor | Bristol scanners go …"),
 * or any word after a time that ends a clause.
 */
function opensNewPhrase(words: readonly string[], lower: readonly string[], tags: readonly WordTags[], cut: Cut) {
  const first = tags[cut.start]!
  const name = (word: string) => /^\p{Lu}/u.test(word)
  // After a verb, a phrase is its object: "… whether we take | the hospital's offer".
  const object = tags[cut.end - 1]!.verb && !PAST_FORM.test(lower[cut.end - 1]!)
  return (
    first.pronoun ||
    (first.opensPhrase && !first.modifier && !object) ||
    OPENS_NEW_PHRASE.test(lower[cut.start]!) ||
    (name(words[cut.start]!) && !name(words[cut.end - 1]!)) ||
    TIME_THAT_ENDS_A_CLAUSE.test(lower.slice(Math.max(0, cut.end - 5), cut.end).join(' '))
  )
}

/** Where the model places `side` from its words alone, and how sure it is; placeSentence, with the cues, confirms. */
const sideSection = (side: string, model: PlacementModel) => model(side, 'middle').byWords

// What grammar-features.ts finds of a verb with a tense, a verb said with its subject ("it's", "we're") and a subject
// pronoun: a side with none is no clause ("Crash rate normal"), and is not tagged to find out.
const TENSES = new Set(['g:past', 'g:perfect', 'g:future', 'g:progressive', 'g:present', 'g:modal', 'g:need'])
const SUBJECT_OR_CONTRACTED_VERB = /\b(?:i|we|they|you|he|she|can)\b|'(?:s|re|ve|ll|d|m)\b|n't\b/i
// The model has just read the side's grammar: it is remembered.
const mayHaveTense = (side: string) =>
  SUBJECT_OR_CONTRACTED_VERB.test(side) || grammarFeatures(side).some((feature) => TENSES.has(feature))

/** Whether the formatter would place the two sides in two sections, each in one of the four. */
function placedApart(left: string, right: string, model: PlacementModel, overrule: ModelOverrule): boolean {
  const placed = [left, right].map((side) => placeSentence(side, model, 'middle', overrule))
  return placed[0] !== placed[1] && placed.every((section) => !UNPLACED.has(section))
}

const asks = (lower: readonly string[], at: number) => QUESTION_OPENINGS.has(lower[at]!)

/** A question's mark goes with the side that asks: "Can you OK the cost? | The next drop is Valentine's." */
function endings(sentence: string, lower: readonly string[], start: number): [left: string, right: string] {
  const ending = /[.!?]$/.test(sentence) ? sentence.slice(-1) : '.'
  if (ending !== '?') return ['.', ending]
  return [asks(lower, 0) ? '?' : '.', asks(lower, start) || !asks(lower, 0) ? '?' : '.']
}

interface Judged {
  left: string
  right: string
  sureness: number
  cut: Cut
}

/** What the cutter reads a sentence with. */
interface Readers {
  model: PlacementModel
  boundaries: BoundaryModel | null
  overrule: ModelOverrule
}

/**
 * A sentence that joins facts of two sections cut into one sentence a fact, where each side is a clause of its own
 * (a subject and a verb with a tense) that `model` places apart from the other with some confidence; otherwise the
 * sentence whole.
 */
export function cutBetweenSections(
  sentence: string,
  model: PlacementModel | null,
  boundaries: BoundaryModel | null,
  overrule: ModelOverrule,
): string[] {
  return model ? cutSentence(sentence, null, { model, boundaries, overrule }) : [sentence]
}

/** cutBetweenSections, with the word classes of the sentence's words when a cut before already had them tagged. */
function cutSentence(sentence: string, knownTags: readonly WordTags[] | null, readers: Readers): string[] {
  const words = sentence.split(' ')
  if (words.length < SHORTEST_SENTENCE) return [sentence]
  const { model, boundaries, overrule } = readers
  const lower = words.map((word) => word.toLowerCase().replace(/[^a-z0-9'%]/g, ''))
  let tags = knownTags?.length === words.length ? knownTags : null
  let best: Judged | null = null
  for (const cut of possibleCuts(words, lower, boundaries)) {
    if (!leftMayEnd(words, lower, cut)) continue
    // "so" after a question says what it is for: "Could you list the data you need kept so it doesn't happen again".
    if (lower[cut.start - 1] === 'so' && asks(lower, 0)) continue
    const [leftEnding, rightEnding] = endings(sentence, lower, cut.start)
    const left = sentenceOf(words.slice(0, cut.end), leftEnding)
    const right = sentenceOf(words.slice(cut.start), rightEnding)
    if (!mayHaveTense(left) || !mayHaveTense(right)) continue
    const leftSide = sideSection(left, model)
    const rightSide = sideSection(right, model)
    if (leftSide.section === rightSide.section) continue
    const sureness = Math.min(leftSide.probability, rightSide.probability)
    if (sureness < SURE_SIDE || (best && sureness <= best.sureness)) continue
    if (!placedApart(left, right, model, overrule)) continue
    // The dearest check last: the tagger's word classes say whether each side is a clause.
    tags ??= wordTags(words.join(' '))
    const leftTags = tags.slice(0, cut.end)
    if (
      !hasSubjectAndVerb(words.slice(0, cut.end), leftTags, leftSide.section === 'ask') ||
      !lastClauseHasVerb(lower.slice(0, cut.end), leftTags) ||
      !rightOpensClause(lower.slice(cut.start), tags.slice(cut.start)) ||
      (cut.byModel && !opensNewPhrase(words, lower, tags, cut))
    )
      continue
    best = { left, right, sureness, cut }
  }
  if (!best) return [sentence]
  return [
    ...cutSentence(best.left, tags!.slice(0, best.cut.end), readers),
    ...cutSentence(best.right, tags!.slice(best.cut.start), readers),
  ]
}
