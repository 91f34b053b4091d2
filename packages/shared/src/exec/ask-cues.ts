// What makes a sentence an ask (a decision, a resource or input asked for, issue 4). Shared by the
// server's offline formatter and the exec version's derivation on the device, so both read an ask alike.

type Cue = [pattern: RegExp, weight: number]

const DAY =
  '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|end of (?:the )?(?:day|week|month|quarter|sprint)|eod|eow|next week|the \\d+(?:st|nd|rd|th)?)'

export const ASK_CUES: readonly Cue[] = [
  [
    /\b(?:i|we) (?:really |still |just |will |would )?need (?:a |an |your |you |someone |somebody |help|approval|sign-?off|input|a decision|more|budget|headcount|access)/i,
    4,
  ],
  // Time or people asked for: "I need three days from the data engineer".
  [
    /\b(?:i|we) (?:really |still |just )?need (?:\d+|one|two|three|four|five|a few|some|half a) (?:\w+ ){0,2}(?:hours?|days?|weeks?|people|engineers?|designers?|of)\b/i,
    4,
  ],
  [/^(?:can|could|would|may) we\b/i, 4],
  // A request to a named person or team: "Could the platform team check the logs?", "Can marketing own it?"
  // Weighs more than what the request is about ("… which deals are at risk?").
  [/^(?:can|could|would|will) (?!(?:it|this|that|these|those|there)\b)[^?]+\?$/i, 8],
  // A question put to anyone who could help: "Does anyone have a customer who could fill the keynote?", "Who can own it?"
  [/^(?:who (?:can|could|would|will|wants to)|(?:does|do|can|could|would|will|is) (?:anyone|anybody))\b[^?]*\?$/i, 8],
  // "Can IT lend spare laptops …?": the IT department, written in capitals, is not the pronoun.
  [/^(?:[Cc]an|[Cc]ould|[Ww]ould|[Ww]ill) IT\b[^?]+\?$/, 8],
  [/\b(?:could|can|would|will) (?:you|someone|somebody)\b/i, 4],
  [/\bplease\b/i, 3],
  [/\b(?:my|our|the|one|main|only) asks?\b/i, 4],
  // "I'd love your input", "We'd love help from the content team".
  [
    /\b(?:i|we)(?:'?d| would) (?:really |still |also |just )?(?:like|love) (?:you|your|a decision|approval|help|input|someone)/i,
    4,
  ],
  // Help asked for indirectly: "It would really help if someone could pair with…", "We need security to rotate those keys".
  [
    /\b(?:it would|it'd) (?:really |be great |be nice )?(?:help|be great|be nice)\b|\bi'?d appreciate\b|\bi want you to\b/i,
    4,
  ],
  // Help wished for: "If someone from the clinic ops team could shorten the names, that would be amazing".
  [
    /\bif (?:someone|somebody|anyone|anybody|you|the [\w ]{1,30}? team)\b[^.?!]{0,60}?\b(?:could|can|would)\b|\b(?:that|it) (?:would|'d) be (?:amazing|great|awesome|fantastic|ideal|a (?:huge|big) help)\b|\bthat'd be (?:amazing|great|awesome|fantastic|ideal|a (?:huge|big) help)\b/i,
    4,
  ],
  // Someone who may know or have what is wanted: "If anyone knows a sponsor who'd fit, send them my way", "If anyone on
  // the sales side has a contact at Meridian, I'd love an intro".
  [/\bif (?:anyone|anybody|someone|somebody)\b[^.?!]{0,40}?\b(?:knows|has)\b|\bsend (?:them|it|him|her) my way\b/i, 4],
  // Who and for how long, then what for: "I need the search engineer for two days to fix the tokenizer".
  [/\b(?:i|we) (?:really |still )?need (?!to\b)(?:\w+ ){1,6}to (?!be\b)\w+|\b(?:i|we) need time (?:with|from)\b/i, 4],
  // Something asked for: "I'd like a second backend engineer", "I'd really like fraud review from …" ("I'd like to" is
  // a plan).
  [/\b(?:i|we)(?:'?d| would) (?:really |still |also |just )?(?:like|love) (?!to\b)/i, 3],
  // Someone to hire or bring in: "I'd like to bring in a contractor with Swift experience".
  [
    /\b(?:i|we)(?:'?d| would) (?:really |still |also |just )?like to (?:bring in|hire|get|add|borrow) (?:a|an|one|two|three|some|more|another)\b/i,
    4,
  ],
  // Work that needs an owner: "Somebody needs to own that work".
  [/\b(?:somebody|someone|anyone) (?:needs to|has to|should|must)\b/i, 4],
  [/\b(?:need|needs|want) (?:a )?(?:decision|approval|sign-?off|go-ahead|answer)\b/i, 3],
  // The same, said of what is asked: "A decision on whether to buy signal repeaters is needed from the steering group".
  [
    /\b(?:decision|approval|sign-?off|go-ahead|answer|input)\b[^.?!]{0,60}\b(?:is|are) needed\b|\b(?:is|are) needed from\b/i,
    4,
  ],
  [/\bhelp (?:us|me)\b/i, 2],
  [/\b(?:approve|approval|sign-?off|green ?light|go-ahead|escalate|unblock us)\b/i, 2],
  [/\bdecision\b/i, 1],
  [new RegExp(`\\bby ${DAY}`, 'i'), 1],
  [/\bdeadline\b/i, 1],
]

/** How strongly a sentence asks for something (0: not at all). */
export function askScore(sentence: string): number {
  return ASK_CUES.reduce((score, [pattern, weight]) => (pattern.test(sentence) ? score + weight : score), 0)
}

/** A sentence that asks for a decision, a resource or input (the weight a quick note needs to land in Ask). */
export const isAsk = (sentence: string): boolean => askScore(sentence) >= 3
