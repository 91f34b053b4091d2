import type { VocabularyTerm } from '@sayso/shared'

// How a vocabulary term may be said or written down by a recogniser: its written words (digits as
// number words too), its letters when it is an acronym, and its 'sounds like' hints.

const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

/** "2" → ["two"], "365" → ["three", "sixty", "five"]: numbers up to 99 as said, longer ones digit by digit... mostly. */
export function numberWords(digits: string): string[] {
  const value = Number(digits)
  if (digits.length > 1 && digits.startsWith('0')) return [...digits].map((digit) => DIGIT_WORDS[Number(digit)]!)
  if (value < 10) return [DIGIT_WORDS[value]!]
  if (value < 20) return [TEENS[value - 10]!]
  if (value < 100)
    return value % 10 === 0 ? [TENS[value / 10]!] : [TENS[Math.floor(value / 10)]!, DIGIT_WORDS[value % 10]!]
  if (digits.length === 4) return [...numberWords(digits.slice(0, 2)), ...numberWords(digits.slice(2))] // "2026": twenty twenty six
  return [...digits].map((digit) => DIGIT_WORDS[Number(digit)]!)
}

const WORD_NUMBERS = new Map<string, string>([
  ...DIGIT_WORDS.map((word, value): [string, string] => [word, String(value)]),
  ...TEENS.map((word, value): [string, string] => [word, String(value + 10)]),
  ...TENS.slice(2).map((word, value): [string, string] => [word, String((value + 2) * 10)]),
])

/** An acronym is said letter by letter: "GDPR", "SOC" (but "NASA" may also be said as a word). */
export const isAcronym = (token: string) => /^[A-Z]{2,6}s?$/.test(token)

/** The written form's tokens: "SOC 2" → ["SOC", "2"], "Jira-Cloud" → ["Jira", "Cloud"], "3D" → ["3", "D"]. */
export function writtenTokens(term: string): string[] {
  return term
    .split(/[\s\-_/.]+/)
    .flatMap((token) => token.match(/\p{N}+|[\p{L}']+/gu) ?? [])
    .filter(Boolean)
}

/**
 * The word sequences a recogniser may write for a term, each a list of lower-case words:
 * "SOC 2" with hint "sock two" → [soc 2] [soc two] [s o c two] [s o c 2] [sock two] [sock 2].
 */
export function spokenVariants(term: VocabularyTerm): string[][] {
  const tokens = writtenTokens(term.term)
  const choices = tokens.map((token) => {
    const lower = token.toLowerCase()
    if (/^\p{N}+$/u.test(token)) return [[token], numberWords(token)]
    if (isAcronym(token)) return [[lower], [...lower.replace(/s$/, '')]]
    return [[lower]]
  })
  const fromWritten = choices.reduce<string[][]>(
    (sequences, options) => sequences.flatMap((sequence) => options.map((option) => [...sequence, ...option])),
    [[]],
  )
  // Hints are words; a recogniser or the formatter may write their number words as digits.
  const fromHints = term.soundsLike.flatMap((hint) => {
    const words = hint.split(/[\s-]+/).filter(Boolean)
    const withDigits = words.map((word) => WORD_NUMBERS.get(word) ?? word)
    return withDigits.join(' ') === words.join(' ') ? [words] : [words, withDigits]
  })
  const unique = new Map<string, string[]>()
  for (const words of [...fromWritten, ...fromHints]) if (words.length) unique.set(words.join(' '), words)
  return [...unique.values()]
}
