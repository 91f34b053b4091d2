// Issue 16: a note that opens with a greeting and the speaker's name ("hi it's Tom from devrel …", "morning, this is Wei the
// Kafka upgrade …") says no fact there: the greeting and the name go, like other fillers, and the team or place it names
// stays as the note's topic ("hi it's Dana from support" → "Support.", "it's Lee at the depot" → "The depot."), unless
// a comma ends it before the facts ("Hi, it's Noor from devrel, the SDK guide …").

// What may come before the greeting: fillers and openers ("um hi", "okay so hey").
const LEAD = String.raw`^((?:\W*(?:um|uh|so|okay|ok|right|well|and)\b[\s,.]*)*)`
// Not a name: what follows "it's" in "hi, it's been a good week", "hey this is a quick one".
const NOT_A_NAME =
  'been|going|gonna|a|an|the|my|our|all|not|just|done|live|good|great|fine|ok|okay|quick|short|me|us|what|where|how|about|only|still|finally|now|over'
// "it's Tom", "this is Wei here": who speaks.
const NAME = String.raw`(?:it['’]s|it is|this is|here['’]s) (?!(?:${NOT_A_NAME})\b)[\w'’-]+(?: here)?`
// "from support": the team, kept as the topic; or ", from support, " before the facts, which go on.
const TEAM = String.raw`(?:[\s,]+(?:from|with|for|on|at) [^,.!?]{1,40}, |[\s,.]+(?:from|with|for|on|at) )`
const GREETING_AND_NAME = new RegExp(
  String.raw`${LEAD}[\s,.]*(?:hi|hiya|hey|hello|(?:good )?(?:morning|afternoon|evening))(?: (?:everyone|everybody|all|team|folks|there|guys|y['’]all))?[\s,.!]+${NAME}${TEAM}?[\s,.]*`,
  'i',
)
// Without a greeting, a name is only the speaker's when a team follows: "It's Gabriel from growth."
const NAME_AND_TEAM = new RegExp(String.raw`${LEAD}[\s,.]*${NAME}${TEAM}[\s,.]*`, 'i')

/** A note's first sentence without a greeting and the speaker's name at its start; any other, unchanged. */
export function withoutGreeting(sentence: string): string {
  return GREETING_AND_NAME.test(sentence)
    ? sentence.replace(GREETING_AND_NAME, '$1')
    : sentence.replace(NAME_AND_TEAM, '$1')
}
