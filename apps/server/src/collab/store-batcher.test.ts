import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { createStoreBatcher, STORE_GATHER_MS } from './store-batcher.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('given documents whose stores come due a few milliseconds apart', () => {
  it('stores them in one batch', async () => {
    const batches: string[][] = []
    const stores = createStoreBatcher(async (documents) => {
      batches.push([...documents.keys()])
      return new Map()
    })
    const first = stores.store('a', new Y.Doc())
    await sleep(STORE_GATHER_MS / 5)
    const second = stores.store('b', new Y.Doc())
    await Promise.all([first, second])
    expect(batches).toEqual([['a', 'b']])
  })

  it('rejects the store of a document that failed, and only that one', async () => {
    const failure = new Error('disk full')
    const stores = createStoreBatcher(async () => new Map([['a', failure]]))
    const results = await Promise.allSettled([stores.store('a', new Y.Doc()), stores.store('b', new Y.Doc())])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled'])
  })
})
