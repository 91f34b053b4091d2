// Spelled-out numbers become digits where the reading is unambiguous (AP style: one to nine stay
// words unless they are a percentage, a decimal or part of a larger number).

/**
 * A word → number table without Object's prototype, so a word such as 'constructor' is not found in
 * it (`in` and indexing would otherwise reach Object.prototype.constructor).
 */
const wordTable = (entries: Record<string, number>): Readonly<Record<string, number>> =>
  Object.freeze(Object.assign(Object.create(null) as Record<string, number>, entries))

const UNITS = wordTable({
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
})
const TENS = wordTable({
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
})
const SCALES = wordTable({ hundred: 100, thousand: 1000, million: 1_000_000, billion: 1_000_000_000 })
const ORDINALS = wordTable({
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
})
// May is left out: "we may first" is more likely than a date.
const ORDINAL_UNITS = 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth'
const ORDINAL_SUFFIX = (day: number) =>
  day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'
const MONTHS = 'january|february|march|april|june|july|august|september|october|november|december'

// A Set, not `in` on the tables above: faster on every word, and "constructor" is no number.
const NUMBER_PARTS = new Set([...Object.keys(UNITS), ...Object.keys(TENS), ...Object.keys(SCALES)])
// Every number run has a word (or part of a hyphenated word) from NUMBER_PARTS: a phrase without
// one is left as it is, without being split into words.
const NUMBER_PART_IN = new RegExp(`(?:^|[ \\t-])(?:${[...NUMBER_PARTS].join('|')})(?=$|[ \\t-])`, 'i')
/** Whether a lower-case word is (or hyphenates) parts of a spelled-out number: "twenty", "forty-two", "hundred". */
export const isNumberWord = (word: string) =>
  NUMBER_PARTS.has(word) || (word.includes('-') && word.split('-').every((part) => NUMBER_PARTS.has(part)))

/**
 * The value of a run of number words, or null when the run is not one well-formed number
 * ("nine eighty" could be 980 or 9:80, so it stays as spoken).
 */
function parseNumberWords(words: readonly string[]): number | null {
  let total = 0
  let group = 0
  // What the previous word allows next: a unit after a ten, a scale after a group, and so on.
  let last: 'none' | 'unit' | 'teen' | 'ten' | 'hundred' | 'scale' = 'none'
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    if (word === 'a' && i === 0 && words.length > 1 && words[1]! in SCALES) {
      group = 1
      last = 'unit'
      continue
    }
    if (word === 'and') {
      if (last !== 'hundred' && last !== 'scale') return null
      continue
    }
    if (word in TENS) {
      if (!(last === 'none' || last === 'hundred' || last === 'scale')) return null
      group += TENS[word]!
      last = 'ten'
    } else if (word in UNITS) {
      const value = UNITS[word]!
      if (last === 'ten' && value >= 1 && value <= 9) group += value
      else if (last === 'none' || last === 'hundred' || last === 'scale') group += value
      else return null
      last = value >= 10 ? 'teen' : 'unit'
    } else if (word === 'hundred') {
      if (last === 'none' || last === 'hundred' || last === 'scale' || group >= 100) return null
      group *= 100
      last = 'hundred'
    } else if (word in SCALES) {
      if (last === 'none' || last === 'scale') return null
      total += group * SCALES[word]!
      group = 0
      last = 'scale'
    } else {
      return null
    }
  }
  if (last === 'none') return null
  return total + group
}

const formatInteger = (value: number) => (value >= 10_000 ? value.toLocaleString('en-US') : String(value))

/** "two million" reads better as "2 million" than "2,000,000". */
function formatRun(words: readonly string[], value: number): string {
  const last = words[words.length - 1]!
  if ((last === 'million' || last === 'billion') && words.length > 1)
    return `${formatInteger(value / SCALES[last]!)} ${last}`
  return formatInteger(value)
}

interface NumberRun {
  start: number
  end: number
  value: number
  text: string
}

/** A number phrase found in a run of words, as it will be written. */
interface WrittenNumber {
  start: number
  end: number
  text: string
  /** One to nine alone, kept as a word unless a larger number it is compared with is written in digits. */
  spelledSmall: boolean
}

// Words that set two numbers side by side: "nine of the twelve", "three days instead of twelve", "four out of forty".
const COMPARING_WORDS = new Set(['of', 'to', 'than', 'instead', 'versus', 'vs', 'out'])
const ARTICLES = new Set(['the', 'our', 'their', 'a', 'about', 'around'])

/**
 * Whether the words between two numbers compare them: a comparing word, and besides articles at most one other
 * word, the unit of the first ("three days instead of twelve"); "one page checkout to fifty percent" compares nothing.
 */
