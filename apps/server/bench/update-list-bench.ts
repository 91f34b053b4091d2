// `pnpm bench:list`: what a second device receives when one of 100 updates is retitled or deleted,
// through the live list document (issue 13), against refetching GET /api/updates (the polling it
// replaces), raw and gzipped as a browser would fetch it. Everything runs on this machine's loopback.
import http from 'node:http'
import { updateListName } from '@sayso/update-doc'
import { browserLikeWebSocket, eventually, syncUrl } from '../src/testing/sync-clients.ts'
import { signedUpClient, startTestServer, weeklyUpdate } from '../src/testing/test-server.ts'
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider'
import { readUpdateList } from '@sayso/update-doc'
import * as Y from 'yjs'

const UPDATES = 100
const entries = [
  {
    sectionId: 'goal-progress_1',
    sectionName: 'Top-level Goal Progress',
    headline: 'Activation up 12%',
    content: 'The onboarding checklist shipped to all new workspaces on Tuesday.',
  },
  {
    sectionId: 'risks-blockers_1',
    sectionName: 'Risks, Blockers, or Help Needed',
    headline: 'Payments may slip',
    content: 'We need one more engineer for the provider migration.',
  },
]

/** Bytes of the GET /api/updates response as sent on the wire. */
function listResponseBytes(baseUrl: string, cookie: string, encoding: 'identity' | 'gzip'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}/api/updates`, { headers: { cookie, 'accept-encoding': encoding } }, (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('end', () => resolve(bytes))
      })
      .on('error', reject)
  })
}

const server = await startTestServer({ freeUpdateLimit: 0 })
try {
  const { client, user } = await signedUpClient(server.url)
  const userId = user.id
  const ids: string[] = []
  for (let index = 0; index < UPDATES; index++) {
    ids.push((await client.post('/api/updates', weeklyUpdate(`Weekly Update – week ${index + 1}`, entries))).body.id)
  }

  // The second device: its socket counts every byte it receives.
  let received = 0
  const Counting = class extends browserLikeWebSocket(client.cookieHeader(), server.url) {
    constructor(url: string) {
      super(url)
      // The provider asks for ArrayBuffers; a text frame would be a Buffer.
      this.on('message', (data: ArrayBuffer | Buffer) => (received += data.byteLength))
    }
  }
  const socket = new HocuspocusProviderWebsocket({ url: syncUrl(server.url), WebSocketPolyfill: Counting })
  const doc = new Y.Doc()
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: updateListName(userId), document: doc })
  provider.attach()
  await new Promise<void>((resolve) => provider.on('synced', () => resolve()))
  await eventually(() => readUpdateList(doc).length === UPDATES)
  const initial = received

  const measure = async (action: () => Promise<void>, done: () => boolean): Promise<number> => {
    await new Promise((resolve) => setTimeout(resolve, 300)) // let anything in flight land first
    const before = received
    await action()
    await eventually(done)
    await new Promise((resolve) => setTimeout(resolve, 300))
    return received - before
  }
  const [target] = ids
  const retitle = await measure(
    async () => void (await client.put(`/api/updates/${target}`, weeklyUpdate('Renamed on the laptop', entries))),
    () => readUpdateList(doc).some((update) => update.title === 'Renamed on the laptop'),
  )
  const remove = await measure(
    async () => void (await client.delete(`/api/updates/${target}`)),
    () => readUpdateList(doc).length === UPDATES - 1,
  )
  const rest = await listResponseBytes(server.url, client.cookieHeader(), 'identity')
  const restGzip = await listResponseBytes(server.url, client.cookieHeader(), 'gzip')

  const row = (what: string, bytes: number) =>
    console.log(
      `${what.padEnd(48)} ${String(bytes).padStart(7)} B   ×${(rest / bytes).toFixed(0)} less than a raw refetch, ×${(restGzip / bytes).toFixed(0)} less than a gzipped one`,
    )
  console.log(`${UPDATES} updates of 2 entries each`)
  console.log(`${'GET /api/updates (refetch), raw'.padEnd(48)} ${String(rest).padStart(7)} B`)
  console.log(`${'GET /api/updates (refetch), gzip'.padEnd(48)} ${String(restGzip).padStart(7)} B`)
  console.log(`${'list document, first sync'.padEnd(48)} ${String(initial).padStart(7)} B`)
  row('list document, one retitle', retitle)
  row('list document, one delete', remove)
  provider.destroy()
  socket.destroy()
} finally {
  await server.close()
}
