import { crc32 } from 'node:zlib'
import * as decoding from 'lib0/decoding'
import type { LoggedUpdate } from '../repositories/document-log-repository.ts'

// How logged updates are framed in the update log's segment files (update-log-file.ts): each record
// is its body's length and CRC-32 (4 bytes each, little-endian), then the body (the document's name,
// then the Yjs update). A kill -9 or power loss can leave the last write torn; the checksum tells a
// whole record from a torn one, so reading stops at the first record that is not whole.
const HEADER_BYTES = 8

/** Bytes of `value` as an unsigned LEB128 varint (lib0's writeVarUint, which decoding reads back). */
function varUintBytes(value: number): number {
  let bytes = 1
  while (value > 0x7f) {
    value = Math.floor(value / 128)
    bytes++
  }
  return bytes
}

function writeVarUint(into: Buffer, value: number, offset: number): number {
  while (value > 0x7f) {
    into[offset++] = 0x80 | (value & 0x7f)
    value = Math.floor(value / 128)
  }
  into[offset++] = value
  return offset
}

/**
 * The records of a batch, as one buffer: one write appends them all. Each body is written straight
 * into it (no encoder and no copy per record: this runs on the event loop for every update).
 */
export function encodeRecords(entries: readonly LoggedUpdate[]): Buffer {
  let size = 0
  for (const { name, update } of entries) {
    const nameBytes = Buffer.byteLength(name)
    size += HEADER_BYTES + varUintBytes(nameBytes) + nameBytes + update.length
  }
  const records = Buffer.allocUnsafe(size)
  let offset = 0
  for (const { name, update } of entries) {
    const start = offset + HEADER_BYTES
    // The body, as lib0's writeVarString then the update's bytes: its length prefix, then its UTF-8.
    let end = writeVarUint(records, Buffer.byteLength(name), start)
    end += records.write(name, end)
    records.set(update, end)
    end += update.length
    records.writeUInt32LE(end - start, offset)
    records.writeUInt32LE(crc32(records.subarray(start, end)), offset + 4)
    offset = end
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
