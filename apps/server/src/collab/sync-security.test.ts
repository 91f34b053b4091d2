import * as encoding from 'lib0/encoding'
import { initializeUpdate, readUpdate, setTitle } from '@sayso/update-doc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import * as Y from 'yjs'
import { ENTRY, createClient, signedUpClient, startTestServer, weeklyUpdate } from '../testing/test-server.ts'
import { eventually, syncUrl, testDevice, type TestDevice } from '../testing/sync-clients.ts'

const MAX_MESSAGE_BYTES = 64 * 1024

/** Opens a raw WebSocket like a browser would; resolves with the socket or the refused status. */
function rawSocket(baseUrl: string, headers: Record<string, string>): Promise<WebSocket | { refusedWith: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(syncUrl(baseUrl), { headers })
    socket.once('open', () => resolve(socket))
    socket.once('unexpected-response', (_request, response) => resolve({ refusedWith: response.statusCode ?? 0 }))
    socket.once('error', reject)
  })
}

const closeOf = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))

function message(documentName: string, write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder()
  encoding.writeVarString(encoder, documentName)
  write(encoder)
  return encoding.toUint8Array(encoder)
}

const authMessage = (documentName: string) =>
  message(documentName, (encoder) => {
    encoding.writeVarUint(encoder, 2) // auth
    encoding.writeVarUint(encoder, 0) // token
    encoding.writeVarString(encoder, '')
  })

const updateMessage = (documentName: string, update: Uint8Array) =>
  message(documentName, (encoder) => {
    encoding.writeVarUint(encoder, 0) // sync
    encoding.writeVarUint(encoder, 2) // update
    encoding.writeVarUint8Array(encoder, update)
  })

/** A Yjs update whose single garbage-collected run claims 2^40 clock units (the run-length bomb shape). */
function runLengthBomb(): Uint8Array {
  const encoder = encoding.createEncoder()
  encoding.writeVarUint(encoder, 1) // clients
  encoding.writeVarUint(encoder, 1) // structs
  encoding.writeVarUint(encoder, 1234) // client
  encoding.writeVarUint(encoder, 0) // clock
  encoding.writeUint8(encoder, 0) // GC
  encoding.writeVarUint(encoder, 2 ** 40)
  encoding.writeVarUint(encoder, 0) // delete set
  return encoding.toUint8Array(encoder)
}

