// `pnpm bench:scale` (issue 15): several instances as one service on PostgreSQL + Redis.
//  - Edit latency from a device on instance A to a device on instance B (relayed through Redis),
//    beside A to another device on A, in the same run: p50/p95/p99. Target: cross p99 ≤ 2× same p99.
//  - GET /api/updates (signed in) throughput of one instance on SQLite, one on PostgreSQL, and two
//    on PostgreSQL behind HAProxy, round robin. Target: two ≥ 1.6× one (PostgreSQL).
// Every server is a child process started as `npm start` starts it, HAProxy one of its own; PostgreSQL and
// Redis are this machine's (started when not running), in a fresh database and key prefix.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { addRecording, initializeUpdate } from '@sayso/update-doc'
import * as Y from 'yjs'
import setupPostgres from '../src/testing/postgres-setup.ts'
import { testDevice, type TestProvider } from '../src/testing/sync-clients.ts'
import { freshTestDatabaseUrl } from '../src/testing/test-database.ts'
import { testRedis } from '../src/testing/test-redis.ts'
import { ENTRY, signedUpClient, weeklyUpdate } from '../src/testing/test-server.ts'
import { startHaproxy } from './support/haproxy.ts'
import { withMachineCpu } from './support/machine-cpu.ts'
import { startServerProcess, type ServerProcess } from './support/processes.ts'
import { median, millis, perSecond, printTable, type Row } from './support/ratio-table.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = 20

process.env.SAYSO_TEST_DATABASE = 'postgres'
const dropDatabases = setupPostgres()
const redis = testRedis()
const { OPENAI_API_KEY: _key, OPENAI_BASE_URL: _base, ...inherited } = process.env
const main = path.resolve(here, '../src/main.ts')
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

async function throughput(url: string): Promise<number> {
  const { client } = await signedUpClient(url)
  for (let n = 0; n < 5; n++) await client.post('/api/updates', weeklyUpdate(`Week ${n}`, [ENTRY]))
  const result = await autocannon({
    url: `${url}/api/updates`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { cookie: client.cookieHeader() },
  })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return result.requests.average
}

try {
  const { same, cross } = await editLatency()
  console.log(`Edit latency, ${SAMPLES} edits (device on A → device on A / device on B):`)
  console.log('path                 p50       p95       p99')
  for (const [name, samples] of [
    ['same instance (A→A)', same],
    ['cross instance (A→B)', cross],
  ] as const)
    console.log(`${name.padEnd(20)} ${[50, 95, 99].map((p) => millis(percentile(samples, p)).padStart(9)).join(' ')}`)

  const cores = os.availableParallelism()
  const setups = [
    { name: 'one instance, SQLite', url: sqlite.url },
    { name: 'one instance, PostgreSQL', url: postgres.url },
    { name: 'two instances, PostgreSQL, via HAProxy', url: proxy.url },
  ]
  const measured = setups.map(() => ({ rates: [] as number[], busyCores: [] as number[] }))
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, setup] of setups.entries()) {
      const { result, busyCores } = await withMachineCpu(cores, () => throughput(setup.url))
      measured[index]!.rates.push(result)
      measured[index]!.busyCores.push(busyCores)
    }
  }
  console.log(`\nGET /api/updates, signed in, ${CONNECTIONS} connections, median of ${ROUNDS} × ${SECONDS} s,`)
  console.log(`with the cores busy meanwhile (servers, HAProxy, PostgreSQL, Redis and the load generator):`)
  for (const [index, setup] of setups.entries()) {
    const { rates, busyCores } = measured[index]!
    console.log(
      `${`${setup.name}:`.padEnd(42)}${perSecond(median(rates)).padStart(13)}   ${median(busyCores).toFixed(2)} of ${cores} cores busy`,
    )
  }
  console.log('')
  const one = median(measured[1]!.rates)
  const two = median(measured[2]!.rates)
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