function compares(lower: readonly string[], from: number, to: number): boolean {
  const between = lower.slice(from, to)
  const others = between.filter((word) => !COMPARING_WORDS.has(word) && !ARTICLES.has(word))
  return others.length <= 1 && between.some((word) => COMPARING_WORDS.has(word))
}

/** Rewrites the number phrases of one run of words (no punctuation inside). */
function rewriteWords(words: string[]): string[] {
  const lower = words.map((word) => word.toLowerCase())
  const numbers: WrittenNumber[] = []
  let i = 0
  while (i < words.length) {
    const run = longestNumberRun(lower, i)
    if (!run || Number.isNaN(run.value)) {
      i = run ? run.end : i + 1
      continue
    }
    let end = run.end
    let text = run.text
    let isMetric = false
    // A decimal: "four point two", "ninety nine point six".
    if (lower[end] === 'point' && lower[end + 1]! in UNITS && UNITS[lower[end + 1]!]! < 10) {
      let digits = ''
      let j = end + 1
      while (j < lower.length && lower[j]! in UNITS && UNITS[lower[j]!]! < 10) digits += String(UNITS[lower[j++]!])
      text = `${run.value}.${digits}`
      end = j
      isMetric = true
    }
    if (lower[end] === 'percent' || (lower[end] === 'per' && lower[end + 1] === 'cent')) {
      text = `${text}%`
      end += lower[end] === 'per' ? 2 : 1
      isMetric = true
    }
    numbers.push({
      start: run.start,
      end,
      text,
      spelledSmall: run.end - run.start === 1 && run.value < 10 && !isMetric,
    })
    i = end
  }
  // A small number compared with one written in digits is written in digits too: "9 of the 12", not "nine of the 12".
  const inDigits = numbers.map(
    (number, index) =>
      !number.spelledSmall ||
      (numbers.length > 1 &&
        [numbers[index - 1], numbers[index + 1]].some(
          (other) =>
            other !== undefined &&
            !other.spelledSmall &&
            (other.start > number.start
              ? compares(lower, number.end, other.start)
              : compares(lower, other.end, number.start)),
        )),
  )
  const out: string[] = []
  let at = 0
  numbers.forEach((number, index) => {
    out.push(...words.slice(at, number.start))
    out.push(...(inDigits[index] ? [number.text] : words.slice(number.start, number.end)))
    at = number.end
  })
  out.push(...words.slice(at))
  return out
}

// `at` may be past the last word ("we have twenty and"): nothing starts there.
const startsNumber = (lower: readonly string[], at: number) =>
  at < lower.length &&
  (isNumberWord(lower[at]!) || (lower[at] === 'a' && lower[at + 1] !== undefined && lower[at + 1]! in SCALES))

/**
 * The whole run of number words starting here. When the run does not read as one number
 * ("nine eighty", "twenty twenty six") it is kept as words rather than half converted.
 */
function longestNumberRun(lower: readonly string[], start: number): NumberRun | null {
  const first = lower[start]!
  if (!startsNumber(lower, start)) return null
  let end = start + 1
  while (end < lower.length && (isNumberWord(lower[end]!) || (lower[end] === 'and' && startsNumber(lower, end + 1))))
    end++
  const words = lower.slice(start, end).flatMap((word) => word.split('-'))
  if (first === 'a' && end - start === 1) return null
  const value = parseNumberWords(words)
  if (value === null) return { start, end, value: NaN, text: '' }
  return { start, end, value, text: formatRun(words, value) }
}

// Runs of words between punctuation, so numbers never merge across a comma or a full stop.
const WORD_RUN = /[A-Za-z0-9'%-]+(?:[ \t]+[A-Za-z0-9'%-]+)*/g
// Words of a run are most often parted by one space: split on it rather than on the pattern.
const SPACING = /\t| {2}/
const rewriteWordRun = (phrase: string) => {
  const spaced = SPACING.test(phrase)
  if (!NUMBER_PART_IN.test(phrase)) return spaced ? phrase.replace(/[ \t]+/g, ' ') : phrase
  return rewriteWords(spaced ? phrase.split(/[ \t]+/) : phrase.split(' ')).join(' ')
}
// The same for a run of single-spaced text, which has no spacing to look for.
const rewriteSingleSpacedRun = (phrase: string) =>
  NUMBER_PART_IN.test(phrase) ? rewriteWords(phrase.split(' ')).join(' ') : phrase
// A number word with no letter, digit, apostrophe or % on either side, as NUMBER_PART_IN finds it in a run of words.
const NUMBER_WORD_ANYWHERE = new RegExp(`(?<![A-Za-z0-9'%])(?:${[...NUMBER_PARTS].join('|')})(?![A-Za-z0-9'%])`, 'i')

