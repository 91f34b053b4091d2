// `pnpm bench:rest`: Sayso's REST routes against bare Koa serving the same bytes (issue 18).
// Both run as child processes on this machine's loopback; autocannon drives them from here in
// interleaved rounds (Sayso first in odd rounds, bare Koa first in even ones) and the medians are compared.
// Sayso runs as in production: real SQLite in a fresh DATA_DIR, a signed-in cookie, the offline AI back ends.
// Each side's CPU time per request is printed too: on a busy machine it moves less than throughput does.
// BENCH_ROWS=format-update,updates runs only the routes whose path holds one of the words (no start-up rows
// unless BENCH_START_RUNS says so); BENCH_SAYSO_MAIN measures another server bundle than the built one
// (a copy of an earlier build, to compare two builds in alternate runs).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { builtServerMain } from '../src/testing/server-process.ts'
import { ENTRY, signedUpClient, weeklyUpdate } from '../src/testing/test-server.ts'
import { processCpuSeconds } from './support/process-cpu.ts'
import { startServerProcess, type ServerProcess } from './support/processes.ts'
import { median, millis, perSecond, printTable, type Row } from './support/ratio-table.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const ROW_WORDS = process.env.BENCH_ROWS?.split(',').filter(Boolean)
const START_RUNS = Number(process.env.BENCH_START_RUNS ?? (ROW_WORDS ? 0 : 5))

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-rest-bench-'))
const dataDir = path.join(work, 'data')
const fixtures = path.join(work, 'fixtures')
fs.mkdirSync(fixtures)
const webDist = path.resolve(here, '../../web/dist')
if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('Build the web app first: pnpm run build')

// The developer's shell may configure OpenAI: the benchmark always measures the offline back ends.
const { OPENAI_API_KEY: _key, OPENAI_BASE_URL: _base, ...inherited } = process.env
const saysoEnv = {
  ...inherited,
  DATA_DIR: dataDir,
  WEB_DIST_DIR: webDist,
  // The production default: one log line a request (written to /dev/null here).
  LOG_LEVEL: 'info',
  FORMAT_BACKEND: 'offline',
  TRANSCRIBE_BACKEND: 'offline',
  FREE_UPDATE_LIMIT: '0',
  // The per-user AI limit would answer 429 within the first second of load.
  AI_REQUESTS_PER_MINUTE: '100000000',
}
const saysoScript = process.env.BENCH_SAYSO_MAIN ? path.resolve(process.env.BENCH_SAYSO_MAIN) : builtServerMain()
const bareScript = path.join(here, 'bare-koa.ts')
const bareEnv = { ...inherited, BARE_KOA_FIXTURES: fixtures }

const FORMAT_REQUEST = JSON.stringify({
  updateType: 'weekly',
  sections: [
    {
      sectionId: 'goal-progress_1',
      sectionName: 'Goal Progress',
      transcriptions: [
        'um so the checkout goal is on track, we are at like forty two percent of the target and uh the new flow ships friday',
      ],
      recordingIds: ['r1'],
    },
    {
      sectionId: 'key-updates_1',
      sectionName: 'Key Updates & Decisions Made',
      transcriptions: [
        'we decided to uh drop the legacy payment page. conversion went up four percent after the redesign you know',
      ],
      recordingIds: ['r2'],
    },
    {
      sectionId: 'risks-blockers_1',
      sectionName: 'Risks & Blockers',
      transcriptions: [
        'the main risk is the data migration, it could slip by a week if the vendor does not answer by monday',
      ],
      recordingIds: ['r3'],
    },
  ],
})

interface Load {
  what: string
  method: 'GET' | 'POST'
  path: string
  connections: number
  body?: string
  /** A p99 latency bound, besides the throughput ratio. */
  p99TargetMs?: number
  minRatio: number
}

const ALL_LOADS: Load[] = [
  {
    what: 'GET /api/updates, signed in, 20 connections',
    method: 'GET',
    path: '/api/updates',
    connections: 20,
    minRatio: 0.4,
  },
  {
    what: 'POST /api/format-update (3 sections), 10 connections',
    method: 'POST',
    path: '/api/format-update',
    connections: 10,
    body: FORMAT_REQUEST,
    p99TargetMs: 30,
    minRatio: 0.25,
  },
  { what: "GET / (the app's index), 20 connections", method: 'GET', path: '/', connections: 20, minRatio: 0.5 },
]
const LOADS = ROW_WORDS
  ? ALL_LOADS.filter((load) => ROW_WORDS.some((word) => (word === '/' ? load.path === '/' : load.path.includes(word))))
  : ALL_LOADS

interface Measured {
  requestsPerSecond: number
  p99Ms: number
  /** The server process's CPU time (all its threads) per request answered: less swayed by other work on the machine. */
  cpuMicrosPerRequest: number
}

interface Target {
  name: string
  url: string
  pid: number
  cookie: string
}

async function drive({ url, pid, cookie }: Target, load: Load, seconds: number): Promise<Measured> {
  const cpuBefore = processCpuSeconds(pid)
  const result = await autocannon({
    url: url + load.path,
    method: load.method,
    connections: load.connections,
    duration: seconds,
    headers: { cookie, ...(load.body ? { 'content-type': 'application/json' } : {}) },
    ...(load.body ? { body: load.body } : {}),
  })
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${load.what} at ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  }
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    cpuMicrosPerRequest: ((processCpuSeconds(pid) - cpuBefore) * 1e6) / result.requests.total,
  }
}

