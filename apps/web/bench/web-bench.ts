// `pnpm bench:web`: the web rows of issue 18, each measured beside a static-page baseline in the same run
// (interleaved rounds, medians). Starts the real server on a free port with a fresh data directory and
// Debian's Chromium; builds the web app first when it has not been built.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { CHROMIUM_PATH, freePort, startServerProcess } from '../e2e/global-setup.ts'

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.join(webDir, 'dist')

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const KEYS_PER_ROUND = Number(process.env.BENCH_KEYS ?? 30)
// A reload takes a fifth of a second and the static page's swings by half of that between reloads: several
// interleaved pairs a round give the medians enough samples to hold still.
const RELOADS_PER_ROUND = Number(process.env.BENCH_RELOADS ?? 5)
const ENTRY_COUNT = 1000
const LAST_HEADLINE = `Entry ${ENTRY_COUNT} headline`

// Issue 18's throttled phone: 4× slower CPU, 1.6 Mbps down, 150 ms round trips.
const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const PHONE_CPU_SLOWDOWN = 4

const entries = Array.from({ length: ENTRY_COUNT }, (_, index) => ({
  sectionId: `key-updates_${index + 1}`,
  sectionName: 'Key Updates',
  headline: `Entry ${index + 1} headline`,
  content: `What happened in item ${index + 1}: the team shipped, measured and wrote it down for everyone.`,
}))

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

// ── the pages' clocks ─────────────────────────────────────────────────────────────────────────────────

/**
 * Runs in every page before its scripts: watches each frame for a marker and reports the time (ms since
 * navigation start) of the frame after the one that first showed it, i.e. once it was painted; and times
 * every key press to the frame painted after it.
 */
function installPageClocks(lastHeadline: string): void {
  const clocks = { keyFrames: [] as number[] }
  Object.assign(window, { __benchClocks: clocks })
  const report = (window as unknown as { __benchMarked: (name: string, at: number) => void }).__benchMarked
  const watched = new Map<string, () => boolean>([
    ['hero', () => document.getElementById('hero-title') !== null],
    ['lastEntry', () => document.body?.textContent?.includes(lastHeadline) ?? false],
  ])
  const onFrame = () => {
    for (const [name, seen] of watched) {
      if (!seen()) continue
      watched.delete(name)
      requestAnimationFrame(() => {
        report(name, performance.now())
        // For traced runs: the moment on the trace's clock (see mainThreadCpu).
        performance.mark(`bench-${name}`)
      })
    }
    if (watched.size > 0) requestAnimationFrame(onFrame)
  }
  requestAnimationFrame(onFrame)
  document.addEventListener(
    'keydown',
    (event) => {
      const pressed = event.timeStamp
      requestAnimationFrame(() => setTimeout(() => clocks.keyFrames.push(performance.now() - pressed), 0))
    },
    true,
  )
}

// Marks arrive from the page through a binding rather than by polling it: polling compiles Playwright's
// injected script in each new document, work that would land inside the window being measured.
const markWaiters = new WeakMap<Page, Map<string, (at: number) => void>>()

