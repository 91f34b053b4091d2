import { describe, expect, it } from 'vitest'
import { registerRequestSchema } from './auth.ts'
import { describeValidationError } from './common.ts'
import { parseEntries, upsertUpdateRequestSchema } from './updates.ts'
import { formatUpdateRequestSchema } from './ai.ts'
import { vocabularyTermRequestSchema } from './vocabulary.ts'

describe('parsing saved content', () => {
  it('accepts JSON text of an entries array', () => {
    const entries = [{ sectionId: 'tldr', headline: 'On track', content: 'Ships Friday.', sourceRecordingIds: ['1'] }]
    expect(parseEntries(JSON.stringify(entries))).toEqual(entries)
    expect(parseEntries('[]')).toEqual([])
  })

  it.each(['', 'nope', '{}', '[1]', '[{"headline":"h","content":"c"}]'])('rejects %j', (text) => {
    expect(parseEntries(text)).toBeNull()
  })
})

describe('request schemas', () => {
  it('normalise sign-up input: trimmed name, trimmed lower-cased e-mail, password untouched', () => {
    expect(registerRequestSchema.parse({ name: ' Ada ', email: ' ADA@Example.com ', password: ' pass word ' })).toEqual(
      {
        name: 'Ada',
        email: 'ada@example.com',
        password: ' pass word ',
      },
    )
  })

  it('name the failing field in one line', () => {
    const result = upsertUpdateRequestSchema.safeParse({
      title: 'x',
      templateName: 'Weekly Update',
      content: '[]',
      updateType: 'daily',
    })
    expect(result.success).toBe(false)
    expect(describeValidationError(result.error!)).toMatch(/^updateType: /)
  })

  it('tell the two format-update request shapes apart by updateType', () => {
    expect(formatUpdateRequestSchema.safeParse({ updateType: 'quick', transcription: 'We shipped.' }).success).toBe(
      true,
    )
    expect(
      formatUpdateRequestSchema.safeParse({
        updateType: 'weekly',
        sections: [
          {
            sectionId: 'key-updates_1',
            sectionName: 'Key Updates & Decisions Made',
            transcriptions: ['x'],
            recordingIds: ['1'],
          },
        ],
      }).success,
    ).toBe(true)
    expect(formatUpdateRequestSchema.safeParse({ updateType: 'weekly', transcription: 'x' }).success).toBe(false)
  })
})

describe('vocabulary term requests', () => {
  it('trim the written form, collapse its spaces, lower-case and de-duplicate the hints', () => {
    expect(
      vocabularyTermRequestSchema.parse({ term: '  SOC   2 ', soundsLike: [' Sock Two', 'sock two', 'soc two'] }),
    ).toEqual({
      term: 'SOC 2',
      soundsLike: ['sock two', 'soc two'],
    })
    expect(vocabularyTermRequestSchema.parse({ term: 'Okta' })).toEqual({ term: 'Okta', soundsLike: [] })
  })

  it.each([
    [{ term: '   ' }, /^term: Written form is required/],
    [{ term: 'x'.repeat(41) }, /^term: Written form must be at most 40/],
    [{ term: '--' }, /^term: .*letter or digit/],
    [{ term: 'Priya', soundsLike: ['a', 'b', 'c', 'd', 'e', 'f'] }, /^soundsLike: At most 5/],
    [{ term: 'Priya', soundsLike: [''] }, /^soundsLike\.0: A hint cannot be empty/],
    [{ term: 'SOC 2', soundsLike: ['sock 2'] }, /^soundsLike\.0: Hints are spoken words/],
  ])('refuse %j naming the field', (body, message) => {
    const result = vocabularyTermRequestSchema.safeParse(body)
    expect(result.success).toBe(false)
    expect(describeValidationError(result.error!)).toMatch(message)
  })
})
