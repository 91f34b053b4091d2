// Issue 16: what a sentence's grammar says about where it goes, whatever it is about — the placement model's
// word features remember the topics of the notes it learned from ("oven", "forklift"), which fresh notes do not
// share; tense, modality, negation, requests, the time a sentence points to and trouble rising or falling carry over.

import { keepRecentResults } from './recent-results.ts'

/** A past-tense verb said without "-ed". */
export const IRREGULAR_PAST =
  'went|got|was|were|had|did|sold|won|grew|fell|rose|broke|came|ran|made|took|gave|found|began|brought|bought|built|caught|chose|drove|felt|held|kept|knew|led|left|lost|met|paid|put|read|said|sent|set|shut|spent|stood|told|thought|wrote|hit|cut|quit'
const PAST = new RegExp(`\\b(?:${IRREGULAR_PAST}|[a-z]{2,}ed)\\b`)
const PERFECT =
  /\b(?:we've|i've|they've|it's been|has|have|had|hasn't|haven't|hadn't) (?:\w+ )?(?:been|\w+ed|done|gone|got|gotten|made|seen)\b/
const FUTURE = /\b(?:will|won't|shall|we'll|i'll|they'll|it'll|he'll|she'll|going to|gonna|about to)\b/
const PROGRESSIVE = /\b(?:i'm|we're|they're|it's|he's|she's|am|is|are) (?:\w+ )?[a-z]{2,}ing\b/
const PRESENT = /\b(?:is|are|am|does|do|has)\b|\b[a-z]{3,}s\b/
const MODAL = /\b(?:should|could|might|may|must|would|need to|needs to|have to|has to|ought to)\b/
const NEGATION = /\b(?:not|no|never|nobody|nothing|none|neither|nor)\b|n't\b/
const NEED =
  /\b(?:we|i) (?:really |still |also )?(?:need|needs|want|would like)\b|\b(?:i'd|we'd) (?:really )?(?:like|love)\b/
const REQUEST =
  /^(?:please|can you|could you|would you|can we|could we|can someone|could someone|can anyone|could anyone|does anyone|if anyone|if someone|if you|let's|let me know|someone|anyone)\b|\b(?:can|could|would) (?:you|someone|anyone|somebody)\b|\bif (?:anyone|someone|somebody|you) (?:can|could|has|knows|wants)\b|\bplease\b/
// An order opens with a plain verb: "Send me the numbers", "Approve the budget by Friday".
const IMPERATIVE =
  /^(?:send|approve|review|sign|confirm|check|tell|let|get|give|book|share|forward|loop|add|help|make|find|ping|call|email|decide|chase|look|take)\b/
const AHEAD =
  /\b(?:tomorrow|next|upcoming|later|soon|by (?:monday|tuesday|wednesday|thursday|friday|the end|end of|eod|tomorrow|next)|in (?:a|an|one|two|three|four|few|\d+) (?:days?|weeks?|months?)|this coming|from now|(?:on|by|before) the \d+(?:st|nd|rd|th))\b/
const BEHIND =
  /\b(?:yesterday|last (?:week|sprint|month|quarter|night|year|time)|ago|so far|this morning|earlier|already|since|to date|over the (?:weekend|past))\b/
const TROUBLE_RISING =
  /\b(?:slipp?(?:ed|ing|s)?|blocked|blocking|blocker|at risk|delayed|behind|broke|broken|failing|failed|worse|stuck|down|outage|late|missed|miss|overdue|short|lost|losing|dropp(?:ed|ing)|fell|falling|churn(?:ed|ing)?|complain\w*|risk\w*|worr\w+|concern\w*)\b/
const TROUBLE_FALLING =
  /\b(?:resolved|fixed|solved|recovered|back to|back up|unblocked|cleared|sorted|restored|patched|no longer|on track|stable|stabilised|stabilized|under control)\b/
// A measure moving the wrong way: what should be low went up, what should be high went down.
const BAD_MEASURE_ROSE =
  /\b(?:tickets|errors?|complaints|churn|costs?|bill|spend|latency|bugs|incidents|outages|backlog|queue|refunds|cancellations|returns|defects|crash(?:es)?|wait(?:ing)? times?|response times?|load times?)\b(?: \w+){0,4} (?:went up|(?:is|are|was|were) up|rose|increased|doubled|tripled|grew|jumped|spiked|climbed)\b/
const GOOD_MEASURE_FELL =
  /\b(?:sales|revenue|signups|sign ups|conversions?|retention|usage|leads|traffic|bookings|orders|renewals|margins?|engagement|trials|nps|satisfaction)\b(?: \w+){0,4} (?:went down|(?:is|are|was|were) down|fell|dropped|decreased|declined|shrank|halved)\b/
// Less than was wanted: "we only booked 320", "only 3 of the 10".
const SHORTFALL =
  /\bonly (?:\w+ )?(?:\d|one|two|three|four|five|half)|\b(?:short of|below|under|missed) (?:the |our )?(?:target|plan|goal|forecast)\b/
const QUANTITY_MOVED = /\b(?:up|down|from|to|by) (?:about |around |over |nearly )?\d/

const GRAMMAR: readonly [name: string, pattern: RegExp][] = [
  ['past', PAST],
  ['perfect', PERFECT],
  ['future', FUTURE],
  ['progressive', PROGRESSIVE],
  ['present', PRESENT],
  ['modal', MODAL],
  ['negation', NEGATION],
  ['need', NEED],
  ['request', REQUEST],
  ['imperative', IMPERATIVE],
  ['ahead', AHEAD],
  ['behind', BEHIND],
  ['trouble-rising', TROUBLE_RISING],
  ['trouble-falling', TROUBLE_FALLING],
  ['quantity-moved', QUANTITY_MOVED],
  ['bad-measure-rose', BAD_MEASURE_ROSE],
  ['good-measure-fell', GOOD_MEASURE_FELL],
  ['shortfall', SHORTFALL],
]

// The placement model reads each sentence's grammar three times, as itself and as the neighbour of the sentences
// before and after it: the last few sentences' features are kept.
const RECENT_SENTENCES = 16

/** The grammar features of a sentence, and the pairs of them that say more together ("future" with "negation"). */
export const grammarFeatures: (sentence: string) => readonly string[] = keepRecentResults(readGrammar, RECENT_SENTENCES)

function readGrammar(sentence: string): string[] {
  const lower = sentence.toLowerCase().replace(/’/g, "'")
  const found = GRAMMAR.flatMap(([name, pattern]) => (pattern.test(lower) ? [name] : []))
  const features = found.map((name) => `g:${name}`)
  for (let first = 0; first < found.length; first++)
    for (let second = first + 1; second < found.length; second++) features.push(`g:${found[first]}+${found[second]}`)
  if (found.length === 0) features.push('g:none')
  return features
}