/** Resolves with the next time `name` is marked in `page`; ask before the navigation that marks it. */
function nextMark(page: Page, name: string): Promise<number> {
  const waiters = markWaiters.get(page) ?? new Map<string, (at: number) => void>()
  markWaiters.set(page, waiters)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No ${name} mark within 60 s`)), 60_000)
    waiters.set(name, (at) => {
      clearTimeout(timer)
      resolve(at)
    })
  })
}

function receiveMark(page: Page, name: string, at: number): void {
  const waiters = markWaiters.get(page)
  const waiter = waiters?.get(name)
  waiters?.delete(name)
  waiter?.(at)
}

// ── the baselines: static pages ───────────────────────────────────────────────────────────────────────

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

const STATIC_ENTRIES_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Entries</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}article{margin:0 0 1rem}h3{margin:0;font-size:1rem}p{margin:.25rem 0}textarea{width:100%;min-height:8rem}</style>
</head><body><h1>Weekly Update</h1><textarea aria-label="Your update"></textarea><section>${entries
  .map((entry) => `<article><h3>${escapeHtml(entry.headline)}</h3><p>${escapeHtml(entry.content)}</p></article>`)
  .join('')}</section></body></html>`

/** Serves the static baselines on a free port. */
async function startStaticServer(pages: Map<string, string>): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort()
  const server = http.createServer((request, response) => {
    const body = pages.get(request.url ?? '')
    if (body === undefined) {
      response.writeHead(404).end()
      return
    }
    const gzipped = gzipSync(body)
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'gzip',
      'Cache-Control': 'no-store',
    })
    response.end(gzipped)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** The landing page as the app renders it, with its styles inlined and every script removed. */
async function staticLandingPage(browser: Browser, baseUrl: string): Promise<string> {
  const context = await browser.newContext({ baseURL: baseUrl })
  const page = await context.newPage()
  await page.goto('/')
  await page.locator('#hero-title').waitFor()
  const html = await page.evaluate(() => {
    const css = Array.from(document.styleSheets)
      .map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'))
      .join('\n')
    const copy = document.documentElement.cloneNode(true) as HTMLElement
    for (const node of Array.from(
      copy.querySelectorAll('script, link[rel="stylesheet"], link[rel="modulepreload"], style'),
    ))
      node.remove()
    const style = document.createElement('style')
    style.textContent = css
    copy.querySelector('head')!.append(style)
    return `<!doctype html>${copy.outerHTML}`
  })
  await context.close()
  return html
}

// ── the rows ──────────────────────────────────────────────────────────────────────────────────────────

async function newBenchContext(browser: Browser, baseUrl?: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  })
  await context.exposeBinding('__benchMarked', ({ page }, name: string, at: number) => receiveMark(page, name, at))
  await context.addInitScript(installPageClocks, LAST_HEADLINE)
  return context
}

/** Row 1: every script the landing page loaded (its lazy chunks included), gzip-compressed as served. */
async function landingScriptBytes(browser: Browser, baseUrl: string): Promise<{ bytes: number; files: string[] }> {
  const context = await newBenchContext(browser, baseUrl)
  const page = await context.newPage()
  const scripts: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname)
  })
  await page.goto('/')
  await page.locator('#hero-title').waitFor()
  // What loads after the page (the prefetched toast region) counts too.
  await page.waitForTimeout(3000)
  await context.close()
  const bytes = scripts.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(distDir, file))).length, 0)
  return { bytes, files: scripts }
}

/** Row 2: navigation start → hero heading painted, on a throttled phone, in a fresh profile (no cache). */
async function heroOnPhone(browser: Browser, url: string): Promise<number> {
  const context = await newBenchContext(browser)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN })
  const hero = nextMark(page, 'hero')
  await page.goto(url, { waitUntil: 'commit' })
  const painted = await hero
  await context.close()
  return painted
}

/** Row 3: reload → last entry painted. */
async function reloadToLastEntry(page: Page): Promise<number> {
  const painted = nextMark(page, 'lastEntry')
  await page.reload({ waitUntil: 'commit' })
  return painted
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { data?: { startTime?: number } }
}

/**
 * The main thread's CPU time (thread time, so not the waits of a loaded machine) from navigation start
 * to the mark `bench-<mark>`, summed over the renderer's top-level tasks in a Chromium trace.
 */
function mainThreadCpu(trace: Buffer, mark: string): number {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents
  const marked = events.find((event) => event.name === `bench-${mark}`)
  if (marked?.args?.data?.startTime === undefined) throw new Error(`The trace holds no mark bench-${mark}`)
  const navigationStart = marked.ts - marked.args.data.startTime * 1000
  const tasks = events
    .filter(
      (event) =>
        event.pid === marked.pid &&
        event.tid === marked.tid &&
        event.ph === 'X' &&
        event.name === 'ThreadControllerImpl::RunTask' &&
        event.ts >= navigationStart &&
        event.ts < marked.ts,
    )
    .sort((a, b) => a.ts - b.ts)
  let cpu = 0
  let coveredUntil = 0
  for (const task of tasks) {
    // Nested run loops report tasks within tasks: only the outermost count.
    if (task.ts < coveredUntil) continue
    coveredUntil = task.ts + (task.dur ?? 0)
    cpu += task.tdur ?? task.dur ?? 0
  }
  return cpu / 1000
}

