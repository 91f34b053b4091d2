// Where a sentence of a quick update belongs, by what it says (issue 4): requests and deadlines →
// Ask; blocked, risk, could slip → risks; shipped, finished, up/down by → progress; next week,
// will, plan, dates ahead → next. Each cue adds weight; the heaviest section wins.

import { ASK_CUES } from '@sayso/shared'
import { BINDING_WORDS } from './clean-speech.ts'

/** `status` feeds the TL;DR; `nothing` is dropped ("No asks this week"); `unplaced` follows the sentence before it. */
export type QuickPlacement = 'ask' | 'risks' | 'progress' | 'next' | 'status' | 'nothing' | 'unplaced'

type Cue = [pattern: RegExp, weight: number]

const CUES: Record<'ask' | 'risks' | 'progress' | 'next', readonly Cue[]> = {
  ask: ASK_CUES,
  risks: [
    [/\brisks?\b|\brisky\b/i, 4],
    [/\bblock(?:s|ed|er|ers|ing)\b/i, 4],
    [/\bderail/i, 4],
    [
      /\b(?:could|might|may|will|would|is going to|are going to) (?:slip|be late|delay|push (?:back )?(?:the|our)|miss|not make|fall behind|blow)/i,
      4,
    ],
    [/\bslip(?:s|ping|page|ped)?\b/i, 3],
    [/\b(?:concern(?:ed|s|ing)?|worr(?:y|ied|ies|ying)|nervous)\b/i, 3],
    [/\bat risk\b/i, 4],
    [/\b(?:delay(?:ed|s)?|behind (?:schedule|plan)|late)\b/i, 2],
    [/\bdepend(?:s|ing|ency|encies|ent)? on\b|\bdependenc(?:y|ies)\b/i, 2],
    [/\b(?:waiting|stuck) on\b|\bstuck\b/i, 3],
    [/\b(?:issues?|problems?|bugs?|outages?|incidents?|regressions?|churn)\b/i, 1],
    [/\b(?:timing out|time ?outs?|failing|broken|down for|flaky|slower than)\b/i, 2],
    [/\b(?:haven't|hasn't|didn't|won't|can't|cannot|unable to)\b/i, 1],
    [
      /\bnot (?:yet |been )?(?:scheduled|started|confirmed|committed|agreed|approved|staffed|ready|done|provisioned|closed|fixed)\b|\b(?:still|yet to be) (?:missing|open|pending|unresolved|waiting)\b|\bmissing\b/i,
      3,
    ],
    [/\b(?:could|might|may) (?:be )?(?:off|wrong|inaccurate|incomplete|unreliable)\b/i, 3],
    [
      /\b(?:could|might|may|will) (?:break|stop|block|hurt|affect|impact|jump|spike|drop|fall|go up|cost us|lose|cause)\b/i,
      3,
    ],
    // What breaks on a condition: "if we drop those tables now the dashboards break".
    [/\bif\b.{0,60}\b(?:break|breaks|fail|fails|stop working|stops working|go down|goes down|crash|crashes)\b/i, 3],
    [/\b(?:close to|near|at|over) (?:its|their|our|the) (?:limit|ceiling|capacity|quota|maximum|max)\b/i, 3],
    [
      /\b(?:might|may|could|won't|will not|wouldn't) (?:not )?(?:get |be )?(?:fixed|done|finished|ready|make it|happen|land|ship)\b/i,
      3,
    ],
    [/\bthe (?:catch|downside|challenge|tricky part|hard part|bad news)\b|\b(?:nobody|no one) owns\b|\bno owner\b/i, 3],
    [/\b(?:short on|shortage|capacity|only (?:have|got))\b/i, 2],
    [/\b(?:unless|if we don't|if they don't)\b/i, 2],
  ],
  progress: [
    [
      /\b(?:shipped|launched|released|finished|completed|closed(?: out)?|delivered|rolled out|went (?:live|out|to)|hit|reached|signed|migrated|merged|fixed|resolved|landed|published|onboarded|wrapped(?: up)?|achieved|grew|increased|decreased|reduced|improved|cut|hired|decided|agreed|approved|signed off|renewed|won|converted|cleared|passed|got|moved|dropped|fell|rose|doubled|tripled|halved|jumped|climbed|went from)\b/i,
      3,
    ],
    [/\b(?:we'?ve|have|has) (?:\w+ )?(?:been )?\w+ed\b/i, 2],
    [
      /\b(?:is|are|now|been) (?:mostly |almost |nearly |fully |all |already )?(?:done|final|live|complete|finished|out|ready|merged|deployed|approved|signed)\b/i,
      3,
    ],
    [/\b(?:up|down) (?:by )?(?:about |around |roughly |almost |nearly |over )?\d/i, 3],
    [/\b(?:is|are|was|were|at|now|to) (?:about |around |roughly |almost |nearly |over )?\d[\d.,]*%?/i, 1],
    [/\b(?:shows?|showed)\b/i, 1],
    [/\b(?:so far|this week|last week|yesterday|this morning|this sprint|last sprint|last month)\b/i, 1],
  ],
  next: [
    // Opening with "next week" frames the sentence; "by next Monday" later on is a deadline.
    [/^(?:\w+ ){0,2}next (?:week|sprint|month|quarter|up|step|steps|phase)\b/i, 4],
    [/\bnext (?:week|sprint|month|quarter|up|step|steps|phase|monday|tuesday|wednesday|thursday|friday)\b/i, 2],
    [
      /\b(?:will|we'll|i'll|they'll|it'll|going to|gonna|plan(?:ning)? to|planned|intend to|aim to|about to|upcoming|coming up|on deck|scheduled)\b/i,
      3,
    ],
    [/\bafter that\b|\bthen (?:we|start|move|kick)\b|\bfollowed by\b/i, 3],
    [
      /\b(?:start|starting|kick(?:ing)? off|begin|beginning|ramp|ramping|roll(?:ing)? out|launching|moving to|move to)\b/i,
      1,
    ],
    [
      /\b(?:in|by|on|starting|from) (?:january|february|march|april|may|june|july|august|september|october|november|december|q[1-4])\b/i,
      1,
    ],
    [/\bnext\b/i, 1],
  ],
}

// Said to set the scene or give overall confidence: it belongs in the TL;DR, not in a section.
const STATUS = [
  /\b(?:quick |short |brief |weekly )?(?:update|status|news|check-?in|recap|rundown) (?:on|for|about|from)\b/i,
  /\b(?:is|are|we'?re|we are|it's|everything is|things are) (?:still |mostly |largely |roughly )?(?:on track|off track|on schedule|ahead of schedule|going well|in good shape|green|yellow|red|tracking well)\b/i,
  /^(?:here's|here is|this is) (?:a |my |our |the |where |what |how )/i,
]

// "No asks this week": a sentence about the absence of content belongs nowhere.
const NOTHING =
  /^(?:(?:no|there (?:are|is) no|i have no|we have no|(?:i|we) (?:don't|do not) have any) (?:real |other |new |big |major )?(?:asks?|requests?|blockers?|risks?|concerns?|updates?)|nothing(?: is|'s)? (?:blocking|at risk|in (?:the|our) way|to (?:ask|flag|report)))\b/i

function scoreSentence(sentence: string): Record<keyof typeof CUES, number> {
  const scores = { ask: 0, risks: 0, progress: 0, next: 0 }
  for (const section of Object.keys(CUES) as (keyof typeof CUES)[]) {
    for (const [pattern, weight] of CUES[section]) if (pattern.test(sentence)) scores[section] += weight
  }
  return scores
}

// On a tie the more urgent section wins: an ask with a date is still an ask.
const PRECEDENCE = ['ask', 'risks', 'next', 'progress'] as const

// Determiners and pronouns that may open the second clause of run-on speech.
const CLAUSE_OPENERS = new Set(['the', 'our', 'their', 'this', 'that', 'we', 'i', 'they', 'it', 'there'])
type Scores = ReturnType<typeof scoreSentence>
const strongest = (scores: Scores) => Math.max(...Object.values(scores))
const strongestSection = (scores: Scores) =>
  PRECEDENCE.reduce((winner, section) => (scores[section] > scores[winner] ? section : winner), PRECEDENCE[0])

/**
 * A long run-on sentence of raw speech recognition can hold two facts for two sections ("… hit
 * 15,000 dollars the payout integration is still not approved …"). It is split where the two
 * halves belong to different sections most clearly; otherwise it is left whole.
 */
export function splitMixedSentence(sentence: string): string[] {
  const words = sentence.replace(/[.!?]$/, '').split(' ')
  // Only unpunctuated speech: a speaker's own commas already mark the clauses.
  if (words.length < 16 || /[,;:]\s/.test(sentence)) return [sentence]
  const whole = strongest(scoreSentence(sentence))
  let best: { at: number; score: number } | null = null
  for (let at = 5; at <= words.length - 5; at++) {
    if (!CLAUSE_OPENERS.has(words[at]!.toLowerCase()) || BINDING_WORDS.has(words[at - 1]!.toLowerCase())) continue
    const left = scoreSentence(words.slice(0, at).join(' '))
    const right = scoreSentence(words.slice(at).join(' '))
    if (strongest(left) < 3 || strongest(right) < 3 || strongestSection(left) === strongestSection(right)) continue
    const score = strongest(left) + strongest(right)
    if (score > whole && (!best || score > best.score)) best = { at, score }
  }
  if (!best) return [sentence]
  const right = words.slice(best.at).join(' ')
  return [
    `${words.slice(0, best.at).join(' ')}.`,
    `${right.charAt(0).toUpperCase()}${right.slice(1)}${/[.!?]$/.test(sentence) ? sentence.slice(-1) : '.'}`,
  ]
}

export function placeSentence(sentence: string): QuickPlacement {
  if (NOTHING.test(sentence)) return 'nothing'
  const scores = scoreSentence(sentence)
  const best = strongestSection(scores)
  // A short opening fragment with no cue ("Mobile performance.") names the topic.
  const isStatus =
    STATUS.some((pattern) => pattern.test(sentence)) || (scores[best] === 0 && sentence.split(' ').length <= 4)
  if (isStatus && scores[best] < 3) return 'status'
  return scores[best] > 0 ? best : isStatus ? 'status' : 'unplaced'
}
