import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { coalesceWrites } from './coalesced-writes.ts'

/** A transport that records how many frames each of its writes carried. */
function recordingTransport() {
  const writes: number[] = []
  const transport = new Writable({
    write(_chunk, _encoding, done) {
      writes.push(1)
      done()
    },
    writev(chunks, done) {
      writes.push(chunks.length)
      done()
    },
  })
  return { transport, writes }
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

describe('given a socket whose writes are coalesced', () => {
  it('sends the frames of one turn, promise callbacks included, in one write', async () => {
    const { transport, writes } = recordingTransport()
    const socket = { send: (data: Uint8Array) => void transport.write(data) }
    coalesceWrites(socket, transport)
    socket.send(new Uint8Array([1]))
    socket.send(new Uint8Array([2]))
    void Promise.resolve().then(() => socket.send(new Uint8Array([3])))
    await nextTurn()
    expect(writes).toEqual([3])
  })

  it('sends the frames of the next turn in a write of their own', async () => {
    const { transport, writes } = recordingTransport()
    const socket = { send: (data: Uint8Array) => void transport.write(data) }
    coalesceWrites(socket, transport)
    socket.send(new Uint8Array([1]))
    await nextTurn()
    socket.send(new Uint8Array([2]))
    socket.send(new Uint8Array([3]))
    await nextTurn()
    expect(writes).toEqual([1, 2])
  })
})