/** Row 3 as main-thread CPU: a reload traced (timeline tasks only, a light trace), CPU to the last entry. */
async function reloadCpu(browser: Browser, page: Page): Promise<number> {
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] })
  await reloadToLastEntry(page)
  return mainThreadCpu(await browser.stopTracing(), 'lastEntry')
}

/** Row 4: key press → next frame painted in the update's text field. */
async function keyPressFrames(page: Page): Promise<number[]> {
  const field = page.getByRole('textbox', { name: 'Your update' })
  if (!(await field.isVisible()))
    await page.getByRole('button', { name: 'Prefer to type your update instead?' }).click()
  await field.click()
  await page.evaluate(
    () => ((window as unknown as { __benchClocks: { keyFrames: number[] } }).__benchClocks.keyFrames = []),
  )
  for (let key = 0; key < KEYS_PER_ROUND; key += 1) {
    await page.keyboard.press(String.fromCharCode(97 + (key % 26)))
    await page.waitForTimeout(30)
  }
  await page.waitForTimeout(200)
  const frames = await page.evaluate(
    () => (window as unknown as { __benchClocks: { keyFrames: number[] } }).__benchClocks.keyFrames,
  )
  // The next round starts from an empty field again.
  await field.fill('')
  return frames
}

/** Signs a fresh account in, saves a 1,000-entry update and opens it the way the app opens saved updates. */
async function openBigUpdate(browser: Browser, baseUrl: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newBenchContext(browser, baseUrl)
  const account = { name: 'Bench Person', email: `bench-${Date.now()}@example.com`, password: 'correct horse battery' }
  const registered = await context.request.post('/api/auth/register', { data: account })
  if (registered.status() !== 201)
    throw new Error(`Registering failed: ${registered.status()} ${await registered.text()}`)
  const title = 'Bench update with 1,000 entries'
  const saved = await context.request.post('/api/updates', {
    data: { title, templateName: 'Weekly Update', content: JSON.stringify(entries), updateType: 'weekly' },
  })
  if (saved.status() !== 201) throw new Error(`Saving the update failed: ${saved.status()} ${await saved.text()}`)
  const page = await context.newPage()
  page.setDefaultTimeout(60_000)
  await page.goto('/recent-updates')
  const painted = nextMark(page, 'lastEntry')
  await page.getByRole('button', { name: `Open ${title}` }).click()
  // Today's workspace lives at /app; an update's own address (/app/<id>) works the same.
  await page.waitForURL(/\/app(\/[^/]+)?$/)
  await painted
  return { context, page }
}

