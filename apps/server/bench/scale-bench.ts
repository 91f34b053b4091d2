// `pnpm bench:scale` (issue 15): several instances as one service on PostgreSQL + Redis.
//  - Edit latency from a device on instance A to a device on instance B (relayed through Redis),
//    beside A to another device on A, in the same run: p50/p95/p99. Target: cross p99 ≤ 2× same p99.
//  - GET /api/updates (signed in) throughput of one instance on SQLite, one on PostgreSQL, and two
//    on PostgreSQL behind HAProxy, round robin. Target: two ≥ 1.6× one (PostgreSQL). The load comes
//    from wrk, the same for every row, and each row says which processes had the cores busy, what a
//    request cost them in CPU, and so how far the machine's cores could take each set-up.
// Every server is a child process started as `npm start` starts it, HAProxy one of its own; PostgreSQL and
// Redis are this machine's (started when not running), in a fresh database and key prefix.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { addRecording, initializeUpdate } from '@sayso/update-doc'
import * as Y from 'yjs'
import setupPostgres from '../src/testing/postgres-setup.ts'
import { builtServerMain } from '../src/testing/server-process.ts'
import { testDevice, type TestProvider } from '../src/testing/sync-clients.ts'
import { freshTestDatabaseUrl } from '../src/testing/test-database.ts'
import { testRedis } from '../src/testing/test-redis.ts'
import { ENTRY, signedUpClient, weeklyUpdate } from '../src/testing/test-server.ts'
import { startHaproxy } from './support/haproxy.ts'
import { withCpuUsage, type CpuMeter, type CpuUsage } from './support/machine-cpu.ts'
import { exitedChildrenCpuSeconds, namedProcessesCpuCounter, processCpuSeconds } from './support/process-cpu.ts'
import { startServerProcess, type ServerProcess } from './support/processes.ts'
import { median, millis, perSecond, printTable, type Row } from './support/ratio-table.ts'
import { wrkRequestsPerSecond } from './support/wrk.ts'

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = 20
// Above this many cores busy with other programs, the figures are a shared machine's.
const SHARED_MACHINE_CORES = 0.1
const AUTOGROUP_SETTING = '/proc/sys/kernel/sched_autogroup_enabled'

process.env.SAYSO_TEST_DATABASE = 'postgres'
const dropDatabases = setupPostgres()
const redis = testRedis()
const { OPENAI_API_KEY: _key, OPENAI_BASE_URL: _base, ...inherited } = process.env
const main = builtServerMain()
const base = {
  ...inherited,
  // The production default: one log line a request (to /dev/null here).
  LOG_LEVEL: 'info',
  FREE_UPDATE_LIMIT: '0',
  SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
}
const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-scale-bench-'))

const sqlite = await startServerProcess(main, { ...base, DATA_DIR: dataDir() }, '/api/ready')
const postgres = await startServerProcess(
  main,
  { ...base, DATA_DIR: dataDir(), DATABASE_URL: freshTestDatabaseUrl()! },
  '/api/ready',
)
const shared = { ...base, DATABASE_URL: freshTestDatabaseUrl()!, REDIS_URL: redis.url, REDIS_PREFIX: redis.prefix }
const a = await startServerProcess(main, { ...shared, DATA_DIR: dataDir() }, '/api/ready')
const b = await startServerProcess(main, { ...shared, DATA_DIR: dataDir() }, '/api/ready')
const proxy = await startHaproxy([a, b].map((server) => Number(new URL(server.url).port)))
const servers: ServerProcess[] = [sqlite, postgres, a, b, proxy]

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** Resolves with the time at which `opened`'s document first holds recording `id`. */
function arrival(opened: TestProvider, id: string): Promise<number> {
  return new Promise((resolve) => {
    const recordings = opened.doc.getMap('recordings')
    if (recordings.has(id)) return resolve(performance.now())
    const seen = () => {
      if (!recordings.has(id)) return
      opened.doc.off('update', seen)
      resolve(performance.now())
    }
    opened.doc.on('update', seen)
  })
}

