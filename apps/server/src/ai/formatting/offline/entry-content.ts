// Issue 16: an entry's content gives what the headline does not, instead of opening with the
// headline's words again. Only words of the input are used; words already in the headline move out.

const TIMING_STARTS = /^(?:after|before|by|on|in|at|since|until|during|next|this|tomorrow|today)$/i
// A phrase is about timing when it names a day, a date, a month or a period.
const TIME_WORDS = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|week|weeks|month|months|quarter|year|sprint|january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|\d+(?:st|nd|rd|th)?|end of)\b/i
// A clause that would be left without its complement: "the kickoff is".
const DANGLING_END = /\b(?:is|are|was|were|be|been|being|kept|held|set|due|scheduled|planned|of|the|a|an|to|for|by|at|on|in|with|from|end)$/i
// Joining words a remainder should not open with: "…, and churn fell" → "Churn fell".
const LEADING_JOINERS = /^(?:and|so|but|plus|also|then|while)$/i
const MATCHED_WORDS = 4
const SEARCHED_WORDS = 8

const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}%']/gu, '')
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) && !/^I\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text)
const endSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

/** Where the headline's words start and end in the sentence's tokens, when the sentence opens with them. */
function headlineSpan(headline: string, tokens: readonly string[]): { start: number; end: number } | null {
  const wanted = headline.split(/\s+/).map(bare).filter(Boolean)
  const first = wanted.slice(0, MATCHED_WORDS)
  const words = tokens.map(bare)
  for (let start = 0; start < Math.min(SEARCHED_WORDS, words.length); start++) {
    if (!first.every((word, index) => words[start + index] === word)) continue
    let end = start + first.length
    while (end < words.length && end - start < wanted.length && words[end] === wanted[end - start]) end++
    return { start, end }
  }
  return null
}

/**
 * The sentence with its timing moved: "Activation rose 12% after the launch on Monday" → "On Monday,
 * activation rose 12% after the launch."; "Next week we migrate the accounts" → "We migrate the accounts next week."
 */
function timingMoved(tokens: readonly string[]): string | null {
  const end = /[?!]$/.test(tokens.at(-1)!) ? tokens.at(-1)!.slice(-1) : '.'
  const words = tokens.map((token, index) => (index === tokens.length - 1 ? token.replace(/[.!?]+$/, '') : token))
  for (let at = words.length - 1; at >= 2; at--) {
    const tail = words.slice(at).join(' ')
    const head = words.slice(0, at).join(' ').replace(/[,;]$/, '')
    if (TIMING_STARTS.test(words[at]!) && TIME_WORDS.test(tail) && tail.split(' ').length <= 5 && !DANGLING_END.test(head)) {
      return `${upperFirst(tail)}, ${lowerFirst(head)}${end}`
    }
  }
  for (let at = 1; at <= Math.min(4, words.length - 3); at++) {
    const lead = words.slice(0, at).join(' ').replace(/,$/, '')
    if (TIMING_STARTS.test(words[0]!) && TIME_WORDS.test(lead) && /,$|^(?:we|i|they|the|our)$/i.test(words[at - 1]!.endsWith(',') ? ',' : words[at]!)) {
      return `${upperFirst(words.slice(at).join(' '))} ${lowerFirst(lead)}${end}`
    }
  }
  return null
}

/** The entry's content: its sentences, opening with what the headline has not said. */
export function contentAfterHeadline(headline: string, sentences: readonly string[]): string {
  const [first, ...rest] = sentences
  const tokens = first!.split(/\s+/).filter(Boolean)
  const span = headlineSpan(headline, tokens)
  if (!span) return sentences.join(' ')
  let remainder = tokens.slice(span.end)
  while (remainder.length && (LEADING_JOINERS.test(bare(remainder[0]!)) || bare(remainder[0]!) === '')) remainder = remainder.slice(1)
  const remainderText = remainder.join(' ').replace(/^[,;:—-]\s*/, '')
  if (remainder.length >= 3) return [endSentence(upperFirst(remainderText.replace(/^which\b/i, 'This'))), ...rest].join(' ')
  // The headline says the whole first sentence: the next sentences carry the content...
  if (rest.length > 0 && remainder.length === 0) return rest.join(' ')
  // ...or, alone, it is told timing first, so the reader does not read the same opening twice.
  return [timingMoved(tokens.slice(span.start)) ?? first!, ...rest].join(' ')
}