describe('given the sync server', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  const devices: TestDevice[] = []
  const device = (cookie: string | null, origin?: string) => {
    const created = testDevice(server.url, cookie, origin)
    devices.push(created)
    return created
  }
  beforeAll(async () => {
    server = await startTestServer({ sync: { storeDebounceMs: 100, maxMessageBytes: MAX_MESSAGE_BYTES } })
  })
  afterAll(async () => {
    devices.forEach((created) => created.destroy())
    await server.close()
  })

  it('refuses a socket without a session cookie before the upgrade', async () => {
    expect(await rawSocket(server.url, { origin: server.url })).toEqual({ refusedWith: 401 })
  })

  it('refuses a socket from another origin before the upgrade, even with a valid session', async () => {
    const { client } = await signedUpClient(server.url)
    const evil = await rawSocket(server.url, { origin: 'https://evil.example', cookie: client.cookieHeader() })
    expect(evil).toEqual({ refusedWith: 403 })
  })

  it("refuses another user's document for reading and writing, while the user's own documents on the same socket keep syncing", async () => {
    const owner = await signedUpClient(server.url)
    const secret = (await owner.client.post('/api/updates', weeklyUpdate('Owner only', [ENTRY]))).body
    const intruder = await signedUpClient(server.url)
    const own = (await intruder.client.post('/api/updates', weeklyUpdate('Mine'))).body

    const shared = device(intruder.client.cookieHeader())
    const stolen = shared.open(secret.id)
    const mine = shared.open(own.id)
    expect(await stolen.refusal).toBe('forbidden')
    expect(readUpdate(stolen.doc).entries).toEqual([])
    await mine.synced
    setTitle(mine.doc, 'Mine, edited')
    await eventually(async () => expect((await intruder.client.get('/api/updates')).body[0].title).toBe('Mine, edited'))

    // Writing anyway: an update frame for the other user's document over a raw socket.
    const raw = (await rawSocket(server.url, {
      origin: server.url,
      cookie: intruder.client.cookieHeader(),
    })) as WebSocket
    const forged = new Y.Doc()
    initializeUpdate(forged, {
      title: 'Hijacked',
      templateId: 'weekly-update',
      templateName: 'Weekly Update',
      updateType: 'weekly',
      createdAt: 'x',
      ownerId: 'x',
    })
    raw.send(updateMessage(secret.id, Y.encodeStateAsUpdate(forged)))
    raw.send(authMessage(secret.id))
    await new Promise((resolve) => setTimeout(resolve, 300))
    raw.close()
    expect((await owner.client.get('/api/updates')).body[0]).toMatchObject({
      title: 'Owner only',
      content: JSON.stringify([ENTRY]),
    })
  })

  it('closes the sockets of a session within a second of its logout, and those of every session when the account is deleted', async () => {
    const { client, email, password } = await signedUpClient(server.url)
    const other = createClient(server.url)
    await other.post('/api/auth/login', { email, password })
    const first = (await rawSocket(server.url, { origin: server.url, cookie: client.cookieHeader() })) as WebSocket
    const second = (await rawSocket(server.url, { origin: server.url, cookie: other.cookieHeader() })) as WebSocket
    const firstClosed = closeOf(first)

    const loggedOutAt = Date.now()
    expect((await client.post('/api/auth/logout')).status).toBe(204)
    expect(await firstClosed).toBe(4401)
    expect(Date.now() - loggedOutAt).toBeLessThan(1000)
    expect(second.readyState).toBe(WebSocket.OPEN)

    const secondClosed = closeOf(second)
    expect((await other.delete('/api/user')).status).toBe(204)
    expect(await secondClosed).toBe(4401)
  })

  describe('and a device sending bad frames', () => {
    async function ownDocumentOnAnotherDevice() {
      const { client } = await signedUpClient(server.url)
      const created = (await client.post('/api/updates', weeklyUpdate('Unaffected'))).body
      const writer = device(client.cookieHeader()).open(created.id)
      const reader = device(client.cookieHeader()).open(created.id)
      await Promise.all([writer.synced, reader.synced])
      return {
        /** Fails unless an edit still reaches the other device promptly. */
        async stillSyncs(title: string) {
          const startedAt = Date.now()
          setTitle(writer.doc, title)
          await eventually(() => expect(readUpdate(reader.doc).meta.title).toBe(title), 2000)
          expect(Date.now() - startedAt).toBeLessThan(1000)
        },
      }
    }

    async function sendAndAwaitClose(frames: Uint8Array[]): Promise<number> {
      const { client } = await signedUpClient(server.url)
      const socket = (await rawSocket(server.url, { origin: server.url, cookie: client.cookieHeader() })) as WebSocket
      const closed = closeOf(socket)
      const documentName = crypto.randomUUID()
      socket.send(authMessage(documentName))
      for (const frame of frames) socket.send(frame)
      return closed
    }

    it('closes the socket of a frame over the size limit with 1009, and the server carries on', async () => {
      const other = await ownDocumentOnAnotherDevice()
      expect(await sendAndAwaitClose([new Uint8Array(MAX_MESSAGE_BYTES + 1)])).toBe(1009)
      await other.stillSyncs('after an oversized frame')
    })

    it.each([
      ['random bytes', () => crypto.getRandomValues(new Uint8Array(64))],
      ['an empty frame', () => new Uint8Array(0)],
      ['an unknown message type', () => message(crypto.randomUUID(), (encoder) => encoding.writeVarUint(encoder, 42))],
      ['a truncated update', () => updateMessage(crypto.randomUUID(), sampleUpdate()).slice(0, -3)],
      [
        'an update with trailing bytes',
        () => new Uint8Array([...updateMessage(crypto.randomUUID(), sampleUpdate()), 7]),
      ],
      [
        'an update claiming more structs than it holds',
        () => updateMessage(crypto.randomUUID(), new Uint8Array([1, 200, 1, 0])),
      ],
      ['a run-length bomb', () => updateMessage(crypto.randomUUID(), runLengthBomb())],
    ])('closes the socket that sends %s, without stalling other documents', async (_name, frame) => {
      const other = await ownDocumentOnAnotherDevice()
      expect(await sendAndAwaitClose([frame()])).toBe(1007)
      await other.stillSyncs(`after ${_name}`)
    })

    it('stays responsive under randomly mutated update messages', async () => {
      const other = await ownDocumentOnAnotherDevice()
      const { client } = await signedUpClient(server.url)
      for (let round = 0; round < 30; round++) {
        const socket = (await rawSocket(server.url, { origin: server.url, cookie: client.cookieHeader() })) as WebSocket
        const documentName = crypto.randomUUID()
        socket.send(authMessage(documentName))
        const frame = updateMessage(documentName, sampleUpdate())
        const at = 1 + Math.floor(Math.random() * (frame.length - 1))
        frame[at] = frame[at]! ^ (1 + Math.floor(Math.random() * 255))
        socket.send(frame)
        await new Promise((resolve) => setTimeout(resolve, 10))
        socket.terminate()
      }
      await other.stillSyncs('after mutated messages')
    })
  })
})

function sampleUpdate(): Uint8Array {
  const doc = new Y.Doc()
  initializeUpdate(doc, {
    title: 'Sample',
    templateId: 'quick-update',
    templateName: 'Quick Update',
    updateType: 'quick',
    createdAt: '2026-03-03T09:00:00.000Z',
    ownerId: 'someone',
  })
  return Y.encodeStateAsUpdate(doc)
}

describe('given a session that expires while its device only syncs (no request keeps it alive)', () => {
  it('closes its socket at the moment it expires, not at the next sweep', async () => {
    const server = await startTestServer({ sessionIdleTimeoutMs: 1500 })
    try {
      const signingUpAt = Date.now()
      const { client } = await signedUpClient(server.url)
      const socket = (await rawSocket(server.url, { origin: server.url, cookie: client.cookieHeader() })) as WebSocket
      expect(await closeOf(socket)).toBe(4401)
      const closedAfter = Date.now() - signingUpAt
      expect(closedAfter).toBeGreaterThanOrEqual(1500)
      expect(closedAfter).toBeLessThan(3000)
      expect((await client.get('/api/updates')).status).toBe(401)
    } finally {
      await server.close()
    }
  })
})
