// Issue 16: a note that opens with a greeting and the speaker's name ("hi it's Tom from devrel …", "morning, this is Wei the
// Kafka upgrade …") says no fact there: the greeting and the name go, like other fillers, and the team or place it names
// stays as the note's topic ("hi it's Dana from support" → "Support.", "it's Lee at the depot" → "The depot."), unless
// a comma ends it before the facts ("Hi, it's Noor from devrel, the SDK guide …").

// What may come before the greeting: fillers and openers ("um hi", "okay so hey").
const LEAD = String.raw`^((?:\W*(?:um|uh|so|okay|ok|right|well|and)\b[\s,.]*)*)`
// Not a name: what follows "it's" in "hi, it's been a good week", "hey this is a quick one".
const NOT_A_NAME =
  'been|going|gonna|a|an|the|my|our|all|not|just|done|live|good|great|fine|ok|okay|quick|short|me|us|what|where|how|about|only|still|finally|now|over'
const GREETING_AND_NAME = new RegExp(
  String.raw`${LEAD}[\s,.]*(?:hi|hey|hello|(?:good )?(?:morning|afternoon|evening))(?: (?:everyone|everybody|all|team|folks|there|guys|y['’]all))?[\s,.!]+(?:it['’]s|it is|this is|here['’]s) (?!(?:${NOT_A_NAME})\b)[\w'’-]+(?: here)?(?:[\s,]+(?:from|with|for|on|at) [^,.!?]{1,40}, |[\s,.]+(?:from|with|for|on|at) )?[\s,.]*`,
  'i',
)

/** A note's first sentence without a greeting and the speaker's name at its start; any other, unchanged. */
export function withoutGreeting(sentence: string): string {
  return sentence.replace(GREETING_AND_NAME, '$1')
}
