// Issue 16: an entry's content gives what the headline does not — the rest of the first sentence
// (its timing, reason, impact) and the sentences after it — instead of the headline's words again.
// When the headline says the whole note, the content is empty: the reader reads each fact once.

import { capitalised } from './clean-speech.ts'
import { endsWithPause, splitHeadline, withoutFraming } from './headline.ts'

// Joining words a piece should not open with: "…, and churn fell" → "Churn fell".
const LEADING_JOINERS = /^(?:and|so|plus|also|then|while|whereas|-|—|–)$/i
// Words that carry no fact alone: a piece made only of them ("though") is dropped.
const EMPTY_WORDS =
  /^(?:the|a|an|and|so|but|though|although|too|also|then|now|yet|still|as well|either|anyway|though)$/i

const NOT_BARE = /[^\p{L}\p{N}%']/gu
/** Whether `word` is only ASCII letters, digits, % and apostrophes, all of which `bare` keeps. */
function keptWhole(word: string): boolean {
  for (let at = 0; at < word.length; at++) {
    const code = word.charCodeAt(at)
    const letter = (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a)
    if (!letter && !(code >= 0x30 && code <= 0x39) && code !== 0x25 && code !== 0x27) return false
  }
  return true
}
// Most words keep every character: they skip the pattern (several calls per word of the content).
const bare = (word: string) => (keptWhole(word) ? word.toLowerCase() : word.toLowerCase().replace(NOT_BARE, ''))

/** A leftover piece of the first sentence as a sentence of its own. */
function pieceSentence(piece: readonly string[]): string | null {
  let tokens = piece
    .map((token) => (endsWithPause(token) ? token.replace(/[,;:]+$/, '') : token))
    .filter((token) => bare(token) !== '' || /\d/.test(token))
  while (tokens.length > 1 && LEADING_JOINERS.test(bare(tokens[0]!))) tokens = tokens.slice(1)
  if (tokens.every((token) => EMPTY_WORDS.test(bare(token)))) return null
  // "…, which blocks the launch" → "This blocks the launch."
  if (/^which$/i.test(tokens[0]!)) tokens = ['this', ...tokens.slice(1)]
  return `${capitalised(tokens.join(' '))}.`
}

/** An entry: the headline from its first sentence, the content with everything else. */
export function entryFor(sentences: readonly string[]): { headline: string; content: string } {
  const [first, ...following] = sentences
  const { headline, rest } = splitHeadline(first!)
  // The leftover pieces, then the sentences after the first, joined as they come: no arrays between.
  let content: string | null = null
  const add = (sentence: string) => (content = content === null ? sentence : `${content} ${sentence}`)
  for (const piece of rest) {
    const sentence = pieceSentence(piece)
    if (sentence !== null) add(sentence)
  }
  for (const sentence of following) add(withoutFraming(sentence))
  return { headline, content: content ?? '' }
}
