import type { SavedUpdate } from '@sayso/shared'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import {
  listedUpdatesMap,
  ownerOfUpdateList,
  putListedUpdate,
  readUpdateList,
  reconcileUpdateList,
  removeListedUpdate,
  updateListName,
} from './update-list.ts'

const update = (id: string, overrides: Partial<SavedUpdate> = {}): SavedUpdate => ({
  id,
  title: `Update ${id.slice(0, 4)}`,
  templateName: 'Weekly Update',
  content: '[]',
  updateType: 'weekly',
  createdAt: '2026-03-03T09:00:00.000Z',
  updatedAt: '2026-03-03T09:00:00.000Z',
  ...overrides,
})

const A = '0a4e5c1e-0000-4000-8000-000000000001'
const B = '0b4e5c1e-0000-4000-8000-000000000002'

/** A second replica that receives every change the first one makes, as a device would. */
function replicaOf(source: Y.Doc): { doc: Y.Doc; bytes: () => number } {
  const doc = new Y.Doc()
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(source))
  let received = 0
  source.on('update', (change: Uint8Array) => {
    received += change.byteLength
    Y.applyUpdate(doc, change)
  })
  return { doc, bytes: () => received }
}

describe('given the name of a list document', () => {
  it('tells whose list it is, and that an update id names no list', () => {
    expect(ownerOfUpdateList(updateListName('user-7'))).toBe('user-7')
    expect(ownerOfUpdateList(A)).toBeNull()
    expect(ownerOfUpdateList('update-list:')).toBeNull()
  })
})

describe('given a list of updates', () => {
  it('reads them newest first, in the REST shape', () => {
    const doc = new Y.Doc()
    putListedUpdate(doc, update(A, { createdAt: '2026-03-01T09:00:00.000Z' }))
    putListedUpdate(
      doc,
      update(B, { createdAt: '2026-03-02T09:00:00.000Z', updateType: 'quick', templateName: 'Quick Update' }),
    )
    expect(readUpdateList(doc)).toEqual([
      update(B, { createdAt: '2026-03-02T09:00:00.000Z', updateType: 'quick', templateName: 'Quick Update' }),
      update(A, { createdAt: '2026-03-01T09:00:00.000Z' }),
    ])
  })

  it('sends a retitle to another replica as the title alone', () => {
    const doc = new Y.Doc()
    const longContent = JSON.stringify([{ sectionId: 'tldr', headline: 'On track', content: 'x'.repeat(2000) }])
    putListedUpdate(doc, update(A, { content: longContent }))
    const replica = replicaOf(doc)
    expect(putListedUpdate(doc, update(A, { content: longContent, title: 'Renamed' }))).toBe(true)
    expect(readUpdateList(replica.doc)[0]!.title).toBe('Renamed')
    expect(replica.bytes()).toBeLessThan(100)
  })

  it('changes nothing when an update is put again unchanged', () => {
    const doc = new Y.Doc()
    putListedUpdate(doc, update(A))
    const before = Y.encodeStateVector(doc)
    expect(putListedUpdate(doc, update(A))).toBe(false)
    expect(Y.encodeStateVector(doc)).toEqual(before)
  })

  it('drops a removed update on another replica', () => {
    const doc = new Y.Doc()
    putListedUpdate(doc, update(A))
    putListedUpdate(doc, update(B))
    const replica = replicaOf(doc)
    expect(removeListedUpdate(doc, A)).toBe(true)
    expect(removeListedUpdate(doc, A)).toBe(false)
    expect(readUpdateList(replica.doc).map((listed) => listed.id)).toEqual([B])
  })

  it('reconciles with the server index: adds, refreshes and removes in one change', () => {
    const doc = new Y.Doc()
    putListedUpdate(doc, update(A))
    let changes = 0
    doc.on('update', () => changes++)
    expect(reconcileUpdateList(doc, [update(B, { title: 'New' })])).toBe(true)
    expect(changes).toBe(1)
    expect(readUpdateList(doc).map((listed) => [listed.id, listed.title])).toEqual([[B, 'New']])
    expect(reconcileUpdateList(doc, [update(B, { title: 'New' })])).toBe(false)
  })

  it('skips entries that are not complete updates (a document is never trusted blindly)', () => {
    const doc = new Y.Doc()
    putListedUpdate(doc, update(A))
    listedUpdatesMap(doc).set(B, new Y.Map<unknown>([['title', 'No other fields']]))
    listedUpdatesMap(doc).get(A)!.set('updateType', 'monthly')
    expect(readUpdateList(doc)).toEqual([])
  })
})
