import * as decoding from 'lib0/decoding'

// Checks every frame a device sends before Hocuspocus sees it. Hocuspocus answers a malformed
// message by dropping one document, and Yjs can spend seconds on a crafted update (huge run
// lengths make merging and integrating loop, yjs#687), so a frame that is not exactly a
// well-formed message of a type devices send closes the whole socket instead.

/** Hocuspocus message types a provider sends (@hocuspocus/server MessageType). */
const SYNC = 0
const AWARENESS = 1
const AUTH = 2
const QUERY_AWARENESS = 3
const SYNC_REPLY = 4
const STATELESS = 5
const CLOSE = 7

const SYNC_STEP_1 = 0
const SYNC_STEP_2 = 1
const SYNC_UPDATE = 2

/** Far beyond anything a person can write into one update, far below what makes Yjs loop for long. */
const MAX_CLOCK = 2 ** 31
const MAX_RUN_LENGTH = 2 ** 24
const MAX_ADDRESS_LENGTH = 256

class Malformed extends Error {}

function fail(message: string): never {
  throw new Malformed(message)
}

/** A count read from the message can never exceed the bytes left to describe its items. */
function readCount(decoder: decoding.Decoder): number {
  const count = decoding.readVarUint(decoder)
  if (count > decoder.arr.length - decoder.pos) fail('count larger than the message')
  return count
}

function readBounded(decoder: decoding.Decoder, max: number, what: string): number {
  const value = decoding.readVarUint(decoder)
  if (value > max) fail(`${what} out of range`)
  return value
}

function readId(decoder: decoding.Decoder): void {
  decoding.readVarUint(decoder)
  readBounded(decoder, MAX_CLOCK, 'clock')
}

/** Reads one item's content (Yjs UpdateDecoderV1 layout) and returns its length in clock units. */
function readContent(decoder: decoding.Decoder, ref: number): number {
  switch (ref) {
    case 1: // deleted
      return readBounded(decoder, MAX_RUN_LENGTH, 'length')
    case 2: {
      // JSON
      const count = readCount(decoder)
      for (let i = 0; i < count; i++) decoding.readVarString(decoder)
      return count
    }
    case 3: // binary
      decoding.readVarUint8Array(decoder)
      return 1
    case 4: // string
      return decoding.readVarString(decoder).length
    case 5: // embed
      decoding.readVarString(decoder)
      return 1
    case 6: // format
      decoding.readVarString(decoder)
      decoding.readVarString(decoder)
      return 1
    case 7: {
      // type
      const typeRef = decoding.readVarUint(decoder)
      if (typeRef > 6) fail('unknown shared type')
      if (typeRef === 3 || typeRef === 5) decoding.readVarString(decoder)
      return 1
    }
    case 8: {
      // any
      const count = readCount(decoder)
      for (let i = 0; i < count; i++) decoding.readAny(decoder)
      return count
    }
    case 9: // subdocument
      decoding.readVarString(decoder)
      decoding.readAny(decoder)
      return 1
    default:
      return fail('unknown content type')
  }
}

/** Walks a Yjs v1 update completely, bounding every clock and length. */
function readUpdate(decoder: decoding.Decoder): void {
  const clients = readCount(decoder)
  for (let c = 0; c < clients; c++) {
    const structs = readCount(decoder)
    decoding.readVarUint(decoder) // client id
    let clock = readBounded(decoder, MAX_CLOCK, 'clock')
    for (let s = 0; s < structs; s++) {
      const info = decoding.readUint8(decoder)
      const ref = info & 0b11111
      let length: number
      if (ref === 0 || ref === 10) {
        length = readBounded(decoder, MAX_RUN_LENGTH, 'length') // GC or skip
      } else {
        if (info & 0b10000000) readId(decoder) // origin
        if (info & 0b01000000) readId(decoder) // right origin
        if ((info & 0b11000000) === 0) {
          if (decoding.readVarUint(decoder) === 1)
            decoding.readVarString(decoder) // root type name
          else readId(decoder) // parent item
          if (info & 0b00100000) decoding.readVarString(decoder) // key in a map
        }
        length = readContent(decoder, ref)
      }
      clock += length
      if (clock > MAX_CLOCK) fail('clock out of range')
    }
  }
  const deleteClients = readCount(decoder)
  for (let c = 0; c < deleteClients; c++) {
    decoding.readVarUint(decoder) // client id
    const ranges = readCount(decoder)
    for (let r = 0; r < ranges; r++) {
      readBounded(decoder, MAX_CLOCK, 'clock')
      readBounded(decoder, MAX_RUN_LENGTH, 'length')
    }
  }
}

function readStateVector(decoder: decoding.Decoder): void {
  const clients = readCount(decoder)
  for (let c = 0; c < clients; c++) {
    decoding.readVarUint(decoder)
    readBounded(decoder, MAX_CLOCK, 'clock')
  }
}

function readAwareness(decoder: decoding.Decoder): void {
  const clients = readCount(decoder)
  for (let c = 0; c < clients; c++) {
    decoding.readVarUint(decoder) // client id
    decoding.readVarUint(decoder) // clock
    JSON.parse(decoding.readVarString(decoder))
  }
}

/** Reads a nested byte array and requires its reader to consume all of it. */
function readWhole(decoder: decoding.Decoder, read: (inner: decoding.Decoder) => void): void {
  const inner = decoding.createDecoder(decoding.readVarUint8Array(decoder))
  read(inner)
  if (decoding.hasContent(inner)) fail('trailing bytes')
}

function readMessage(decoder: decoding.Decoder): void {
  const address = decoding.readVarString(decoder)
  if (address.length === 0 || address.length > MAX_ADDRESS_LENGTH) fail('bad document address')
  const type = decoding.readVarUint(decoder)
  switch (type) {
    case SYNC:
    case SYNC_REPLY: {
      const step = decoding.readVarUint(decoder)
      if (step === SYNC_STEP_1) readWhole(decoder, readStateVector)
      else if (step === SYNC_STEP_2 || step === SYNC_UPDATE) readWhole(decoder, readUpdate)
      else fail('unknown sync step')
      break
    }
    case AWARENESS:
      readWhole(decoder, readAwareness)
      break
    case AUTH:
      decoding.readVarUint(decoder)
      decoding.readVarString(decoder)
      if (decoding.hasContent(decoder)) decoding.readVarString(decoder) // provider version
      break
    case QUERY_AWARENESS:
      break
    case STATELESS:
      decoding.readVarString(decoder)
      break
    case CLOSE:
      if (decoding.hasContent(decoder)) decoding.readVarString(decoder)
      break
    default:
      fail('unknown message type')
  }
  if (decoding.hasContent(decoder)) fail('trailing bytes')
}

/** Null when the frame is a well-formed message a device may send, else why it is not. */
export function findMessageProblem(frame: Uint8Array): string | null {
  try {
    readMessage(decoding.createDecoder(frame))
    return null
  } catch (error) {
    // lib0 throws plain Errors past the end of the frame; deep `any` values overflow the stack.
    return error instanceof Malformed ? error.message : 'truncated or undecodable message'
  }
}
