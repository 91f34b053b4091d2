import 'fake-indexeddb/auto'
import { IndexeddbPersistence } from 'y-indexeddb'
import * as Y from 'yjs'
import { describe, expect, it } from 'vitest'
import { localDatabaseName, localUpdateIds, peekFlag, writeFlag } from './local-store.ts'

describe('a flag of a local update no screen has open', () => {
  it('is read as the document left it', async () => {
    const doc = new Y.Doc()
    const persistence = new IndexeddbPersistence(localDatabaseName('user-flags', 'update-1'), doc)
    await persistence.whenSynced
    await writeFlag(persistence, 'pending', true)
    await persistence.destroy()

    await expect(peekFlag('user-flags', 'update-1', 'pending')).resolves.toBe(true)
    await expect(peekFlag('user-flags', 'update-1', 'serverHasIt')).resolves.toBe(false)
  })

  it('of an update that is gone reads as unset, without leaving a database under its name', async () => {
    await expect(peekFlag('user-flags', 'gone', 'pending')).resolves.toBe(false)
    await expect(localUpdateIds('user-flags')).resolves.not.toContain('gone')
  })
})