/** A signed-in account with a few saved updates, and the bytes Sayso answers each route with. */
async function prepare(sayso: ServerProcess): Promise<string> {
  const { client } = await signedUpClient(sayso.url)
  for (let i = 1; i <= 5; i++) {
    const created = await client.post(
      '/api/updates',
      weeklyUpdate(`Weekly Update – week ${i}`, [ENTRY, { ...ENTRY, sectionId: 'goal-progress_1' }, ENTRY]),
    )
    if (created.status !== 201) throw new Error(`creating an update failed: ${created.status}`)
  }
  const cookie = client.cookieHeader()
  const raw = async (method: string, route: string, body?: string) => {
    const response = await fetch(sayso.url + route, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body } : {}),
    })
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status}`)
    return Buffer.from(await response.arrayBuffer())
  }
  fs.writeFileSync(path.join(fixtures, 'updates.json'), await raw('GET', '/api/updates'))
  fs.writeFileSync(path.join(fixtures, 'format-update.json'), await raw('POST', '/api/format-update', FORMAT_REQUEST))
  fs.writeFileSync(path.join(fixtures, 'index.html'), await raw('GET', '/'))
  return cookie
}

const sayso = await startServerProcess(saysoScript, saysoEnv)
const cookie = await prepare(sayso)
const bare = await startServerProcess(bareScript, bareEnv)
const targets: Target[] = [
  { name: 'sayso', url: sayso.url, pid: sayso.pid, cookie },
  { name: 'bare', url: bare.url, pid: bare.pid, cookie: '' },
]

// Warm-up: JIT and caches on both sides before anything counts.
for (const load of LOADS) for (const target of targets) await drive(target, load, 1)

/** Medians of rounds: throughput, p99 latency and the server's CPU time per request. */
function describe(rounds: Measured[]): string {
  const cpu = median(rounds.map((m) => m.cpuMicrosPerRequest))
  return `${perSecond(median(rounds.map((m) => m.requestsPerSecond)))}, p99 ${millis(median(rounds.map((m) => m.p99Ms)))}, CPU ${Math.round(cpu)} µs/req`
}

const results = new Map<string, Measured[]>()
for (let round = 0; round < ROUNDS; round++) {
  const ordered = round % 2 === 0 ? targets : [...targets].reverse()
  for (const load of LOADS) {
    for (const target of ordered) {
      const measured = await drive(target, load, SECONDS)
      const key = `${load.what}|${target.name}`
      results.set(key, [...(results.get(key) ?? []), measured])
      console.log(`round ${round + 1}, ${target.name}, ${load.what}: ${describe([measured])}`)
    }
  }
}
await Promise.all([sayso.stop(), bare.stop()])

// Start-up: the same DATA_DIR as a restart would find it; interleaved, medians. Besides the time, the
// CPU time each process used until its first answer, which other work on the machine changes less.
const starts = { sayso: [] as number[], bare: [] as number[] }
const startCpu = { sayso: [] as number[], bare: [] as number[] }
for (let run = 0; run < START_RUNS; run++) {
  for (const [name, script, env] of run % 2 === 0
    ? ([
        ['sayso', saysoScript, saysoEnv],
        ['bare', bareScript, bareEnv],
      ] as const)
    : ([
        ['bare', bareScript, bareEnv],
        ['sayso', saysoScript, saysoEnv],
      ] as const)) {
    const started = await startServerProcess(script, env)
    starts[name].push(started.firstAnswerMs)
    startCpu[name].push(processCpuSeconds(started.pid) * 1000)
    await started.stop()
  }
}

const rows: Row[] = LOADS.map((load) => {
  const ours = results.get(`${load.what}|sayso`)!
  const theirs = results.get(`${load.what}|bare`)!
  const ourRate = median(ours.map((m) => m.requestsPerSecond))
  const ourP99 = median(ours.map((m) => m.p99Ms))
  const ratio = ourRate / median(theirs.map((m) => m.requestsPerSecond))
  const p99Met = load.p99TargetMs === undefined || ourP99 <= load.p99TargetMs
  return {
    what: load.what,
    sayso: describe(ours),
    baseline: describe(theirs),
    ratio,
    ratioLabel: ratio.toFixed(2),
    target: `≥ ${load.minRatio}${load.p99TargetMs ? `, p99 ≤ ${load.p99TargetMs} ms` : ''}`,
    met: ratio >= load.minRatio && p99Met,
  }
})
/** A start-up row: Sayso's median against bare Koa's, within 3×. */
function startRow(what: string, measured: { sayso: number[]; bare: number[] }) {
  const ratio = median(measured.sayso) / median(measured.bare)
  return {
    what,
    sayso: millis(median(measured.sayso)),
    baseline: millis(median(measured.bare)),
    ratio,
    ratioLabel: `${ratio.toFixed(1)}×`,
    target: '≤ 3×',
    met: ratio <= 3,
  }
}
if (START_RUNS > 0) {
  rows.push(
    startRow('Server start → first answer', starts),
    startRow('Server start → first answer, CPU time', startCpu),
  )
}

console.log(
  `\n${ROUNDS} interleaved rounds of ${SECONDS} s per route, ${START_RUNS} starts each; medians. Load average: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
printTable(rows)
fs.rmSync(work, { recursive: true, force: true })
