import { crc32 } from 'node:zlib'
import * as decoding from 'lib0/decoding'
import * as encoding from 'lib0/encoding'
import type { LoggedUpdate } from '../repositories/document-log-repository.ts'

// How logged updates are framed in the update log's segment files (update-log-file.ts): each record
// is its body's length and CRC-32 (4 bytes each, little-endian), then the body (the document's name,
// then the Yjs update). A kill -9 or power loss can leave the last write torn; the checksum tells a
// whole record from a torn one, so reading stops at the first record that is not whole.
const HEADER_BYTES = 8

/** The records of a batch, as one buffer: one write appends them all. */
export function encodeRecords(entries: readonly LoggedUpdate[]): Buffer {
  const bodies = entries.map(({ name, update }) => {
    const encoder = encoding.createEncoder()
    encoding.writeVarString(encoder, name)
    encoding.writeUint8Array(encoder, update)
    return encoding.toUint8Array(encoder)
  })
  const records = Buffer.allocUnsafe(bodies.reduce((sum, body) => sum + HEADER_BYTES + body.length, 0))
  let offset = 0
  for (const body of bodies) {
    offset = records.writeUInt32LE(body.length, offset)
    offset = records.writeUInt32LE(crc32(body), offset)
    records.set(body, offset)
    offset += body.length
  }
  return records
}

function decodeBody(body: Buffer): LoggedUpdate | null {
  try {
    const decoder = decoding.createDecoder(body)
    const name = decoding.readVarString(decoder)
    return { name, update: new Uint8Array(body.subarray(decoder.pos)) }
  } catch {
    return null
  }
}

/** The whole records at the start of `bytes`, up to the first torn or damaged one. */
export function decodeRecords(bytes: Uint8Array): { entries: LoggedUpdate[]; wholeBytes: number } {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const entries: LoggedUpdate[] = []
  let offset = 0
  while (offset + HEADER_BYTES <= view.length) {
    const length = view.readUInt32LE(offset)
    const start = offset + HEADER_BYTES
    // A body holds at least a name's length: zeros (a file the disk extended but never filled) end it.
    if (length === 0 || start + length > view.length) break
    const body = view.subarray(start, start + length)
    if (crc32(body) !== view.readUInt32LE(offset + 4)) break
    const entry = decodeBody(body)
    if (!entry) break
    entries.push(entry)
    offset = start + length
  }
  return { entries, wholeBytes: offset }
}
