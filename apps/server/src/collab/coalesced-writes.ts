import type { Writable } from 'node:stream'

/** What the sync server sends on: a ws WebSocket (only its `send` is wrapped). */
interface Sender {
  send(data: Uint8Array): void
}

/**
 * Makes the frames sent on `socket` in one turn of the event loop leave in one write to `transport`
 * (the TCP socket under it): a commit of the update log releases a device's acknowledgements of many
 * documents at once, and Hocuspocus broadcasts each document's changes in a frame of its own. One
 * system call, and one packet for the device to read, instead of one each.
 */
export function coalesceWrites(socket: Sender, transport: Writable): void {
  const send = socket.send.bind(socket)
  let corked = false
  const uncork = () => {
    corked = false
    transport.uncork()
  }
  socket.send = (data) => {
    if (!corked) {
      corked = true
      transport.cork()
      // After this turn's promise callbacks too (Node's advice for cork), so all of a commit's acknowledgements join.
      process.nextTick(uncork)
    }
    send(data)
  }
}