// ── the run ───────────────────────────────────────────────────────────────────────────────────────────

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    const build = spawnSync('pnpm', ['run', 'build'], { cwd: webDir, stdio: 'inherit' })
    if (build.status !== 0) throw new Error('Building the web app failed')
  }
  const loadAtStart = os.loadavg()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-web-bench-'))
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined
  let browser: Browser | undefined
  let statics: Awaited<ReturnType<typeof startStaticServer>> | undefined
  try {
    server = await startServerProcess(dataDir)
    const { baseUrl } = server
    const chromiumBrowser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    })
    browser = chromiumBrowser
    statics = await startStaticServer(
      new Map([
        ['/landing.html', await staticLandingPage(browser, baseUrl)],
        ['/entries.html', STATIC_ENTRIES_PAGE],
      ]),
    )

    const landing = await landingScriptBytes(browser, baseUrl)
    process.stderr.write(`landing scripts: ${landing.files.join(', ')}\n`)

    const hero = { app: [] as number[], baseline: [] as number[] }
    const reload = { app: [] as number[], baseline: [] as number[] }
    const reloadCpuMs = { app: [] as number[], baseline: [] as number[] }
    const keys = { app: [] as number[], baseline: [] as number[] }
    const app = await openBigUpdate(browser, baseUrl)
    const baselineContext = await newBenchContext(browser)
    const baselinePage = await baselineContext.newPage()
    await baselinePage.goto(`${statics.url}/entries.html`)

    for (let round = 0; round < ROUNDS; round += 1) {
      // Interleaved, and which side goes first alternates, so load changes hit both alike.
      const appFirst = round % 2 === 0
      const pair = async <T>(
        measureApp: () => Promise<T>,
        measureBaseline: () => Promise<T>,
        into: { app: T[]; baseline: T[] },
      ) => {
        if (appFirst) {
          into.app.push(await measureApp())
          into.baseline.push(await measureBaseline())
        } else {
          into.baseline.push(await measureBaseline())
          into.app.push(await measureApp())
        }
      }
      await pair(
        () => heroOnPhone(chromiumBrowser, `${baseUrl}/`),
        () => heroOnPhone(chromiumBrowser, `${statics!.url}/landing.html`),
        hero,
      )
      for (let reloads = 0; reloads < RELOADS_PER_ROUND; reloads += 1)
        await pair(
          () => reloadToLastEntry(app.page),
          () => reloadToLastEntry(baselinePage),
          reload,
        )
      await pair(
        () => reloadCpu(chromiumBrowser, app.page),
        () => reloadCpu(chromiumBrowser, baselinePage),
        reloadCpuMs,
      )
      const keyRound = { app: [] as number[][], baseline: [] as number[][] }
      await pair(
        () => keyPressFrames(app.page),
        () => keyPressFrames(baselinePage),
        keyRound,
      )
      keys.app.push(...keyRound.app.flat())
      keys.baseline.push(...keyRound.baseline.flat())
      process.stderr.write(`round ${round + 1}/${ROUNDS} done\n`)
    }
    await baselineContext.close()
    await app.context.close()

    const ms = (value: number) => `${Math.round(value)} ms`
    const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`
    const rows: string[][] = [
      ['What', 'Sayso', 'Baseline (same run)', 'Ratio', 'Target'],
      [
        'Landing JavaScript downloaded (gzip)',
        `${(landing.bytes / 1024).toFixed(1)} KB`,
        'static HTML: 0 KB',
        '—',
        '≤ 90 KB',
      ],
      [
        'Landing hero heading painted, throttled phone',
        ms(median(hero.app)),
        `static page ${ms(median(hero.baseline))}`,
        ratio(median(hero.app), median(hero.baseline)),
        '≤ 1.5×',
      ],
      [
        `Reload of a ${ENTRY_COUNT.toLocaleString('en-US')}-entry update → last entry painted`,
        ms(median(reload.app)),
        `static page ${ms(median(reload.baseline))}`,
        ratio(median(reload.app), median(reload.baseline)),
        '≤ 2×',
      ],
      [
        '  the same, main-thread CPU (traced reloads)',
        ms(median(reloadCpuMs.app)),
        `static page ${ms(median(reloadCpuMs.baseline))}`,
        ratio(median(reloadCpuMs.app), median(reloadCpuMs.baseline)),
        '',
      ],
      [
        'Key press → next frame, type-instead field, p50 / p99',
        `${ms(percentile(keys.app, 50))} / ${ms(percentile(keys.app, 99))}`,
        `static page ${ms(percentile(keys.baseline, 50))} / ${ms(percentile(keys.baseline, 99))}`,
        `${ratio(percentile(keys.app, 50), percentile(keys.baseline, 50))} / ${ratio(percentile(keys.app, 99), percentile(keys.baseline, 99))}`,
        '≤ 1.3× / ≤ 2×',
      ],
    ]
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
    const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
    console.log(
      `\n${ROUNDS} interleaved rounds (medians), ${RELOADS_PER_ROUND} reloads and ${KEYS_PER_ROUND} key presses per round; load average at start ${loadAtStart
        .map((load) => load.toFixed(2))
        .join(' ')}, at end ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    )
    const range = (values: number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`
    const ratios = (into: { app: number[]; baseline: number[] }) =>
      into.app.map((value, round) => value / into.baseline[round]!)
    const ratioRange = (into: { app: number[]; baseline: number[] }) =>
      `${Math.min(...ratios(into)).toFixed(2)}–${Math.max(...ratios(into)).toFixed(2)}×`
    console.log(
      [line(rows[0]!), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.slice(1).map(line)].join(
        '\n',
      ),
    )
    console.log(
      `Reload ranges: Sayso ${range(reload.app)}, static ${range(reload.baseline)}, per-pair ratio ${ratioRange(reload)}; ` +
        `CPU Sayso ${range(reloadCpuMs.app)}, static ${range(reloadCpuMs.baseline)}, per-round ratio ${ratioRange(reloadCpuMs)}`,
    )
  } finally {
    await browser?.close()
    await statics?.close()
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`)
  process.exit(1)
})
