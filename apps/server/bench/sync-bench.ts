// `pnpm bench:sync`: sync figures on this machine's loopback (issue 3).
//  - edit-to-other-device latency (p50/p95/p99) with 1, 50 and 200 documents edited at once, for
//    Sayso's server and for a bare Hocuspocus server (no auth, checks or persistence) in the same run
//  - time to open an update of 1,000 entries from IndexedDB (fake-indexeddb in Node) and from the server
//  - server memory (RSS) per open connection
// Both servers run as child processes, like in production; the clients run here.
// BENCH_SYNC_BASELINE=<another build's server entry: apps/server/dist/main.js, or apps/server/src/main.ts in
// builds from before the server bundle> instead compares this build with that one
// (issue 14: within 1.2× of the build before the durable update log): the latency rows only, in BENCH_ROUNDS
// interleaved rounds (default 3, a fresh server each), with each side's server CPU per edit, and the throughput
// with 200 documents each edited again as soon as its last edit arrived; medians and ratios Sayso/baseline. BENCH_SYNC_RUN_MS shortens or lengthens each latency run (default 12 s).
import 'fake-indexeddb/auto'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider'
import { initializeUpdate, setTypedText, typedTextOf } from '@sayso/update-doc'
import { IndexeddbPersistence } from 'y-indexeddb'
import * as Y from 'yjs'
import { freePort } from '../src/testing/free-port.ts'
import { builtServerMain } from '../src/testing/server-process.ts'
import { browserLikeWebSocket } from '../src/testing/sync-clients.ts'
import { signedUpClient } from '../src/testing/test-server.ts'
import { mainThreadCpuSeconds, processCpuSeconds } from './support/process-cpu.ts'
import { startServerProcess } from './support/processes.ts'
import { median, millis, printTable, type Row } from './support/ratio-table.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
// BENCH_SYNC_DOCUMENTS=1,50 measures only those counts.
const DOCUMENT_COUNTS = (process.env.BENCH_SYNC_DOCUMENTS ?? '1,50,200').split(',').map(Number)
// By default longer than the store debounce's upper bound (5 × 2 s), so stores happen during every run.
const RUN_MS = Number(process.env.BENCH_SYNC_RUN_MS ?? 12_000)
const WARM_UP_MS = Math.min(3000, RUN_MS)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const BASELINE_MAIN = process.env.BENCH_SYNC_BASELINE ? path.resolve(process.env.BENCH_SYNC_BASELINE) : null
// The server settings of every Sayso run; each gets its own DATA_DIR.
const SAYSO_ENV = { LOG_LEVEL: 'info', FREE_UPDATE_LIMIT: '0' }
const MEMORY_CONNECTIONS = 500
const OPEN_REPEATS = 15

interface Target {
  name: string
  baseUrl: string
  socketUrl: string
  cookie: string | null
  userId: string
  /** The server process, to read its CPU time. */
  pid: number
  stop(): Promise<void>
}

interface ProbedTarget extends Target {
  /** Live heap + external memory of the server process after a full garbage collection. */
  memory(): Promise<number>
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

/** A running Sayso server as a target: a new account, signed up over its API. */
async function saysoTarget(name: string, baseUrl: string, pid: number, stop: () => Promise<void>): Promise<Target> {
  const { client, user } = await signedUpClient(baseUrl)
  return {
    name,
    baseUrl,
    socketUrl: `${baseUrl.replace(/^http/, 'ws')}/collab`,
    cookie: client.cookieHeader(),
    userId: user.id,
    pid,
    stop,
  }
}

async function startSayso(): Promise<ProbedTarget> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-bench-'))
  const { child, memory } = await spawnUntil(
    [builtServerMain()],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...SAYSO_ENV },
    /Sayso is running at/,
  )
  return { ...(await saysoTarget('Sayso', `http://127.0.0.1:${port}`, child.pid!, stopper(child))), memory }
}

