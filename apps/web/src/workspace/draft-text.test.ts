// @vitest-environment node
import { readUpdate, setTypedText } from '@sayso/update-doc'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { DraftText } from './draft-text.ts'

/** Frames painted by hand: each `paint()` runs what waited for the next one. */
function frames() {
  let waiting: Array<() => void> = []
  return {
    schedule: (task: () => void) => {
      waiting.push(task)
      return () => (waiting = waiting.filter((candidate) => candidate !== task))
    },
    paint: () => waiting.splice(0).forEach((task) => task()),
  }
}

const typedText = (doc: Y.Doc) => readUpdate(doc).typedText

describe('given the text field of an open update', () => {
  it('shows a key at once and writes it to the document once the frame showing it is painted', () => {
    const { schedule, paint } = frames()
    const doc = new Y.Doc()
    const draft = new DraftText(schedule)
    draft.attach(doc)

    draft.type('S', '')
    draft.type('Sh', '')
    expect(draft.shown(typedText(doc))).toBe('Sh')
    expect(typedText(doc)).toBe('')

    paint()
    expect(typedText(doc)).toBe('Sh')
    expect(draft.shown(typedText(doc))).toBe('Sh')
  })

  it('keeps keys another device typed before the write', () => {
    const { schedule, paint } = frames()
    const doc = new Y.Doc()
    setTypedText(doc, 'Revenue is up.')
    const draft = new DraftText(schedule)
    draft.attach(doc)

    draft.type('Revenue is up 12%.', 'Revenue is up.')
    setTypedText(doc, 'Q3 Revenue is up.')
    paint()

    expect(typedText(doc)).toBe('Q3 Revenue is up 12%.')
  })

  it('empties the field and the document when its text is sent, and writes nothing after', () => {
    const { schedule, paint } = frames()
    const doc = new Y.Doc()
    const draft = new DraftText(schedule)
    draft.attach(doc)
    draft.type('Shipped', '')
    paint()

    draft.type('Shipped it', 'Shipped')
    draft.clear()
    paint()

    expect(typedText(doc)).toBe('')
    expect(draft.shown(typedText(doc))).toBe('')
  })
})

describe('given an update that does not exist yet', () => {
  it('keeps what was typed until the update is made, then writes it', () => {
    const { schedule, paint } = frames()
    const draft = new DraftText(schedule)
    draft.type('First words', '')
    paint()
    expect(draft.shown('')).toBe('First words')

    const doc = new Y.Doc()
    draft.attach(doc)
    expect(typedText(doc)).toBe('First words')
  })
})
