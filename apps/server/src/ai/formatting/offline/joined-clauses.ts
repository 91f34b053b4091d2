import { capitalised } from './clean-speech.ts'

// Issue 16: dictation runs facts of different sections into one sentence with a comma, often with "and" or "so":
// "The completion rate improved to 62% after we shortened the videos, and we'll shorten the rest over January",
// "Release candidate is cut, we ship Thursday". A clause with a subject pronoun of its own is a fact of its own, so a
// quick note's sentence is cut before it and each side placed on its own (typed text elsewhere keeps its commas).

// The comma, the word that joins (it goes: each side reads as well without it) and the subject with its verb's first letter.
const JOINED_SUBJECT =
  /, (?:(?:and|so|and so|and then|then) )?(?=(?:i|we|they|he|she)(?:['’](?:d|ll|m|re|ve))? [a-z])/gi
// A clause that opens with a condition or a time leans on the clause after it: "If the regulator allows it, we start
// in January" is one fact.
const LEANS_ON_NEXT =
  /^(?:if|when|whenever|once|after|before|as|since|because|although|though|even though|unless|while|until|so that|now that|given)\b/i
const SHORTEST_SIDE = 4

/** A sentence cut before each clause that opens with its own subject pronoun after a comma; otherwise the sentence. */
export function splitJoinedClauses(sentence: string): string[] {
  if (!sentence.includes(', ')) return [sentence]
  const ending = /[.!?]$/.test(sentence) ? sentence.slice(-1) : '.'
  const parts: string[] = []
  let start = 0
  for (const match of sentence.matchAll(JOINED_SUBJECT)) {
    const left = sentence.slice(start, match.index)
    const right = sentence.slice(match.index + match[0].length)
    // A condition that already has its own clause after a comma leans on that one: "After the firmware fix, the
    // sensors stopped dropping offline, | and we're rolling it out".
    const leans = LEANS_ON_NEXT.test(left) && !left.includes(', ')
    if (wordCount(left) < SHORTEST_SIDE || wordCount(right) < SHORTEST_SIDE || leans) continue
    parts.push(`${capitalised(left)}.`)
    start = match.index + match[0].length
  }
  if (parts.length === 0) return [sentence]
  parts.push(capitalised(sentence.slice(start).replace(/[.!?]$/, '') + ending))
  return parts
}

const wordCount = (text: string) => text.split(' ').length