async function editLatency(): Promise<{ same: number[]; cross: number[] }> {
  const { client, user } = await signedUpClient(a.url)
  const cookie = client.cookieHeader()
  const id = crypto.randomUUID()
  const devices = [testDevice(a.url, cookie), testDevice(a.url, cookie), testDevice(b.url, cookie)]
  const [writer, sameReader, crossReader] = devices.map((device) => device.open(id, new Y.Doc()))
  await writer!.synced
  initializeUpdate(writer!.doc, {
    title: 'Latency',
    templateId: 'quick-update',
    templateName: 'Quick Update',
    updateType: 'quick',
    createdAt: new Date().toISOString(),
    ownerId: user.id,
  })
  await Promise.all([sameReader!.synced, crossReader!.synced])
  const same: number[] = []
  const cross: number[] = []
  for (let n = 0; n < SAMPLES; n++) {
    const recordingId = `r-${n}`
    const arrivals = [arrival(sameReader!, recordingId), arrival(crossReader!, recordingId)]
    const sent = performance.now()
    addRecording(writer!.doc, {
      id: recordingId,
      transcription: `note ${n}`,
      timestamp: new Date().toISOString(),
      duration: 1,
    })
    const [atSame, atCross] = await Promise.all(arrivals)
    same.push(atSame! - sent)
    cross.push(atCross! - sent)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  devices.forEach((device) => device.destroy())
  return { same: same.sort((x, y) => x - y), cross: cross.sort((x, y) => x - y) }
}

/** A signed-in cookie of a new account on `url` with five updates in its list. */
async function signedInCookie(url: string): Promise<string> {
  const { client } = await signedUpClient(url)
  for (let n = 0; n < 5; n++) await client.post('/api/updates', weeklyUpdate(`Week ${n}`, [ENTRY]))
  return client.cookieHeader()
}

const cores = os.availableParallelism()
const LOAD_GENERATOR = 'wrk'
const processMeter = (name: string, server: ServerProcess): CpuMeter => ({
  name,
  cpuSeconds: () => processCpuSeconds(server.pid),
})
// Each instance, and HAProxy (one thread), is one event loop: it can never use more than one core.
const setups = [
  { name: 'one instance, SQLite', url: sqlite.url, singleThreaded: [processMeter('server', sqlite)] },
  { name: 'one instance, PostgreSQL', url: postgres.url, singleThreaded: [processMeter('server', postgres)] },
  {
    name: 'two instances, PostgreSQL, via HAProxy',
    url: proxy.url,
    singleThreaded: [processMeter('A', a), processMeter('B', b), processMeter('HAProxy', proxy)],
  },
]
// Shared by every row; PostgreSQL and Redis are counted whole, other users of them on this machine included.
const commonMeters: CpuMeter[] = [
  { name: LOAD_GENERATOR, cpuSeconds: exitedChildrenCpuSeconds },
  { name: 'PostgreSQL', cpuSeconds: namedProcessesCpuCounter('postgres') },
  { name: 'Redis', cpuSeconds: namedProcessesCpuCounter('redis-server') },
]

interface Measured {
  rate: number
  usage: CpuUsage
}

/** Cores busy with the benchmark's own processes: load generator, servers, HAProxy, PostgreSQL, Redis. */
const benchmarkCores = (parts: Record<string, number>) => Object.values(parts).reduce((sum, value) => sum + value, 0)

/** The most requests a second `setup` could answer with every core to itself, at the CPU per request measured. */
function ceiling(setup: (typeof setups)[number], { rate, usage }: Measured): number {
  const limits = [
    cores / (benchmarkCores(usage.parts) / rate),
    ...setup.singleThreaded.map((meter) => rate / usage.parts[meter.name]!),
  ]
  return Math.min(...limits)
}

const autogroupsEnabled = () =>
  fs.existsSync(AUTOGROUP_SETTING) && fs.readFileSync(AUTOGROUP_SETTING, 'utf8').trim() === '1'

const cpuLine = (parts: Record<string, number>, elsewhere: number) =>
  [...Object.entries(parts), ['anything else', elsewhere] as const]
    .map(([name, busy]) => `${name} ${busy.toFixed(2)}`)
    .join(' · ')

try {
  const { same, cross } = await editLatency()
  console.log(`Edit latency, ${SAMPLES} edits (device on A → device on A / device on B):`)
  console.log('path                 p50       p95       p99')
  for (const [name, samples] of [
    ['same instance (A→A)', same],
    ['cross instance (A→B)', cross],
  ] as const)
    console.log(`${name.padEnd(20)} ${[50, 95, 99].map((p) => millis(percentile(samples, p)).padStart(9)).join(' ')}`)

  const cookies = await Promise.all(setups.map((setup) => signedInCookie(setup.url)))
  const measured = setups.map(() => [] as Measured[])
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, setup] of setups.entries()) {
      const { result: rate, usage } = await withCpuUsage(cores, [...setup.singleThreaded, ...commonMeters], () =>
        wrkRequestsPerSecond(`${setup.url}/api/updates`, {
          connections: CONNECTIONS,
          seconds: SECONDS,
          headers: { cookie: cookies[index]! },
        }),
      )
      measured[index]!.push({ rate, usage })
    }
  }
  const [load1, load5] = os.loadavg()
  console.log(
    `\nGET /api/updates, signed in, ${LOAD_GENERATOR} with ${CONNECTIONS} connections, median of ${ROUNDS} × ${SECONDS} s`,
  )
  console.log(`(load average ${load1!.toFixed(2)} over 1 min, ${load5!.toFixed(2)} over 5), with the cores each`)
  console.log(`process had busy meanwhile and the most its ${cores} cores could serve at the CPU a request took:`)
  const summaries = setups.map((setup, index) => {
    const rounds = measured[index]!
    const parts = Object.fromEntries(
      Object.keys(rounds[0]!.usage.parts).map((name) => [name, median(rounds.map((r) => r.usage.parts[name]!))]),
    )
    const rate = median(rounds.map((r) => r.rate))
    const machine = median(rounds.map((r) => r.usage.machine))
    const benchmarkMicros = median(rounds.map((r) => (benchmarkCores(r.usage.parts) / r.rate) * 1e6))
    const elsewhere = median(rounds.map((r) => Math.max(0, r.usage.machine - benchmarkCores(r.usage.parts))))
    const most = median(rounds.map((r) => ceiling(setup, r)))
    console.log(
      `${`${setup.name}:`.padEnd(42)}${perSecond(rate).padStart(13)}   ${machine.toFixed(2)} of ${cores} cores busy`,
    )
    console.log(`    cores busy: ${cpuLine(parts, elsewhere)}`)
    console.log(
      `    CPU per request ${benchmarkMicros.toFixed(0)} µs (the benchmark's processes); at most ${perSecond(most)} on ${cores} cores`,
    )
    return { rate, most, elsewhere }
  })
  console.log('')
  const one = summaries[1]!.rate
  const two = summaries[2]!.rate
  const possible = summaries[2]!.most / summaries[1]!.most
  console.log(
    `Two instances vs one could reach at most ${possible.toFixed(2)}× on ${cores} cores at these costs per request.`,
  )
  if (summaries.some((summary) => summary.elsewhere > SHARED_MACHINE_CORES)) {
    console.log("Other programs had cores busy meanwhile: the rates above are a shared machine's.")
    if (autogroupsEnabled())
      console.log(
        'Linux shares the cores between sessions (autogroups) and this benchmark is one session: however many\n' +
          "processes a set-up runs, together they get about one session's share.",
      )
  }
  console.log('')
  const crossRatio = percentile(cross, 99) / percentile(same, 99)
  const rows: Row[] = [
    {
      what: 'Edit latency p99, cross vs same instance',
      sayso: millis(percentile(cross, 99)),
      baseline: millis(percentile(same, 99)),
      ratio: crossRatio,
      ratioLabel: `${crossRatio.toFixed(2)}×`,
      target: '≤ 2×',
      met: crossRatio <= 2,
    },
    {
      what: 'GET /api/updates, two instances vs one (PostgreSQL)',
      sayso: perSecond(two),
      baseline: perSecond(one),
      ratio: two / one,
      ratioLabel: `${(two / one).toFixed(2)}×`,
      target: '≥ 1.6×',
      met: two / one >= 1.6,
    },
  ]
  printTable(rows)
} finally {
  await Promise.all(servers.map((server) => server.stop()))
  dropDatabases()
}
