// A headline of at most about ten words, taken from the entry's first sentence, that keeps its metric.

export const HEADLINE_MAX_WORDS = 10
// "About ten": a headline may run two words long to keep its metric and the word it counts.
const HEADLINE_STRETCH_WORDS = 2

// Lead-ins that carry no fact: "We also", "The main risk is that", "I need", "Next up".
const LEAD_INS = [
  /^(?:so|also|and|then|plus|overall|finally|lastly)\b,?\s*/i,
  /^(?:(?:the|one|my|our) (?:main |only |biggest |big |real |other |one |key )*(?:risk|concern|blocker|issue|problem|worry|ask|request|update|news|headline|thing that could derail us|thing)s? (?:(?:that )?(?:i'm|we're|i am|we are) (?:worried|concerned|nervous) about )?(?:here |right now |this week )?(?:is|are|was)(?: that)?)\s+/i,
  /^(?:next (?:up|step|steps)|the next step) (?:is|are)\s+/i,
  /^(?:on the \w+ (?:side|front)|in terms of \w+|as for \w+|for \w+),\s*/i,
  /^(?:next up|after that|this week|last week|today|yesterday),?\s+/i,
  /^(?:we|i|the team|our team)(?: have| had|'ve)? (?:also |just |finally |already |now )?(?=\w+(?:ed|ied)\b|(?:shipped|launched|hit|cut|won|got|built|made|ran|began|kicked|closed|sent|signed|set|put|went|grew|held|met|drove|took|found|wrote|broke|brought|did|rolled|moved)\b)/i,
]

// Clause boundaries a headline may stop at.
const CLAUSES = /,\s+|;\s+|\s+(?:and|but|so|because|which|while|although|though|since|as well as)\s+|\s+-\s+|\s+—\s+/i
const STOP_WORDS = new Set([
  'the', 'a', 'an', 'to', 'of', 'and', 'or', 'on', 'for', 'with', 'in', 'at', 'by', 'from', 'is', 'are', 'was',
  'were', 'that', 'we', 'our', 'so', 'but', 'as', 'about', 'it', 'its', 'their', 'this', 'be', 'whether', 'before',
  'after', 'until', 'over', 'under', 'into', 'than', 'like', 'if', 'when', 'per', 'via', 'up', 'down', 'not', 'very',
  'more', 'most', 'some', 'any', 'all', 'has', 'have', 'had', 'will', 'would', 'could', 'should', 'can', 'may', 'might',
])
// A number that measures something; a quarter name ("Q4") is not a metric.
const METRIC = /(?<![Qq])\d|%/

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean)
}

function stripLeadIns(text: string): string {
  let result = text
  for (let pass = 0; pass < 3; pass++) {
    const before = result
    for (const pattern of LEAD_INS) result = result.replace(pattern, '')
    if (result === before) break
  }
  return result || text
}

// A long clause is best cut where a phrase starts: "… the tracking fix | before the end of the month".
const PHRASE_STARTS = new Set(['before', 'after', 'by', 'for', 'on', 'in', 'at', 'with', 'from', 'until', 'during', 'which', 'that', 'because', 'since', 'instead', 'compared', 'starting', 'including', 'over'])

// A particle that completes its verb is not a dangling word: "single sign on", "roll out".
const PHRASAL_VERBS = /^(?:sign|log|check|opt|roll|set|follow|ramp|shut|break|back|scale|spin|wind|wrap|clean|catch|pick|turn|carry|kick|start|look|show|build|sort|hand|phase|round|tie)$/i

function trimTrailingStopWords(kept: string[]): string[] {
  const bare = (word: string) => word.toLowerCase().replace(/[^a-z']/g, '')
  while (kept.length > 2 && STOP_WORDS.has(bare(kept[kept.length - 1]!)) && !PHRASAL_VERBS.test(bare(kept[kept.length - 2]!))) kept.pop()
  return kept
}

/** At most `max` words, ending on a word that carries meaning, and keeping the metric in view. */
function shorten(clause: string, max: number): string {
  const all = words(clause)
  if (all.length <= max) return trimTrailingStopWords(all).join(' ')
  if (all.length <= max + HEADLINE_STRETCH_WORDS) return clause
  const metricAt = all.findIndex((word) => METRIC.test(word))
  if (metricAt === -1 || metricAt < max) {
    for (let at = Math.min(all.length - 1, max + HEADLINE_STRETCH_WORDS); at >= 5; at--) {
      if (PHRASE_STARTS.has(all[at]!.toLowerCase()) && (metricAt === -1 || metricAt + 1 < at)) return trimTrailingStopWords(all.slice(0, at)).join(' ')
    }
  }
  let start = 0
  let end = max
  if (metricAt + 2 > max && metricAt + 2 <= max + HEADLINE_STRETCH_WORDS) {
    end = metricAt + 2
  } else if (metricAt >= max) {
    // The metric lies far past the cut: keep the words that lead to it.
    end = metricAt + 2
    start = Math.max(0, end - max)
  }
  return trimTrailingStopWords(all.slice(start, Math.min(end, all.length))).join(' ')
}

/** A headline for an entry, from its first sentence. */
export function headlineFor(sentence: string, maxWords = HEADLINE_MAX_WORDS): string {
  const body = stripLeadIns(sentence.replace(/[.!?]+$/, '').trim())
  const clauses = body.split(CLAUSES).map((clause) => clause.trim()).filter(Boolean)
  let chosen = clauses[0] ?? body
  // A headline keeps the metric: use the first clause that has one when the opening clause has none.
  if (!METRIC.test(chosen)) {
    const withMetric = clauses.find((clause) => METRIC.test(clause))
    if (withMetric && words(chosen).length + words(withMetric).length <= maxWords) chosen = `${chosen}, ${withMetric}`
  }
  // A clause of one or two words says too little on its own ("Also"): take the next one as well.
  if (words(chosen).length < 2 && clauses[1]) chosen = `${chosen}, ${clauses[1]}`
  const headline = shorten(chosen.replace(/[,;:]$/, ''), maxWords).replace(/[,;:]$/, '')
  return headline.charAt(0).toUpperCase() + headline.slice(1)
}