/** `script` (a build's server entry) on a free port with a fresh DATA_DIR, removed again when it stops. */
async function startBuild(name: string, script: string): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-bench-'))
  const server = await startServerProcess(script, { ...process.env, ...SAYSO_ENV, DATA_DIR: dataDir })
  return saysoTarget(name, server.url, server.pid, async () => {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
}

async function startBare(): Promise<ProbedTarget> {
  const { child, match, memory } = await spawnUntil([path.join(here, 'bare-hocuspocus.ts')], {}, /listening on (\d+)/)
  const baseUrl = `http://127.0.0.1:${match[1]}`
  return {
    name: 'bare Hocuspocus',
    baseUrl,
    socketUrl: `ws://127.0.0.1:${match[1]}`,
    cookie: null,
    userId: 'bench',
    pid: child.pid!,
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

interface LatencyRun {
  /** Edit → other device, in milliseconds, sorted. */
  samples: number[]
  edits: number
  /** Server CPU seconds while editing (until the last edits have arrived): its main thread's and all threads'. */
  mainThreadCpu: number
  processCpu: number
}

type DocPair = { writer: ReturnType<typeof openDoc>; reader: ReturnType<typeof openDoc> }

/** `documents` new updates, each open on a writing device and a reading one (a socket each), synced. */
async function openPairs(target: Target, documents: number) {
  const writerSocket = socketFor(target)
  const readerSocket = socketFor(target)
  const pairs: DocPair[] = []
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
  const close = () => {
    for (const { writer, reader } of pairs) {
      writer.provider.destroy()
      reader.provider.destroy()
    }
    writerSocket.destroy()
    readerSocket.destroy()
  }
  return { pairs, close }
}

/**
 * Edits every document once per round (staggered across the round) for RUN_MS; the other device
 * timestamps each arrival. Rounds last 2 ms per document (at least 20 ms): 50 edits/s for one
 * document, 500 edits/s for 50 or 200.
 */
async function measureLatency(target: Target, documents: number, runMs = RUN_MS): Promise<LatencyRun> {
  const { pairs, close } = await openPairs(target, documents)
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
  const mainThreadCpuBefore = mainThreadCpuSeconds(target.pid)
  const processCpuBefore = processCpuSeconds(target.pid)
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
  const mainThreadCpu = mainThreadCpuSeconds(target.pid) - mainThreadCpuBefore
  const processCpu = processCpuSeconds(target.pid) - processCpuBefore
  close()
  return { samples: samples.sort((a, b) => a - b), edits: sequence, mainThreadCpu, processCpu }
}

interface SaturatedRun {
  editsPerSecond: number
  /** The server's main thread: CPU seconds per second of the run (1 = the event loop never idle). */
  mainThreadBusy: number
  /** Server CPU per edit, in microseconds: what bounds its throughput once the clients keep up. */
  mainThreadCpuPerEdit: number
  processCpuPerEdit: number
}

/**
 * Throughput: every document's writer edits again as soon as the reader has its last edit, for RUN_MS, so
 * the server is never waiting for work; edits that reached the other device per second.
 */
async function measureSaturated(target: Target, documents: number, runMs = RUN_MS): Promise<SaturatedRun> {
  const { pairs, close } = await openPairs(target, documents)
  let arrived = 0
  const mainThreadCpuBefore = mainThreadCpuSeconds(target.pid)
  const processCpuBefore = processCpuSeconds(target.pid)
  const startedAt = performance.now()
  const endAt = startedAt + runMs
  await Promise.all(
    pairs.map(async ({ writer, reader }, index) => {
      for (let edit = 1; performance.now() < endAt; edit++) {
        const marker = `edit ${index}.${edit}`
        const seen = new Promise<void>((resolve) => {
          const onUpdate = () => {
            if (typedTextOf(reader.doc).toString() !== marker) return
            reader.doc.off('update', onUpdate)
            resolve()
          }
          reader.doc.on('update', onUpdate)
        })
        setTypedText(writer.doc, marker)
        await seen
        arrived++
      }
    }),
  )
  const seconds = (performance.now() - startedAt) / 1000
  const mainThreadCpu = mainThreadCpuSeconds(target.pid) - mainThreadCpuBefore
  const processCpu = processCpuSeconds(target.pid) - processCpuBefore
  close()
  return {
    editsPerSecond: arrived / seconds,
    mainThreadBusy: mainThreadCpu / seconds,
    mainThreadCpuPerEdit: (mainThreadCpu * 1e6) / arrived,
    processCpuPerEdit: (processCpu * 1e6) / arrived,
  }
}

/** Each connection: its own socket with one document open and synced. */
async function memoryPerConnection(target: ProbedTarget): Promise<number> {
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

/** Sayso's server against bare Hocuspocus: latency, memory per connection, open times. */
async function againstBareHocuspocus() {
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
    for (const target of [sayso, bare]) await measureLatency(target, 50, WARM_UP_MS) // warm-up, not reported
    for (const documents of DOCUMENT_COUNTS) {
      for (const target of [sayso, bare]) {
        const { samples } = await measureLatency(target, documents)
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
}

// Issue 14: throughput and latency within 1.2× of the build before the durable update log.
const MAX_RATIO = 1.2

/** One latency run's figures: percentiles in milliseconds, server CPU per edit in microseconds. */
type Figures = Record<'p50' | 'p95' | 'p99' | 'mainThreadCpu' | 'processCpu', number>

function figuresOf({ samples, edits, mainThreadCpu, processCpu }: LatencyRun): Figures {
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    mainThreadCpu: (mainThreadCpu * 1e6) / edits,
    processCpu: (processCpu * 1e6) / edits,
  }
}

const micros = (value: number) => `${Math.round(value)} µs`
const perSecondEdits = (value: number) => `${Math.round(value).toLocaleString('en-US')} edits/s`
// Enough documents in flight that no one round trip sets the pace. On two cores the clients here run out of CPU
// before the server does, so the server's CPU per edit is what shows its ceiling (one second of main thread / it).
const SATURATED_DOCUMENTS = 200
const SATURATED_FIGURES: Array<{
  key: Exclude<keyof SaturatedRun, 'mainThreadBusy'>
  what: string
  format: (value: number) => string
  higherIsBetter: boolean
  bounded: boolean
}> = [
  // Set by the clients' share of the CPU here (the server's main thread is busy about half the run), so no target.
  { key: 'editsPerSecond', what: 'edits arrived', format: perSecondEdits, higherIsBetter: true, bounded: false },
  // Node handles a socket's messages on its main thread: its CPU per edit is the server's throughput ceiling.
  {
    key: 'mainThreadCpuPerEdit',
    what: 'server CPU per edit, main thread',
    format: micros,
    higherIsBetter: false,
    bounded: true,
  },
  {
    key: 'processCpuPerEdit',
    what: 'server CPU per edit, all threads',
    format: micros,
    higherIsBetter: false,
    bounded: false,
  },
]
/** Figures of a paced run; only latency carries issue 14's bound, CPU per edit shows what durability costs. */
const FIGURES: Array<{ key: keyof Figures; what: string; format: (value: number) => string; bounded: boolean }> = [
  { key: 'p50', what: 'edit → other device, p50', format: millis, bounded: true },
  { key: 'p95', what: 'edit → other device, p95', format: millis, bounded: true },
  { key: 'p99', what: 'edit → other device, p99', format: millis, bounded: true },
  // The event loop's share is what delays the next message; all threads show work moved off it. At a paced rate
  // the server idles between edits, and each durable write before an acknowledgement wakes it (and a pool thread).
  { key: 'mainThreadCpu', what: 'server CPU per edit, main thread', format: micros, bounded: false },
  { key: 'processCpu', what: 'server CPU per edit, all threads', format: micros, bounded: false },
]

const documentsLabel = (documents: number) => `${documents} document${documents === 1 ? '' : 's'}`
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

/** This build's server against another build's, latency rows only, in interleaved rounds. */
async function againstBaseline(baselineMain: string) {
  const builds = [
    { name: 'baseline', script: baselineMain },
    { name: 'Sayso', script: builtServerMain() },
  ]
  for (const { name, script } of builds) console.log(`${name}: ${script}`)
  const runs = new Map<string, Figures[]>()
  const saturatedRuns = new Map<string, SaturatedRun[]>()
  for (let round = 1; round <= ROUNDS; round++) {
    // A fresh server per side and round, each side first in every other round: neither always runs
    // while the other's stores and unloads finish.
    for (const { name, script } of round % 2 ? builds : [...builds].reverse()) {
      const target = await startBuild(name, script)
      await measureLatency(target, 50, WARM_UP_MS) // warm-up, not reported
      for (const documents of DOCUMENT_COUNTS) {
        const run = await measureLatency(target, documents)
        const figures = figuresOf(run)
        const key = `${documents}|${name}`
        runs.set(key, [...(runs.get(key) ?? []), figures])
        console.log(
          `round ${round}, ${name}, ${documentsLabel(documents)}: p50/p95/p99 ${[figures.p50, figures.p95, figures.p99].map(millis).join(' / ')} (${run.samples.length} samples), CPU per edit ${micros(figures.mainThreadCpu)} main thread, ${micros(figures.processCpu)} all threads; load ${loadAverage()}`,
        )
      }
      const saturated = await measureSaturated(target, SATURATED_DOCUMENTS)
      saturatedRuns.set(name, [...(saturatedRuns.get(name) ?? []), saturated])
      console.log(
        `round ${round}, ${name}, saturated with ${documentsLabel(SATURATED_DOCUMENTS)}: ${perSecondEdits(saturated.editsPerSecond)}, server main thread busy ${(100 * saturated.mainThreadBusy).toFixed(0)}%, CPU per edit ${micros(saturated.mainThreadCpuPerEdit)} main thread, ${micros(saturated.processCpuPerEdit)} all threads; load ${loadAverage()}`,
      )
      await target.stop()
    }
  }

  const spread = (values: number[], format: (value: number) => string) =>
    `${format(median(values))} [${format(Math.min(...values))}–${format(Math.max(...values))}]`
  const rows: Row[] = DOCUMENT_COUNTS.flatMap((documents) =>
    FIGURES.map(({ key, what, format, bounded }) => {
      const ours = runs.get(`${documents}|Sayso`)!.map((figures) => figures[key])
      const theirs = runs.get(`${documents}|baseline`)!.map((figures) => figures[key])
      const ratio = median(ours) / median(theirs)
      return {
        what: `${documentsLabel(documents)}, ${what}`,
        sayso: spread(ours, format),
        baseline: spread(theirs, format),
        ratio,
        ratioLabel: `${ratio.toFixed(2)}×`,
        ...(bounded ? { target: `≤ ${MAX_RATIO}×`, met: ratio <= MAX_RATIO } : { target: '—' }),
      }
    }),
  )
  const saturatedLabel = `${documentsLabel(SATURATED_DOCUMENTS)} saturated (each edited again once its last edit arrived)`
  for (const { key, what, format, higherIsBetter, bounded } of SATURATED_FIGURES) {
    const ours = saturatedRuns.get('Sayso')!.map((run) => run[key])
    const theirs = saturatedRuns.get('baseline')!.map((run) => run[key])
    const ratio = median(ours) / median(theirs)
    rows.push({
      what: `${saturatedLabel}, ${what}`,
      sayso: spread(ours, format),
      baseline: spread(theirs, format),
      ratio,
      ratioLabel: `${ratio.toFixed(2)}×`,
      ...(!bounded
        ? { target: '—' }
        : higherIsBetter
          ? { target: `≥ ${(1 / MAX_RATIO).toFixed(2)}×`, met: ratio >= 1 / MAX_RATIO }
          : { target: `≤ ${MAX_RATIO}×`, met: ratio <= MAX_RATIO }),
    })
  }
  console.log(
    `\n${ROUNDS} interleaved rounds of ${RUN_MS / 1000} s per run; medians [ranges], ratio Sayso/baseline. Load average: ${loadAverage()}`,
  )
  printTable(rows)
}

console.log(`sync benchmark · ${os.cpus().length} CPUs · Node ${process.version} · loopback\n`)
await (BASELINE_MAIN ? againstBaseline(BASELINE_MAIN) : againstBareHocuspocus())
process.exit(0)
