import { describe, expect, it } from 'vitest'
import { createOfflineFormatter } from './offline-formatter.ts'

const formatter = createOfflineFormatter()
const quick = (transcription: string) => formatter.formatUpdate({ updateType: 'quick', transcription })

describe('given a quick update that is one short note with no cue for any section', () => {
  it.each([
    ['go forward ten meters', 'Go forward 10 meters.'],
    ['Beta ships Friday', 'Beta ships Friday.'],
    ['ortiz on tropical', 'Ortiz on tropical.'],
  ])('keeps "%s" as its TL;DR instead of dropping it', async (said, written) => {
    await expect(quick(said)).resolves.toEqual([
      { sectionId: 'tldr', sectionName: 'TL;DR', headline: expect.any(String), content: written },
    ])
  })

  it('still writes nothing for fillers alone', async () => {
    await expect(quick('um, uh')).resolves.toEqual([])
  })
})
