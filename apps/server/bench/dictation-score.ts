// Word error rate and vocabulary terms right for the dictation sets (bench/dictation/*.json).

export interface DictationSet {
  vocabulary: { term: string; soundsLike: string[] }[]
  clips: { said: string; written: string; terms: string[] }[]
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)

/** Word-level edit distance between the reference and the hypothesis. */
export function wordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const ref = normalise(reference)
  const hyp = normalise(hypothesis)
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j)
  for (let i = 1; i <= ref.length; i++) {
    const row = [i]
    for (let j = 1; j <= hyp.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1))
    }
    previous = row
  }
  return { errors: previous[hyp.length]!, words: ref.length }
}

/** Terms of the clip written exactly so, as whole words, in the transcription. */
export function termsRight(terms: readonly string[], transcription: string): number {
  return terms.filter((term) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(
      transcription,
    ),
  ).length
}
