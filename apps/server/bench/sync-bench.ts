// `pnpm bench:sync`: sync figures on this machine's loopback (issue 3).
//  - edit-to-other-device latency (p50/p95/p99) with 1, 50 and 200 documents edited at once, for
//    Sayso's server and for a bare Hocuspocus server (no auth, checks or persistence) in the same run
//  - time to open an update of 1,000 entries from IndexedDB (fake-indexeddb in Node) and from the server
//  - server memory (RSS) per open connection
// Both servers run as child processes, like in production; the clients run here.
import 'fake-indexeddb/auto'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider'
import { initializeUpdate, setTypedText, typedTextOf } from '@sayso/update-doc'
import { IndexeddbPersistence } from 'y-indexeddb'
import * as Y from 'yjs'
import { builtServerMain } from '../src/testing/server-process.ts'
import { browserLikeWebSocket } from '../src/testing/sync-clients.ts'
import { signedUpClient } from '../src/testing/test-server.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const DOCUMENT_COUNTS = [1, 50, 200]
// Longer than the store debounce's upper bound (5 × 2 s), so stores happen during every run.
const RUN_MS = 12_000
const MEMORY_CONNECTIONS = 500
const OPEN_REPEATS = 15

interface Target {
  name: string
  baseUrl: string
  socketUrl: string
  cookie: string | null
  userId: string
  /** Live heap + external memory of the server process after a full garbage collection. */
  memory(): Promise<number>
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

interface Spawned {
  child: ChildProcess
  match: RegExpMatchArray
  memory(): Promise<number>
}

function spawnUntil(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<Spawned> {
  const probe = path.join(here, 'memory-probe.ts')
  const child = spawn(process.execPath, ['--expose-gc', '--import', probe, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const memoryWaiters: Array<(bytes: number) => void> = []
  const memory = () =>
    new Promise<number>((resolve) => {
      memoryWaiters.push(resolve)
      child.kill('SIGUSR2')
    })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      for (const line of output.match(/memory \d+\n/g) ?? []) memoryWaiters.shift()?.(Number(line.slice(7)))
      output = output.replace(/memory \d+\n/g, '')
      const match = output.match(ready)
      if (match) resolve({ child, match, memory })
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

const stopper = (child: ChildProcess) => () =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

async function startSayso(): Promise<Target> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-bench-'))
  const { child, memory } = await spawnUntil(
    [builtServerMain()],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', FREE_UPDATE_LIMIT: '0' },
    /Sayso is running at/,
  )
  const baseUrl = `http://127.0.0.1:${port}`
  const { client, user } = await signedUpClient(baseUrl)
  return {
    name: 'Sayso',
    baseUrl,
    socketUrl: `ws://127.0.0.1:${port}/collab`,
    cookie: client.cookieHeader(),
    userId: user.id,
    memory,
    stop: stopper(child),
  }
}

async function startBare(): Promise<Target> {
  const { child, match, memory } = await spawnUntil([path.join(here, 'bare-hocuspocus.ts')], {}, /listening on (\d+)/)
  const baseUrl = `http://127.0.0.1:${match[1]}`
  return {
    name: 'bare Hocuspocus',
    baseUrl,
    socketUrl: `ws://127.0.0.1:${match[1]}`,
    cookie: null,
    userId: 'bench',
    memory,
    stop: stopper(child),
  }
}

function socketFor(target: Target): HocuspocusProviderWebsocket {
  return new HocuspocusProviderWebsocket({
    url: target.socketUrl,
    WebSocketPolyfill: browserLikeWebSocket(target.cookie, target.baseUrl),
  })
}

function openDoc(socket: HocuspocusProviderWebsocket, name: string, doc = new Y.Doc()) {
  const provider = new HocuspocusProvider({ websocketProvider: socket, name, document: doc })
  provider.attach()
  const synced = new Promise<void>((resolve) => provider.on('synced', () => resolve()))
  return { provider, doc, synced }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/**
 * Edits every document once per round (staggered across the round) for RUN_MS; the other device
 * timestamps each arrival. Rounds last 2 ms per document (at least 20 ms): 50 edits/s for one
 * document, 500 edits/s for 50 or 200.
 */
async function measureLatency(target: Target, documents: number, runMs = RUN_MS): Promise<number[]> {
  const writerSocket = socketFor(target)
  const readerSocket = socketFor(target)
  const pairs: Array<{ writer: ReturnType<typeof openDoc>; reader: ReturnType<typeof openDoc> }> = []
  // In batches: bare Hocuspocus drops a socket with more than 100 documents awaiting authentication.
  for (let batch = 0; batch < documents; batch += 50) {
    const opened = await Promise.all(
      Array.from({ length: Math.min(50, documents - batch) }, async () => {
        const name = crypto.randomUUID()
        const writer = openDoc(writerSocket, name)
        await writer.synced
        initializeUpdate(writer.doc, {
          title: 'Bench',
          templateId: 'quick-update',
          templateName: 'Quick Update',
          updateType: 'quick',
          createdAt: new Date().toISOString(),
          ownerId: target.userId,
        })
        const reader = openDoc(readerSocket, name)
        await reader.synced
        return { writer, reader }
      }),
    )
    pairs.push(...opened)
  }
  const sentAt = new Map<string, number>()
  const samples: number[] = []
  for (const { reader } of pairs) {
    reader.doc.on('update', () => {
      const sent = sentAt.get(typedTextOf(reader.doc).toString())
      if (sent !== undefined) samples.push(performance.now() - sent)
    })
  }
  const roundMs = Math.max(20, documents * 2)
  let sequence = 0
  const endAt = performance.now() + runMs
  while (performance.now() < endAt) {
    const roundEnds = sleep(roundMs)
    await Promise.all(
      pairs.map(async ({ writer }, index) => {
        await sleep((index * roundMs) / documents)
        const marker = `edit ${++sequence}`
        sentAt.set(marker, performance.now())
        setTypedText(writer.doc, marker)
      }),
    )
    await roundEnds
  }
  await sleep(500)
  for (const { writer, reader } of pairs) {
    writer.provider.destroy()
    reader.provider.destroy()
  }
  writerSocket.destroy()
  readerSocket.destroy()
  return samples.sort((a, b) => a - b)
}

/** Each connection: its own socket with one document open and synced. */
async function memoryPerConnection(target: Target): Promise<number> {
  const before = await target.memory()
  const opened = await Promise.all(
    Array.from({ length: MEMORY_CONNECTIONS }, async () => {
      const socket = socketFor(target)
      const open = openDoc(socket, crypto.randomUUID())
      await open.synced
      return { socket, open }
    }),
  )
  await sleep(500)
  const after = await target.memory()
  for (const { socket, open } of opened) {
    open.provider.destroy()
    socket.destroy()
  }
  await sleep(1000)
  return (after - before) / MEMORY_CONNECTIONS
}

function thousandEntryDoc(userId: string): Y.Doc {
  const doc = new Y.Doc()
  initializeUpdate(doc, {
    title: '1,000 entries',
    templateId: 'weekly-update',
    templateName: 'Weekly Update',
    updateType: 'weekly',
    createdAt: new Date().toISOString(),
    ownerId: userId,
  })
  const sections = ['goal-progress', 'key-updates', 'other-highlights', 'risks-blockers', 'horizon', 'feel-goods']
  const entries = doc.getArray<Y.Map<unknown>>('entries')
  doc.transact(() => {
    for (let n = 0; n < 1000; n++) {
      entries.push([
        new Y.Map<unknown>(
          Object.entries({
            id: crypto.randomUUID(),
            sectionId: `${sections[n % sections.length]}_${n}`,
            headline: `Headline ${n} with a metric up ${n % 97}%`,
            content: 'Rationale, impact and timing of this item, in one or two sentences. '.repeat(1 + (n % 4)),
            sourceRecordingIds: [`rec-${n}`],
          }),
        ),
      ])
    }
  })
  return doc
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function openTimes(target: Target): Promise<{ fromServer: number; fromIndexedDb: number; bytes: number }> {
  const name = crypto.randomUUID()
  const source = thousandEntryDoc(target.userId)
  const bytes = Y.encodeStateAsUpdate(source).byteLength
  const seedSocket = socketFor(target)
  const seeded = openDoc(seedSocket, name, source)
  await seeded.synced
  while (seeded.provider.hasUnsyncedChanges) await sleep(20)
  seeded.provider.destroy()
  seedSocket.destroy()
  await sleep(300) // the server stores and unloads it: each open below loads it from SQLite

  const fromServer: number[] = []
  for (let n = 0; n < OPEN_REPEATS; n++) {
    const socket = socketFor(target)
    await new Promise<void>((resolve) =>
      socket.on('status', ({ status }: { status: string }) => status === 'connected' && resolve()),
    )
    const startedAt = performance.now()
    const open = openDoc(socket, name)
    await open.synced
    fromServer.push(performance.now() - startedAt)
    if (open.doc.getArray('entries').length !== 1000) throw new Error('the document did not arrive whole')
    open.provider.destroy()
    socket.destroy()
    await sleep(100)
  }

  const stored = new IndexeddbPersistence(`bench:${name}`, source)
  await stored.whenSynced
  await stored.destroy()
  const fromIndexedDb: number[] = []
  for (let n = 0; n < OPEN_REPEATS; n++) {
    const doc = new Y.Doc()
    const startedAt = performance.now()
    const persistence = new IndexeddbPersistence(`bench:${name}`, doc)
    await persistence.whenSynced
    fromIndexedDb.push(performance.now() - startedAt)
    if (doc.getArray('entries').length !== 1000) throw new Error('the local copy is incomplete')
    await persistence.destroy()
  }
  return { fromServer: median(fromServer), fromIndexedDb: median(fromIndexedDb), bytes }
}

const ms = (value: number) => `${value.toFixed(2)} ms`

async function main() {
  console.log(`sync benchmark · ${os.cpus().length} CPUs · Node ${process.version} · loopback\n`)
  const sayso = await startSayso()
  const bare = await startBare()
  try {
    // First, on servers with nothing else loaded (documents of later runs unload in the background).
    console.log(
      `Server memory per open connection (live heap + external after GC, ${MEMORY_CONNECTIONS} sockets with one document each):`,
    )
    for (const target of [sayso, bare]) {
      console.log(`  ${target.name.padEnd(16)} ${((await memoryPerConnection(target)) / 1024).toFixed(1)} KB`)
    }

    console.log('\nEdit on one device → seen on the other (ms)')
    console.log('documents  server            p50      p95      p99   samples')
    const percentiles = new Map<string, number[]>()
    for (const target of [sayso, bare]) await measureLatency(target, 50, 3000) // warm-up, not reported
    for (const documents of DOCUMENT_COUNTS) {
      for (const target of [sayso, bare]) {
        const samples = await measureLatency(target, documents)
        const row = [percentile(samples, 50), percentile(samples, 95), percentile(samples, 99)]
        percentiles.set(`${documents}:${target.name}`, row)
        console.log(
          `${String(documents).padStart(9)}  ${target.name.padEnd(16)} ${row.map((v) => v.toFixed(2).padStart(7)).join('  ')}   ${samples.length}`,
        )
      }
    }
    console.log('\nOverhead of Sayso (auth, checks, persistence) over bare Hocuspocus, p50 / p99:')
    for (const documents of DOCUMENT_COUNTS) {
      const ours = percentiles.get(`${documents}:Sayso`)!
      const base = percentiles.get(`${documents}:bare Hocuspocus`)!
      console.log(
        `  ${String(documents).padStart(3)} documents: ×${(ours[0]! / base[0]!).toFixed(2)} / ×${(ours[2]! / base[2]!).toFixed(2)}`,
      )
    }

    const open = await openTimes(sayso)
    console.log(
      `\nOpening an update of 1,000 entries (${(open.bytes / 1024).toFixed(0)} KB of Yjs state), median of ${OPEN_REPEATS}:`,
    )
    console.log(`  from IndexedDB (fake-indexeddb in Node): ${ms(open.fromIndexedDb)}`)
    console.log(`  from the server (cold: loaded from SQLite): ${ms(open.fromServer)}`)
  } finally {
    await Promise.all([sayso.stop(), bare.stop()])
  }
  process.exit(0)
}

await main()
