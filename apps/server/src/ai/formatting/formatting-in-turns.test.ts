import type { FormatUpdateRequest, ProcessTextRequest } from '@sayso/shared'
import { describe, expect, it } from 'vitest'
import { formattingInTurns } from './formatting-in-turns.ts'
import { createOfflineFormatter } from './offline/offline-formatter.ts'

const offline = createOfflineFormatter()
const quick = (transcription: string): FormatUpdateRequest => ({ updateType: 'quick', transcription })
const typed = (text: string): ProcessTextRequest => ({ text, sectionId: 'key-updates_1', sectionName: 'Key Updates' })
const NOTES = [
  'um so the checkout goal is on track, we are at like forty two percent of the target',
  'we decided to uh drop the legacy payment page. conversion went up four percent after the redesign',
  'the main risk is the data migration, it could slip by a week if the vendor does not answer by monday',
]

describe('given the offline formatter formatting in turns', () => {
  const formatter = formattingInTurns(offline)

  it('answers a request on its own as the formatter does', async () => {
    await expect(formatter.formatUpdate(quick(NOTES[0]!))).resolves.toEqual(
      await offline.formatUpdate(quick(NOTES[0]!)),
    )
  })

  it('gives each of the requests that arrive together its own answer', async () => {
    const together = await Promise.all([
      ...NOTES.map((note) => formatter.formatUpdate(quick(note))),
      ...NOTES.map((note) => formatter.processText(typed(note))),
    ])
    const alone = [
      ...(await Promise.all(NOTES.map((note) => offline.formatUpdate(quick(note))))),
      ...(await Promise.all(NOTES.map((note) => offline.processText(typed(note))))),
    ]
    expect(together).toEqual(alone)
  })

  it('fails only the request that fails, and formats the others of its turn', async () => {
    const [broken, fine] = await Promise.allSettled([
      formatter.processText(typed(null as unknown as string)),
      formatter.processText(typed(NOTES[1]!)),
    ])
    expect(broken.status).toBe('rejected')
    expect(fine).toEqual({ status: 'fulfilled', value: await offline.processText(typed(NOTES[1]!)) })
  })
})
