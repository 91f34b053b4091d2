import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { migrateUpdateDoc, schemaVersionOf } from './migrations.ts'
import { SCHEMA_VERSION, readEntries } from './schema.ts'

describe('given a document written before schema versions existed', () => {
  function legacyDoc(): Y.Doc {
    const doc = new Y.Doc()
    doc.getMap('meta').set('title', 'Old update')
    doc.getArray<Y.Map<unknown>>('entries').push([
      new Y.Map<unknown>([
        ['sectionId', 'tldr'],
        ['headline', 'On track'],
        ['content', 'Ships Friday.'],
      ]),
    ])
    return doc
  }

  it('migrates it to the current version, giving every entry a stable id', () => {
    const doc = legacyDoc()
    expect(schemaVersionOf(doc)).toBe(0)
    expect(migrateUpdateDoc(doc)).toBe('migrated')
    expect(schemaVersionOf(doc)).toBe(SCHEMA_VERSION)
    expect(readEntries(doc)[0]!.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('leaves a current document untouched', () => {
    const doc = legacyDoc()
    migrateUpdateDoc(doc)
    const before = Y.encodeStateVector(doc)
    expect(migrateUpdateDoc(doc)).toBe('current')
    expect(Y.encodeStateVector(doc)).toEqual(before)
  })

  it('reports a document from a newer app version instead of rewriting it', () => {
    const doc = new Y.Doc()
    doc.getMap('meta').set('schemaVersion', SCHEMA_VERSION + 1)
    expect(migrateUpdateDoc(doc)).toBe('newer')
  })
})

describe('given a version 1 document with a risk and a goal', () => {
  it('migrates the risk to an open item, new in this update, and leaves the goal alone', () => {
    const doc = new Y.Doc()
    doc.getMap('meta').set('schemaVersion', 1)
    doc.getArray<Y.Map<unknown>>('entries').push([
      new Y.Map<unknown>([
        ['id', 'goal'],
        ['sectionId', 'goal-progress_1'],
        ['headline', 'Activation up 12%'],
        ['content', ''],
      ]),
      new Y.Map<unknown>([
        ['id', 'risk'],
        ['sectionId', 'risks-blockers_1'],
        ['headline', 'Vendor late'],
        ['content', ''],
      ]),
    ])
    expect(migrateUpdateDoc(doc)).toBe('migrated')
    const [goal, risk] = readEntries(doc)
    expect(goal!.status).toBeUndefined()
    expect(risk).toMatchObject({ status: 'open', openSince: 1 })
  })
})
