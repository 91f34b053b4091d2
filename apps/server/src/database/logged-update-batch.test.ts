import { describe, expect, it } from 'vitest'
import { decodeBatch, encodeBatch } from './logged-update-batch.ts'

describe('logged update batches', () => {
  it('arrive as they were sent, in order', () => {
    const entries = [
      { name: 'a2f4e1c0-0000-4000-8000-000000000001', update: new Uint8Array([1, 2, 3]) },
      { name: 'ünïcödé', update: new Uint8Array(0) },
      { name: 'b', update: new Uint8Array(300).fill(7) },
    ]
    expect(decodeBatch(encodeBatch(entries))).toEqual(entries)
  })

  it('may be empty', () => {
    expect(decodeBatch(encodeBatch([]))).toEqual([])
  })
})
