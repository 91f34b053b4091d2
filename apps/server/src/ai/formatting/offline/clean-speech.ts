import { withoutGreeting } from './greeting.ts'
import { storedBoundaryModel, type BoundaryModel } from './sentence-boundaries.ts'
import { isNumberWord, spokenNumbersToDigits } from './spoken-numbers.ts'
import { opensWithQuestion, subjectOpenings, wordTags } from './subject-openings.ts'
import { singleSpaced, wordSpans } from './whitespace.ts'

// Spoken notes become written sentences: fillers and false starts go, numbers become digits,
// sentences get their capitals and full stops. Nothing is added that the speaker did not say.

// A typed ellipsis ("uh…") ends a filler like a comma does.
const FILLER_SOUNDS = /(^|[\s,…])(?:u+m+|u+h+|e+r+m+|e+r|a+h+|h+m+|m+h*m+)(?=[\s,.!?…]|$)[,…]?/gi
// "you know" is a filler unless it is the verb of the sentence ("let you know", "do you know").
const YOU_KNOW =
  /(^|[^\w'])(?<!\b(?:let|lets|letting|do|did|does|don't|didn't|if|would|will|to|can|could|should|want|wanted)\s)you know\b,?/gi
// "Just so you know, …" only frames what follows; taken for the filler "you know", it would leave "Just so, …".
const SO_YOU_KNOW = /(^|[.!?]\s+)(?:just so you know\b,?|so you know,)\s*/gi
const FILLER_PHRASES =
  /(^|[\s,])(?:i mean|basically|actually|literally|honestly|kind of like|sort of like)(?=[\s,.!?]|$),?/gi
// "like" as a filler: set off by commas, or opening a sentence; "like 20" means about 20, but not after a subject
// that wants, with any adverbs between ("I'd like one more sprint", "I'd really like one more engineer", "we'd still
// like two", "I would really like one").
// "Something like 40" is "about 40" said whole: both words go, not the filler alone ("something about 40"). "More
// like 40" corrects a figure and stays.
const LIKE_BEFORE_NUMBER =
  /\b(?:something |anything )?like (?<!(?:'d|\bwould|\bwe|\bi|\bthey|\byou|\bdon't|\bdidn't|\bmore)(?: (?:[a-z]+ly|still|also|just|too|so|all|both|much|quite))* like )(?=(?:\d|a hundred|a thousand|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|[a-z]+ty)\b))/gi
const LIKE_FILLER = /(^|[.!?]\s+|,\s*)like,?\s+|,\s*like(?=[,.!?]|$)/gi
const OPENERS =
  /^(?:(?:so|okay|ok|alright|all right|right|well|hey|hi|hiya|hello|yeah|yes|and|anyway|anyways|like)(?:[,.!…]\s*|\s+|[.!…]*$)(?!far\b|much\b|many\b|that\b|well\b|done\b))+/i
// A pointer to an earlier message frames what follows and says no fact: "Following on from my email, the audit prep is
// …", "As mentioned in yesterday's standup, …".
const EARLIER_MESSAGE =
  /^(?:following (?:on from|up on)|further to|as (?:per|mentioned in|discussed in|promised in)) (?:my|our|the|yesterday's|last week's|friday's|monday's) (?:\w+ )?(?:email|e-mail|message|note|call|meeting|update|standup|stand-up|chat|slack|thread),\s*/i
// A question that asks someone to do something, with or without its question mark: a known verb of
// request, or any verb when it is put to a team or a role ("could the database team tune those alerts").
const REQUEST =
  /^(?:can|could|would) (?:(?:the |our )?(?:[a-z']+ ){0,2}(?:team|teams|group|lead|leads|engineer|engineers|manager|managers|ops|squad|department|engineering|marketing|finance|legal|support|design|security|procurement|operations|hr|it)(?: please)? (?!(?:is|are|be|have|has|not)\b)[a-z]+\b|(?:[a-z']+ ){1,4}(?:please )?(?:look|check|review|take|estimate|send|share|approve|confirm|decide|own|run|join|give|get|help|fix|tell|sign|find|schedule|set|add|update|chase|introduce|weigh|test|prioritise|prioritize|draft|write|reach|explain|pair|loop|cover|move|hold|call|talk|meet))\b/i
// Where a new clause starts in unpunctuated speech (raw speech recognition has no full stops).
const CLAUSE_STARTS = [
  /^(?:the (?:main |only |biggest |big |real |other )*(?:risk|concern|blocker|issue|problem|thing that could|downside|catch|challenge|bad news|trouble))\b/,
  // A request put to someone: "… by friday could finance check the affected accounts …".
  REQUEST,
  /^next,? (?:we|i|we'll|i'll|we're|i'm)\b/,
  // What comes next, named: "… replace them | next on the list is the Scotland sites", "next thing is the camera view".
  /^next (?:is|thing is|on the list|on our list|steps? (?:is|are))\b/,
  // A request put as a condition: "… kids are waiting too | if anyone has a contact at the sheriff's office …".
  /^if (?:anyone|anybody|someone|somebody)\b/,
  /^(?:there (?:is|are|was|were)|there's|i need|we need|i'd like|could you|can you|would you|please|after that|also we|then we|next (?:week|up|sprint|month|quarter|step)(?! (?:but|and|so|however|with|for|to|in|on|at|by|from|as|or|if|when)\b)|on the risk side|in terms of)\b/,
  // A subject and its verb: "… six minutes the vendor that hosts our PDFs is ending …".
  // A subject holds no pronoun ("… whether to keep the discount next we will …" is not one) and no second "the" but
  // after "of" ("… if we don't honour the old rate | the plan is …"), and a modal
  // before one asks a question ("… overwrites the first could the mobile team add …").
  /^(?:the|our|their|(?:a few|some|several|many|most|half)(?: of)?) (?:(?!(?:we|i|they|you|he|she|next (?:we|i|they)|(?<!of )the)\b)[a-z']+ ){1,4}(?:(?:will|won't|might|could|can't)(?! (?:the|a|an|we|you|they|someone|somebody|our|your|their)\b)|is|are|was|were|says?|said|has|have|had|needs?|wants?|leaves|only|still|now|already|never|always|just|also|doesn't|don't|isn't|aren't|keeps?|starts|begins|ends|runs|shows|works|looks|takes|costs|goes|comes|closes|opens|launches|lands|arrives|expires|finishes|happens|ships)\b/,
]
// After these words a clause cannot end: "into next quarter", "the instances that we asked for".
export const BINDING_WORDS = new Set(
  (
    'the a an to of in on at by for from with into onto until over under about and or but so because if when that which ' +
    'who where whether than as is are was were be been this these those our my your their its not no what how why ' +
    'while since before after during all any some very just can could will would should may might must do does did ' +
    'have has had get got let make made help think know said say says like even only still also both either each ' +
    'sure hope believe expect feel guess noticed means seems confirm confirmed agree agreed ensure assume assumed realise ' +
    'realised realize realized suspect suggest suggested propose proposed recommend recommended promise promised reckon ' +
    'doubt heard learned understand'
  ).split(' '),
)
// A subject with its verb contracted cannot follow a preposition, so after one of these it opens a clause: the word
// was a particle ("… still don't have two factor turned on | I'd like managers to …").
const PARTICLES = new Set(['on', 'in', 'off', 'out', 'up', 'down', 'over', 'back', 'by', 'to', 'for', 'with', 'about'])
const SUBJECT_CONTRACTION = /^(?:i|we|they)'(?:d|ll|m|re|ve)$/
// Nor does "and" in unpunctuated speech bind one to the clause before: "… add boleto this quarter and | we'll launch …"
// (a speaker's comma before "and" says where the clause is).
const JOINS_CONTRACTED_SUBJECT = new Set([...PARTICLES, 'and'])
// In unpunctuated speech a clause with its own subject after "and" or "so" is a fact of its own: "… waiting on the lab
// kit and | we need the budget signed off …", "… at the motorway sites so | we're at 210 …", "… than three cranes so |
// I'd like HR to …", and a request after "so": "… for another year so | can product decide …" (the joining word goes:
// each sentence reads as well without it).
const SUBJECT_AFTER_JOINER = /^(?:i|we|they)(?:'(?:d|ll|m|re|ve))? (?!(?:far|much|many|that)\b)[a-z]/
// A time said at the end of a clause: the next clause of run-on speech may open with any subject
// ("… 800 people enrolled in week one completion is only 12% …", "… so far the builder crashes …").
export const TIME_THAT_ENDS_A_CLAUSE =
  /\b(?:so far|already|yesterday|today|this week|last week|this month|last month|(?:in|on) (?:the |its |their )?(?:first|1st) (?:\d+ |two |three )?(?:days?|weeks?|months?)|in week (?:one|\d+)|on (?:monday|tuesday|wednesday|thursday|friday))$/i
const DETERMINED_SUBJECT = /^(?:the|our|their) [a-z]/
const DETERMINERS = new Set(['the', 'our', 'their'])
const VERB_PARTICLES = new Set(['up', 'off', 'out', 'down', 'over', 'back', 'in'])
// A comment on what was just said, which ends its clause: "which is great", "that's huge for us", "which scares me".
const COMMENT_THAT_ENDS_A_CLAUSE =
  /\b(?:which|that|this)(?: is|'s| was)(?: (?:really|very|pretty|so|kind of|a bit|definitely))? (?:great|good|huge|okay|ok|fine|nice|brilliant|amazing|excellent|a lot|big|bad|not great|not good|annoying|awkward|scary|worrying|a problem|a win|a relief|what we (?:wanted|hoped|hoped for|expected|needed)|the main thing)(?: for us)?$|\bwhich (?:scares|worries|annoys|surprised) (?:me|us)$/
// The last words of TIME_THAT_ENDS_A_CLAUSE, and a subject of a word or two with its verb after one.
const TIME_ENDINGS = new Set(
  'far already yesterday today week month days day weeks months one monday tuesday wednesday thursday friday'.split(
    ' ',
  ),
)
const SHORT_SUBJECT_AND_VERB =
  /^(?!(?:i|we|they|you|he|she|it|a|an|is|are|was|were|will|would|can|could|not|no)\b)[a-z0-9']+(?: [a-z0-9']+)? (?:is|are|was|were|has|have|had|keeps|kept|went|got|came|needs|looks|seems)\b/
// Words that carry the comment on: "which is great for us", "which is a lot because …".
const COMMENT_GOES_ON = new Set(
  'and or but because so for since though as if when to of in on at with about that which than'.split(' '),
)
const COMMENT_ENDINGS = new Set(
  'great good huge okay ok fine nice brilliant amazing excellent lot big bad annoying awkward scary worrying problem win relief wanted hoped for expected needed thing us me'.split(
    ' ',
  ),
)
// A verb after "to", a modal or its subject pronoun takes what follows as its object: "… someone from finance to rerun
// the model …", "… I'm going to fix the timeout …", "… whether we regenerate the old statements …".
const TAKES_AN_OBJECT = new Set(
  "to can could will would should must might may please we i they you we'll i'll they'll".split(' '),
)
// A modal right after a subject pronoun is the subject's verb, not a question put to someone: "… three cranes and I
// would like HR to …" is not cut after "I" (but "it" and "you" are objects too: "… we haven't scoped it | could …").
const SUBJECT_PRONOUNS = new Set(['i', 'we', 'they', 'he', 'she'])
const MODAL = /^(?:can|could|would)$/
const MIN_CLAUSE_WORDS = 4
// No clause ends on a word that needs what follows it: "… total uptime across | the network …", "… and only | the ex
// CTO has the login". (A particle can end a clause: "in", "on", "over", "up" are not here.)
const HANGING_WORDS = new Set(
  'the a an to of at by for from with into onto under across through without within between against per via towards toward among this these those our my your their its only'.split(
    ' ',
  ),
)
// How likely a new sentence must be for the model to cut where no rule does. Cross-validated: 0.4 placed 5381 facts,
// 0.5 5377, 0.6 5373, but below 0.5 half the extra cuts split a clause a reader would keep ("… which means. | We keep
// supporting it …"); letting the model veto the rules' cuts, or cut in their place, placed fewer.
const LIKELY_BOUNDARY = 0.5
const SHORTEST_TAGGED_CLAUSE = 6
// How every pattern above begins ("the", "there", "they" and "then" all begin with "the"): a word
// that begins otherwise starts no clause, and its next six words need not be joined.
const CLAUSE_CUE_OPENINGS = /^(?:the|our|i|we|c|would|please|after|also|next|on|a|some|several|many|most|half)/
// A subject pronoun opens a clause ("… by friday we'll …"), unless it follows a word that binds it; a
// weak cue, since it also opens a relative clause ("features we removed"): a clear cue right after wins.
const PRONOUN_START = /^(?:we|i|they|we'll|i'll|they'll|we're|i'm|they're|we've|i've|we'd|i'd)\b/
// All of CLAUSE_STARTS in one pattern, for lower-case text (where REQUEST's ignoring case changes nothing): one
// scan a word instead of five.
const CLAUSE_START = new RegExp(CLAUSE_STARTS.map((pattern) => `(?:${pattern.source})`).join('|'))
const startsWithClauseCue = (lowerText: string) => CLAUSE_START.test(lowerText)

/** A lower-case word without what is not a letter or an apostrophe; most words have nothing to drop and skip the pattern. */
function lettersOnly(lowerWord: string): string {
  for (let at = 0; at < lowerWord.length; at++) {
    const code = lowerWord.charCodeAt(at)
    if (!((code >= 0x61 && code <= 0x7a) || code === 0x27)) return lowerWord.replace(/[^a-z']/g, '')
  }
  return lowerWord
}

/**
 * A "then" that ends a clause, taken off it: it opens the clause after ("… this sprint and then | we open it …" →
 * "Then we open it …"), where it says the order, and the clause before is not left ending in "and then".
 */
function thenBefore(clause: string[]): string[] {
  if (clause.length < MIN_CLAUSE_WORDS + 1) return []
  const last = clause.at(-1)!.toLowerCase()
  // "… from the platform team and next | we try …": "next" after "and" orders what follows, as "then" does.
  if (last !== 'then' && !(last === 'next' && clause.at(-2)!.toLowerCase() === 'and')) return []
  return [clause.pop()!]
}

/** Splits a long unpunctuated stretch where a new clause visibly starts, or where `boundaries` finds one likely. */
function splitClauses(text: string, boundaries: BoundaryModel | null): string[] {
  const words = text.split(' ')
  // The same words lower-cased, once for the whole text rather than once a look.
  const lowerText = text.toLowerCase()
  // Lower-casing word by word gives lowerText's words (a space ends a final sigma's context), and costs less than
  // splitting it again.
  const lowerWords = words.map((word) => word.toLowerCase())
  // Where word i starts in lowerText, kept as the loop goes rather than in an array for every word.
  let start = 0
  // The end in lowerText of the `count` words from word i: lowerWords.slice(i, i + count).join(' ').
  const endOfWords = (i: number, count: number) => {
    let end = start - 1
    for (let k = i; k < i + count; k++) end += lowerWords[k]!.length + 1
    return end
  }
  // Only where the speaker gave no commas: they already mark the clauses of typed or punctuated speech.
  const punctuated = /[,;:]\s/.test(text)
  const tags = punctuated ? [] : wordTags(text)
  const subjects = new Set(punctuated ? [] : subjectOpenings(words, tags, BINDING_WORDS))
  // Where no rule cuts, the learned model may: "… they're going to ask why | I'd like someone from finance to …".
  const likelihood = punctuated || !boundaries ? null : boundaries(lowerWords, tags)
  const joinsContractedSubject = punctuated ? PARTICLES : JOINS_CONTRACTED_SUBJECT
  // Word i opens the object of the verb before it, not a clause: "… to rerun | the model …".
  const objectOfVerb = (i: number) =>
    i >= 2 &&
    DETERMINERS.has(lowerWords[i]!) &&
    (TAKES_AN_OBJECT.has(lettersOnly(lowerWords[i - 2]!)) ||
      // … and after its particle: "… if they can speed up | the PO …".
      (i >= 3 && VERB_PARTICLES.has(lowerWords[i - 1]!) && TAKES_AN_OBJECT.has(lettersOnly(lowerWords[i - 3]!))) ||
      // … and in a question put to someone: "… can legal start | the vendor onboarding now".
      (i >= 3 && MODAL.test(lowerWords[i - 3]!)))
  const clauses: { words: string[]; weak: boolean; bySubject?: boolean; joinedBy?: string }[] = [
    { words: [], weak: false },
  ]
  for (let i = 0; i < words.length; start += lowerWords[i]!.length + 1, i++) {
    const current = clauses[clauses.length - 1]!
    if (subjects.has(i) && current.words.length >= MIN_CLAUSE_WORDS && !objectOfVerb(i)) {
      const then = thenBefore(current.words)
      // "… of users and | feedback is mostly positive …": the "and" only joined the two clauses.
      const joinedBy = current.words.at(-1)!.toLowerCase() === 'and' ? current.words.pop() : undefined
      // A clause a cue opens too is no short afterthought: "… to their teams | the survey closes on Friday".
      const cued = startsWithClauseCue(lowerText.slice(start, i + 6 < words.length ? endOfWords(i, 6) : undefined))
      clauses.push({ words: [...then, words[i]!], weak: false, bySubject: !cued, joinedBy })
      continue
    }
    // After the speaker's comment on what they said ("… which is great", "… that's huge for us") any subject opens
    // the next clause: "… within 2% which is great | the BIM model is out of date …".
    // After a time that ends a clause, a short subject and its verb do too: "… no line stops this week | CO2 supply
    // is a worry again".
    const mayEnd =
      !punctuated &&
      current.words.length >= MIN_CLAUSE_WORDS &&
      words.length - i >= MIN_CLAUSE_WORDS &&
      !COMMENT_GOES_ON.has(lettersOnly(lowerWords[i]!))
    if (
      mayEnd &&
      ((COMMENT_ENDINGS.has(lettersOnly(lowerWords[i - 1]!)) &&
        COMMENT_THAT_ENDS_A_CLAUSE.test(lowerWords.slice(Math.max(0, i - 8), i).join(' '))) ||
        (TIME_ENDINGS.has(lettersOnly(lowerWords[i - 1]!)) &&
          SHORT_SUBJECT_AND_VERB.test(lowerWords.slice(i, i + 4).join(' ')) &&
          TIME_THAT_ENDS_A_CLAUSE.test(lowerWords.slice(Math.max(0, i - 5), i).join(' '))))
    ) {
      clauses.push({ words: [words[i]!], weak: false })
      continue
    }
    // The cheap checks first: the next six words are joined only where a clause may start.
    const cue = words.length - i >= MIN_CLAUSE_WORDS - 1 && i > 0 && CLAUSE_CUE_OPENINGS.test(lowerWords[i]!)
    // The word before with only its letters and apostrophes, as BINDING_WORDS holds them; read only after a cue.
    const before = cue ? lettersOnly(lowerWords[i - 1]!) : ''
    const mayStart =
      cue &&
      !(MODAL.test(lowerWords[i]!) && SUBJECT_PRONOUNS.has(before)) &&
      !HANGING_WORDS.has(before) &&
      (!BINDING_WORDS.has(before) ||
        (joinsContractedSubject.has(before) && SUBJECT_CONTRACTION.test(lowerWords[i]!)) ||
        ((before === 'and' || before === 'so') && !punctuated && SUBJECT_AFTER_JOINER.test(lowerText.slice(start))) ||
        (before === 'so' && !punctuated && MODAL.test(lowerWords[i]!)))
    // The next six words: lowerWords.slice(i, i + 6).join(' '), cut from the text instead of joined.
    const ahead = mayStart ? lowerText.slice(start, i + 6 < words.length ? endOfWords(i, 6) : undefined) : ''
    const strong =
      mayStart &&
      !objectOfVerb(i) &&
      (startsWithClauseCue(ahead) ||
        (!punctuated &&
          DETERMINED_SUBJECT.test(ahead) &&
          TIME_THAT_ENDS_A_CLAUSE.test(lowerWords.slice(Math.max(0, i - 5), i).join(' '))))
    const weak = mayStart && !strong && PRONOUN_START.test(ahead)
    if (current.words.length < MIN_CLAUSE_WORDS && current.weak && strong) {
      // "… features we removed can you ask …": the relative clause goes back to its sentence.
      clauses.pop()
      clauses[clauses.length - 1]!.words.push(...current.words)
      clauses.push({ words: [words[i]!], weak: false })
    } else if (current.words.length >= MIN_CLAUSE_WORDS && (strong || weak)) {
      const then = thenBefore(current.words)
      // "… add boleto this quarter and | we'll launch …": the "and" only joined the two clauses.
      const joiner = then.length > 0 ? current.words.at(-1)!.toLowerCase() : before
      if (joiner === 'and' || joiner === 'so') current.words.pop()
      clauses.push({ words: [...then, words[i]!], weak })
    } else if (
      likelihood &&
      current.words.length >= MIN_CLAUSE_WORDS &&
      words.length - i >= MIN_CLAUSE_WORDS &&
      !HANGING_WORDS.has(lettersOnly(lowerWords[i - 1]!)) &&
      likelihood(i, current.words.length) > LIKELY_BOUNDARY
    )
      clauses.push({ words: [words[i]!], weak: false })
    else current.words.push(words[i]!)
  }
  // A short clause the tagger opened goes back to the one before it: "… the builder crashes on wide reports
  // and two customers hit that already" says one thing.
  const merged = clauses.reduce<typeof clauses>((kept, clause) => {
    const previous = kept.at(-1)
    if (previous && clause.bySubject && clause.words.length < SHORTEST_TAGGED_CLAUSE)
      previous.words.push(...(clause.joinedBy ? [clause.joinedBy] : []), ...clause.words)
    else kept.push(clause)
    return kept
  }, [])
  // One clause holding every word, in order, is the text itself: most long sentences stay whole, unjoined.
  if (merged.length === 1 && merged[0]!.words.length === words.length) return [text]
  return merged.map((clause) => clause.words.join(' '))
}

const CAPITALISED_WORDS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'January',
  'February',
  'March',
  'April',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'Android',
  'iOS',
  'macOS',
  'iPadOS',
  'watchOS',
  'iCloud',
  'eBay',
  'npm',
  'pnpm',
  'Slack',
  'Jira',
  'Figma',
  'Salesforce',
  'Stripe',
  'Google',
  'Apple',
  'Microsoft',
  'GitHub',
]
const ACRONYMS = [
  'API',
  'APIs',
  'SSO',
  'CSV',
  'UI',
  'UX',
  'QA',
  'KPI',
  'KPIs',
  'OKR',
  'OKRs',
  'NPS',
  'ARR',
  'MRR',
  'SLA',
  'SLAs',
  'SDK',
  'GPU',
  'GPUs',
  'CPU',
  'AI',
  'ML',
  'LLM',
  'CRM',
  'SEO',
  'SaaS',
  'B2B',
  'B2C',
  'PR',
  'PRs',
  'MVP',
  'ETA',
  'EOD',
  'EOW',
  'PM',
  'PMs',
  'GA',
  'SOC',
  'GDPR',
  'HIPAA',
  'AWS',
  'GCP',
  'CI',
  'iPhone',
  'iPad',
  'PDF',
  'URL',
]
const PROPER_CASE = new Map([...CAPITALISED_WORDS, ...ACRONYMS].map((word) => [word.toLowerCase(), word]))

/** Whether a word is a name or acronym that keeps its capitals mid-sentence. */
export function isProperWord(word: string): boolean {
  return PROPER_CASE.has(word.toLowerCase().replace(/[^a-z0-9]/g, ''))
}

// A word written with a capital after a small letter ("iPhone", "eBay", "tvOS") is a name written as its owner
// writes it.
const INNER_CAPITAL = /^[a-z]+[A-Z]/

/** `text` opening with a capital, unless its first word is a name that opens with a small letter ("iOS", "npm"). */
export function capitalised(text: string): string {
  const first = text.slice(0, text.indexOf(' ') === -1 ? undefined : text.indexOf(' '))
  if (INNER_CAPITAL.test(first) || PROPER_CASE.get(first.toLowerCase().replace(/[^a-z0-9]/g, ''))?.match(/^[a-z]/))
    return text
  return text.charAt(0).toUpperCase() + text.slice(1)
}

// What each filler pattern below cannot match without: most sentences hold none of these, and a plain
// search for them is cheaper than the patterns' own scan (a test, unlike a replacement, needs no call into the
// runtime). Tested on the text as it stands at that step.
const PAUSE_COMMAS = /,[^,]*,/
const FILLER_SOUND_IN = new RegExp(FILLER_SOUNDS.source, 'i')
const YOU_KNOW_WORDS = /you know/i
const FILLER_PHRASE_WORDS = /i mean|basically|actually|literally|honestly|kind of like|sort of like/i
const LIKE_WORD = /like/i

// Whether any step below could change the text: most sentences, once the whole text has lost its fillers, hold
// none, and one search replaces the five.
const ANY_FILLER = new RegExp(
  `${PAUSE_COMMAS.source}|${FILLER_SOUNDS.source}|you know|i mean|basically|actually|literally|honestly|like`,
  'i',
)

function removeFillers(text: string): string {
  if (!ANY_FILLER.test(text)) return text
  // Commas around a filler only marked the pause: "the, uh, design" → "the design".
  let result = PAUSE_COMMAS.test(text)
    ? text.replace(/,\s*(?:u+m+|u+h+|e+r+m+|e+r|a+h+|h+m+|you know|i mean|like)\s*,/gi, ' ')
    : text
  if (FILLER_SOUND_IN.test(result)) result = result.replace(FILLER_SOUNDS, '$1')
  if (YOU_KNOW_WORDS.test(result)) result = result.replace(SO_YOU_KNOW, '$1').replace(YOU_KNOW, '$1')
  if (FILLER_PHRASE_WORDS.test(result)) result = result.replace(FILLER_PHRASES, '$1')
  if (!LIKE_WORD.test(result)) return result
  return result
    .replace(LIKE_BEFORE_NUMBER, 'about ')
    .replace(LIKE_FILLER, (whole, before: string | undefined) => (whole.startsWith(',') ? ' ' : (before ?? '')))
}

// Runs of three, two and one words said again, longest first; compiled once, not per sentence. Whole words only:
// "check-in in February" says "in" once after "check-in", and "in in-house" once before it.
const REPEATS = [3, 2, 1].map((size) => {
  const words = `[\\w'%.-]+${"\\s+[\\w'%.-]+".repeat(size - 1)}`
  return new RegExp(`(?<![\\w'%.-])(${words})(?:,?\\s+\\1(?![\\w'%-]))+`, 'gi')
})

/**
 * Whether any of REPEATS could match, read word by word without their backtracking: most sentences say nothing
 * twice, and this is cheaper than the three patterns. A word said again ends one word and opens the next ("we we",
 * "re-run run"); a run of two or three said again has its first word end the word two or three back, its middle
 * word come again whole and its last word open the word after ("… new flow, new flows").
 */
function maySayAgain(text: string): boolean {
  // The words of splitOnWhitespace(lower), read in place: lower.slice(starts[i], ends[i]) is word i.
  const lower = text.toLowerCase()
  const { starts, ends } = wordSpans(lower)
  // Whether the `length` characters at `a` and at `b` are the same.
  const same = (a: number, b: number, length: number) => {
    for (let k = 0; k < length; k++) if (lower.charCodeAt(a + k) !== lower.charCodeAt(b + k)) return false
    return true
  }
  // Whether word `index` ends with the characters from `from` to `to`, or opens with them.
  const endsWith = (index: number, from: number, to: number) =>
    ends[index]! - starts[index]! >= to - from && same(ends[index]! - (to - from), from, to - from)
  const startsWith = (index: number, from: number, to: number) =>
    ends[index]! - starts[index]! >= to - from && same(starts[index]!, from, to - from)
  for (let at = 1; at < starts.length; at++) {
    const word = starts[at]!
    const wordEnd = ends[at]!
    // The word before, without its comma.
    const before = starts[at - 1]!
    const beforeEnd = ends[at - 1]! > before && lower[ends[at - 1]! - 1] === ',' ? ends[at - 1]! - 1 : ends[at - 1]!
    // Where the word's first letter stands in the word before, nearest its end first, the rest of the word before
    // opens the word.
    const first = lower.charCodeAt(word)
    for (let from = beforeEnd - 1; from >= before && beforeEnd - from <= wordEnd - word; from--)
      if (lower.charCodeAt(from) === first && same(word, from, beforeEnd - from)) return true
    if (at + 1 >= starts.length || at < 2) continue
    if (endsWith(at - 2, word, wordEnd) && startsWith(at + 1, before, beforeEnd)) return true
    if (
      at >= 3 &&
      endsWith(at - 3, word, wordEnd) &&
      ends[at - 2]! - starts[at - 2]! === ends[at + 1]! - starts[at + 1]! &&
      startsWith(at - 2, starts[at + 1]!, ends[at + 1]!) &&
      at + 2 < starts.length &&
      startsWith(at + 2, before, beforeEnd)
    )
      return true
  }
  return false
}

/** "we we shipped", "the the", "we are we are" → said once; a number said twice is a number ("twenty twenty"). */
function removeRepeats(text: string): string {
  if (!maySayAgain(text)) return text
  return REPEATS.reduce(
    (result, repeat) =>
      result.replace(repeat, (whole, once: string) =>
        once.toLowerCase().split(/\s+/).every(isNumberWord) ? whole : once,
      ),
    text,
  )
}

const DASH = /—|--|–/
/** A restart after a dash ("we were going to — we decided") keeps only what the speaker settled on. */
function removeFalseStarts(sentence: string): string {
  // Without a dash there is no restart, and the pattern's search through the first 40 characters is skipped.
  if (!DASH.test(sentence)) return sentence
  return sentence.replace(/^([^.!?—–]{1,40}?)\s*(?:—|--|–)\s*(?=\w)/, (fragment, words: string) =>
    words.trim().split(/\s+/).length <= 6 ? '' : fragment,
  )
}

/** How many words `text.split(' ')` would give, without making them. */
function wordCount(text: string): number {
  let count = 1
  for (let at = text.indexOf(' '); at !== -1; at = text.indexOf(' ', at + 1)) count++
  return count
}

// What may open a sentence after a full stop, a question mark or an exclamation mark and a space.
const SENTENCE_OPENING = /["'(]?[A-Za-z0-9]/y

// A full stop that shortens a word, not one that ends a sentence: a title before a name ("Dr. Ruiz"), a Latin or
// measuring abbreviation ("e.g. the", "vs. last week", "approx. 40"), "No." before a number.
const TITLE = /^(?:dr|mr|mrs|ms|prof|st|mt|jr|sr|fr)\.$/i
const NEVER_ENDS = /^(?:e\.g|i\.e|vs|cf|approx|ca|esp|incl|dept|est|fig)\.$/i
// "etc." and initialisms ("U.S.") end a sentence only when a capital follows: "the U.S. accounts", "in the U.S. Then".
const MAY_END = /^(?:etc|(?:[a-z]\.){1,}[a-z])\.$/i
const NUMBER_ABBREVIATION = /^no\.$/i
// A single capital is an initial before a name ("J. Patel"), not before a word that opens a sentence ("plan B. Then").
const INITIAL = /^[A-Z]\.$/
const SENTENCE_OPENER =
  /^(?:the|a|an|we|i|it|this|that|these|those|they|there|then|next|but|and|so|also|our|my|he|she|you|if|when|after|before|now|please|can|could|will|would|no|yes|in|on|at|for|to|as|all|one|what|how|why|overall|finally|meanwhile|however|still|both|every|each|some|nothing)$/i

// The longest word any pattern above matches ("approx."): a longer one ends its sentence without a test.
const LONGEST_ABBREVIATION = 8

/** Whether the full stop ending text[start..at) shortens a word and the sentence goes on after it. */
function abbreviationGoesOn(text: string, start: number, at: number): boolean {
  const wordStart = Math.max(start, text.lastIndexOf(' ', at - 1) + 1)
  if (at - wordStart > LONGEST_ABBREVIATION) return false
  const word = text.slice(wordStart, at)
  if (TITLE.test(word) || NEVER_ENDS.test(word)) return true
  const nextEnd = text.indexOf(' ', at + 1)
  const nextWord = text.slice(at + 1, nextEnd === -1 ? undefined : nextEnd).replace(/^["'(]/, '')
  if (NUMBER_ABBREVIATION.test(word)) return /^\d/.test(nextWord)
  if (MAY_END.test(word)) return !/^[A-Z]/.test(nextWord)
  if (INITIAL.test(word))
    return /^[A-Z][a-z]/.test(nextWord) && !SENTENCE_OPENER.test(nextWord.replace(/[^A-Za-z]/g, ''))
  return false
}

/**
 * Single-spaced text cut at each space after a full stop, question mark or exclamation mark that a sentence's
 * opening follows (`split(/(?<=[.!?]) (?=["'(]?[A-Za-z0-9])/)` without a look-behind at every character), but not
 * after an abbreviation the sentence goes on from.
 */
function sentencesAtStops(text: string): string[] {
  const sentences: string[] = []
  let start = 0
  for (let at = text.indexOf(' '); at !== -1; at = text.indexOf(' ', at + 1)) {
    const stop = text[at - 1]
    if (stop !== '.' && stop !== '!' && stop !== '?') continue
    SENTENCE_OPENING.lastIndex = at + 1
    if (!SENTENCE_OPENING.test(text)) continue
    if (stop === '.' && abbreviationGoesOn(text, start, at)) continue
    sentences.push(text.slice(start, at))
    start = at + 1
  }
  sentences.push(text.slice(start))
  return sentences
}

// A typed list's marker: "- ", "* ", "• ", "1. ", "2) ".
const LIST_MARKER = /^\s*(?:[-*•–]|\d+[.)])\s+/

/**
 * A typed note's lines, each without its list marker: a line break ends a sentence even where the writer put no
 * full stop ("- 38 of 52 events implemented on web" then "- mobile tracking sprint starts 6 Jan").
 */
const lines = (text: string): string[] =>
  text.includes('\n') ? text.split(/\n+/).map((line) => line.replace(LIST_MARKER, '')) : [text]

/** Splits into sentences; long unpunctuated stretches (raw speech recognition) split before cue phrases. */
function splitSentences(text: string, boundaries: BoundaryModel | null): string[] {
  // Loops rather than a chain of flatMap, map and filter: no array between the steps (a call per recording).
  const sentences: string[] = []
  const keep = (sentence: string) => {
    const trimmed = sentence.trim()
    if (HAS_WORD_CHARACTER.test(trimmed)) sentences.push(trimmed)
  }
  for (const line of lines(text))
    for (const sentence of sentencesAtStops(singleSpaced(line))) {
      if (wordCount(sentence) > 20) for (const clause of splitClauses(sentence, boundaries)) keep(clause)
      else keep(sentence)
    }
  return sentences
}
const HAS_WORD_CHARACTER = /[A-Za-z0-9]/

// Whatever a step of tidyPunctuation would change, found in one scan: most sentences are tidy already.
const UNTIDY = /\s[,.;:!?%]|[,;:]\s*[,;:.!?]|^[\s,;:.…]|[\s,;:]$|\s\s/

function tidyPunctuation(sentence: string): string {
  if (!UNTIDY.test(sentence)) return sentence
  return sentence
    .replace(/\s+([,.;:!?%])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/[,;:]+\s*([.!?])/g, '$1')
    .replace(/^[\s,;:.…]+/, '')
    .replace(/[\s,;:]+$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

/** Tidies what a step made of tidy text; tidying is idempotent, so an unchanged text is already tidy. */
const tidyAfter = (tidy: string, changed: string) => (changed === tidy ? tidy : tidyPunctuation(changed))

// Only the words that change, so the replacement runs per name rather than per word of the sentence.
const PROPER_OR_I = new RegExp(`\\b(?:${[...PROPER_CASE.keys(), 'i'].join('|')})\\b`, 'gi')

// Most sentences hold no name: the search is cheaper than the replacement's.
const PROPER_OR_I_IN = new RegExp(PROPER_OR_I.source, 'i')
const A_B_TEST_WORD = /test/i

function fixCase(sentence: string): string {
  const cased = PROPER_OR_I_IN.test(sentence)
    ? sentence.replace(PROPER_OR_I, (word) => PROPER_CASE.get(word.toLowerCase()) ?? (word === 'i' ? 'I' : word))
    : sentence
  // Each pattern below needs its apostrophe or the word "test": most sentences skip both.
  const withI = cased.includes("'") ? cased.replace(/\bi(?='(?:m|ve|d|ll)\b)/g, 'I') : cased
  const withAB = A_B_TEST_WORD.test(withI) ? withI.replace(/\ba b test/gi, 'A/B test') : withI
  return capitalised(withAB)
}

const OPENS_WITH_MODAL = /^(?:can|could|would|will) /i

function endSentence(sentence: string): string {
  if (/[.!?]$/.test(sentence)) return sentence
  // Unpunctuated speech: a request put as a question keeps its question mark; the tagger tells a question put
  // to anyone ("can the sales director make …") from a statement only where word lists do not.
  // Each way of asking opens with a modal: a sentence without one is not tried against them.
  const asks =
    OPENS_WITH_MODAL.test(sentence) &&
    (/^(?:can|could|would|will) (?:you|someone|somebody|we get)\b/i.test(sentence) ||
      REQUEST.test(sentence) ||
      opensWithQuestion(sentence))
  return asks ? `${sentence}?` : `${sentence}.`
}

/** One spoken sentence, written: no opener or filler, digits, capitals and a full stop. */
function writeSentence(raw: string): string {
  const tidied = tidyPunctuation(removeFillers(raw))
  let sentence = tidyAfter(tidied, tidied.replace(OPENERS, '').replace(EARLIER_MESSAGE, ''))
  sentence = tidyAfter(sentence, removeFalseStarts(sentence))
  sentence = tidyAfter(sentence, removeRepeats(sentence))
  if (!sentence) return ''
  return endSentence(fixCase(spokenNumbersToDigits(sentence)))
}

/**
 * Spoken text as written sentences, in order; empty sentences (only fillers) are dropped. `boundaries` finds where
 * sentences end in unpunctuated speech; null leaves that to the rules.
 */
export function writtenSentences(text: string, boundaries: BoundaryModel | null = storedBoundaryModel): string[] {
  // Fillers go before splitting, so "um." or "so, uh," never becomes a sentence of its own.
  const written: string[] = []
  for (const [index, sentence] of splitSentences(removeFillers(text), boundaries).entries()) {
    const writtenSentence = writeSentence(index === 0 ? withoutGreeting(sentence) : sentence)
    if (writtenSentence) written.push(writtenSentence)
  }
  return written
}
