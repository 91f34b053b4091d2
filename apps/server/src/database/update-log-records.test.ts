import { describe, expect, it } from 'vitest'
import { decodeRecords, encodeRecords } from './update-log-records.ts'

const entries = [
  { name: 'a2f4e1c0-0000-4000-8000-000000000001', update: new Uint8Array([1, 2, 3]) },
  { name: 'ünïcödé', update: new Uint8Array(0) },
  { name: 'b', update: new Uint8Array(300).fill(7) },
]

describe('update log records', () => {
  it('read back as they were written, in order, across writes', () => {
    const file = Buffer.concat([encodeRecords(entries.slice(0, 2)), encodeRecords(entries.slice(2))])
    expect(decodeRecords(file)).toEqual({ entries, wholeBytes: file.length })
  })

  it('read back names whose length takes more than one byte to write', () => {
    const long = [{ name: 'n'.repeat(200), update: new Uint8Array([9]) }]
    expect(decodeRecords(encodeRecords(long)).entries).toEqual(long)
  })

  it('stop before a torn last record, at every length it can be cut to', () => {
    const whole = encodeRecords(entries.slice(0, 2))
    const file = Buffer.concat([whole, encodeRecords(entries.slice(2))])
    for (let length = whole.length; length < file.length; length++) {
      expect(decodeRecords(file.subarray(0, length))).toEqual({
        entries: entries.slice(0, 2),
        wholeBytes: whole.length,
      })
    }
  })

  it('stop at a record whose bytes were damaged, keeping those before it', () => {
    const first = encodeRecords(entries.slice(0, 1))
    const file = Buffer.concat([first, encodeRecords(entries.slice(1))])
    file.writeUInt8(file.readUInt8(first.length + 10) ^ 0xff, first.length + 10) // inside the second record's body
    expect(decodeRecords(file)).toEqual({ entries: entries.slice(0, 1), wholeBytes: first.length })
  })

  it('read nothing from an empty or zero-filled file', () => {
    expect(decodeRecords(new Uint8Array(0)).entries).toEqual([])
    expect(decodeRecords(new Uint8Array(64)).entries).toEqual([])
  })
})
