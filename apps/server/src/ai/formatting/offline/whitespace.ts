// Most text reaching the formatter is single-spaced already (splitSentences makes it so): splitting or
// normalising it on a space is exactly what the whitespace patterns give, without running them.

// Whitespace other than one plain space between two non-spaces.
const UNEVEN_SPACE = /\s\s|[^\S ]/

/** Whether every whitespace character of `text` is a plain space with no whitespace beside it. */
export const isSingleSpaced = (text: string) => !UNEVEN_SPACE.test(text)

/** `text.split(/\s+/)`. */
export const splitOnWhitespace = (text: string): string[] =>
  isSingleSpaced(text) ? text.split(' ') : text.split(/\s+/)

/** `text.replace(/\s+/g, ' ')`. */
export const singleSpaced = (text: string): string => (isSingleSpaced(text) ? text : text.replace(/\s+/g, ' '))

/** Whether a UTF-16 code unit is whitespace as \s matches it. */
function isWhitespace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d)
  if (code < 0xa0) return false
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  )
}

/**
 * Where each word of `text.split(/\s+/)` starts and ends (ends exclusive), empty words at either end included,
 * without making the words.
 */
export function wordSpans(text: string): { starts: number[]; ends: number[] } {
  const starts = [0]
  const ends: number[] = []
  for (let at = 0; at < text.length;) {
    if (!isWhitespace(text.charCodeAt(at))) {
      at++
      continue
    }
    ends.push(at)
    while (at < text.length && isWhitespace(text.charCodeAt(at))) at++
    starts.push(at)
  }
  ends.push(text.length)
  return { starts, ends }
}
