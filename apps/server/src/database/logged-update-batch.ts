import * as decoding from 'lib0/decoding'
import * as encoding from 'lib0/encoding'
import type { LoggedUpdate } from '../repositories/document-log-repository.ts'

// A batch of logged updates travels to the log's worker (log-appender.ts) as one buffer that is
// transferred, not cloned: structured cloning an object and a byte array per update cost the
// event loop more than the rest of logging it (bench:sync, issue 14).

/** In a buffer of its own, so it can be transferred. */
export function encodeBatch(entries: readonly LoggedUpdate[]): Uint8Array<ArrayBuffer> {
  const encoder = encoding.createEncoder()
  encoding.writeVarUint(encoder, entries.length)
  for (const { name, update } of entries) {
    encoding.writeVarString(encoder, name)
    encoding.writeVarUint8Array(encoder, update)
  }
  return encoding.toUint8Array(encoder) as Uint8Array<ArrayBuffer> // a fresh ArrayBuffer, never shared
}

export function decodeBatch(bytes: Uint8Array): LoggedUpdate[] {
  const decoder = decoding.createDecoder(bytes)
  return Array.from({ length: decoding.readVarUint(decoder) }, () => ({
    name: decoding.readVarString(decoder),
    update: decoding.readVarUint8Array(decoder),
  }))
}
