import { describe, expect, it } from 'vitest'
import { detectAudioContainer } from './audio-signature.ts'

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))),
  )

describe('detectAudioContainer', () => {
  it.each([
    ['webm', bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81)],
    ['ogg', bytes('OggS', 0, 2, 0, 0, 0, 0, 0, 0)],
    ['mp4', bytes(0, 0, 0, 0x20, 'ftypM4A ')],
    ['wav', bytes('RIFF', 0x24, 0, 0, 0, 'WAVE')],
    ['flac', bytes('fLaC', 0, 0, 0, 0x22, 0, 0, 0, 0)],
    ['mpeg', bytes('ID3', 4, 0, 0, 0, 0, 0, 0, 0, 0)],
    ['mpeg', bytes(0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0, 0, 0)],
  ])('recognises %s by its first bytes', (container, head) => {
    expect(detectAudioContainer(head)).toBe(container)
  })

  it.each([
    ['a PNG image', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)],
    ['plain text', bytes('hello world!')],
    ['an AVI video (RIFF but not WAVE)', bytes('RIFF', 0, 0, 0, 0, 'AVI ')],
    ['too few bytes', bytes(0x1a, 0x45)],
  ])('refuses %s', (_name, head) => {
    expect(detectAudioContainer(head)).toBeNull()
  })
})