/** The runs of words of `text` with their number words as digits; a text with none and single spaces stays as it is. */
const rewriteWordRuns = (text: string) => {
  if (SPACING.test(text)) return text.replace(WORD_RUN, rewriteWordRun)
  return NUMBER_WORD_ANYWHERE.test(text) ? text.replace(WORD_RUN, rewriteSingleSpacedRun) : text
}

// What each pattern of writtenDates cannot match without: most text has none, and one search is cheaper than three.
const DATE_WORDS = new RegExp(`${MONTHS}|twenty|thirty|(?:on|by|until|before|after|from|since) the `, 'i')
// "on the tenth and twelfth": a second day joined to the first is a day too. A day ends its phrase: "on the first
// weekend of January" is no date, so what follows it is a pause, the end, or a word that opens what comes next.
const AFTER_A_DAY =
  'and|or|to|through|until|of|at|in|for|when|if|so|but|because|we|i|they|you|he|she|it|is|was|will|which|that|with|before|after|then|too|as|next|this|latest|instead|anyway|onwards|on'
const DAY_AFTER_THE = new RegExp(
  `\\b((?:on|by|until|before|after|from|since) the) (\\w+)\\b(?=\\s*(?:[.,;:!?)]|$)|\\s+(?:${AFTER_A_DAY})\\b)(?:( (?:and|or|to|through) (?:the )?)(\\w+)\\b)?`,
  'gi',
)
const QUARTER = /\bq\s*(one|two|three|four|[1-4])\b/gi
const PERCENT = /\b(\d+(?:\.\d+)?) ?(?:percent|per cent)\b/gi
// The same, searched for first: most text has neither, and a search costs less than a replacement.
const QUARTER_IN = new RegExp(QUARTER.source, 'i')
const PERCENT_IN = new RegExp(PERCENT.source, 'i')

/** Turns spelled-out numbers, percentages, decimals, quarters and dates into digits where unambiguous. */
export function spokenNumbersToDigits(text: string): string {
  const withDays = DATE_WORDS.test(text) ? writtenDates(text) : text
  const withNumbers = rewriteWordRuns(withDays)
  const withQuarters = QUARTER_IN.test(withNumbers)
    ? withNumbers.replace(QUARTER, (_whole, quarter: string) => `Q${UNITS[quarter.toLowerCase()] ?? quarter}`)
    : withNumbers
  return PERCENT_IN.test(withQuarters) ? withQuarters.replace(PERCENT, '$1%') : withQuarters
}

/** Dates and days as digits: "December first" → "December 1", "on the twenty eighth" → "on the 28th". */
function writtenDates(text: string): string {
  return (
    text
      // Dates first, while their ordinals are still words: "December first", "March twenty third".
      .replace(DATE_PATTERN, (whole, month: string, day: string, unit?: string) => {
        const lowerDay = day.toLowerCase()
        if (lowerDay in TENS && unit) return `${month} ${TENS[lowerDay]! + ORDINALS[unit.toLowerCase()]!}`
        if (lowerDay in ORDINALS) return `${month} ${ORDINALS[lowerDay]}${unit ? ` ${unit}` : ''}`
        return whole
      })
      // A day without its month: "on the twenty eighth" → "on the 28th"; a lone "the third" may be a fraction.
      .replace(TWENTY_OR_THIRTY_ORDINAL, (_whole, tens: string, unit: string) => {
        const day = TENS[tens.toLowerCase()]! + ORDINALS[unit.toLowerCase()]!
        return `${day}${ORDINAL_SUFFIX(day)}`
      })
      .replace(DAY_AFTER_THE, (whole, lead: string, word: string, joined?: string, second?: string) => {
        const day = ORDINALS[word.toLowerCase()]
        if (day === undefined) return whole
        const written = `${lead} ${day}${ORDINAL_SUFFIX(day)}`
        const next = second === undefined ? undefined : ORDINALS[second.toLowerCase()]
        return next === undefined
          ? `${written}${whole.slice(lead.length + 1 + word.length)}`
          : `${written}${joined}${next}${ORDINAL_SUFFIX(next)}`
      })
  )
}

const TWENTY_OR_THIRTY_ORDINAL = new RegExp(`\\b(twenty|thirty)[\\s-](${ORDINAL_UNITS})\\b`, 'gi')
const DATE_PATTERN = new RegExp(
  `\\b(${MONTHS})\\s+(?:the\\s+)?([a-z]+)(?:[\\s-](first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))?\\b`,
  'gi',
)
