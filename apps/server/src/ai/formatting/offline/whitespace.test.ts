import { describe, expect, it } from 'vitest'
import { singleSpaced, splitOnWhitespace, wordSpans } from './whitespace.ts'

// The formatter's output must not change with how its text is spaced: each helper gives what the pattern it
// stands for gives, on single-spaced text (the short cut) and on any other (tabs, runs, no-break spaces, ends).
const TEXTS = [
  '',
  ' ',
  'one',
  'we shipped the export',
  ' we shipped',
  'we shipped ',
  'we  shipped\tthe\nexport',
  'new\u00a0flow, new\u2028flows\ufeff',
  '\u3000wide\u2000spaces\u205f here\u00a0 ',
  'line\r\nbreaks\vand\fforms',
]

describe('whitespace helpers', () => {
  it.each(TEXTS.map((text) => [JSON.stringify(text), text]))('split and space %s as the patterns do', (_, text) => {
    expect(splitOnWhitespace(text)).toEqual(text.split(/\s+/))
    expect(singleSpaced(text)).toBe(text.replace(/\s+/g, ' '))
    const { starts, ends } = wordSpans(text)
    expect(starts.map((start, index) => text.slice(start, ends[index]))).toEqual(text.split(/\s+/))
  })
})
