import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, expect, inject } from 'vitest'

export const baseUrl = inject('baseUrl')

export const DESKTOP = { width: 1280, height: 800 }
export const MOBILE = { width: 390, height: 844 }

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots')

let sharedBrowser: Promise<Browser> | undefined

/** The Chromium started by the global setup, connected on a test file's first session. */
function connectSharedBrowser(): Promise<Browser> {
  sharedBrowser ??= chromium.connect(inject('browserEndpoint'))
  return sharedBrowser
}

// Registered as this module loads, which is once per test file (files are isolated): each file closes
// its own connection after its tests, the way Testing Library registers its cleanup.
afterAll(async () => {
  if (sharedBrowser) await (await sharedBrowser).close()
})

/**
 * Runs `work` while no other test file uses the clipboard. The test files share one Chromium, whose
 * clipboard is one for all its pages: a copy in one file could land between another's copy and its
 * read. The lock is a directory named after this run's browser (mkdir is atomic).
 */
export async function withClipboard<T>(work: () => Promise<T>): Promise<T> {
  const run = createHash('sha256').update(inject('browserEndpoint')).digest('hex').slice(0, 16)
  const lock = path.join(os.tmpdir(), `sayso-e2e-clipboard-${run}`)
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  try {
    return await work()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

export interface Session {
  context: BrowserContext
  page: Page
  /** Content-Security-Policy violations and uncaught errors seen by any page of the context. */
  problems: string[]
}

export interface SessionOptions {
  browser?: Browser
  viewport?: { width: number; height: number }
  reducedMotion?: 'reduce' | 'no-preference'
  colorScheme?: 'light' | 'dark'
}

/**
 * A fresh browser profile (no cookies, no storage) whose CSP violations and page errors are recorded, in
 * the shared Chromium unless a test file brings a browser of its own.
 */
export async function newSession(options: SessionOptions = {}): Promise<Session> {
  const browser = options.browser ?? (await connectSharedBrowser())
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    colorScheme: options.colorScheme ?? 'light',
    acceptDownloads: true,
  })
  // Fail with Playwright's own message well before the test's 30 s limit.
  context.setDefaultTimeout(10_000)
  const problems: string[] = []
  await context.exposeFunction('__reportProblem', (problem: string) => problems.push(problem))
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportProblem: (problem: string) => void }).__reportProblem
      report(`CSP ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`)
    })
  })
  context.on('weberror', (error) => problems.push(`page error: ${error.error().message}`))
  const page = await context.newPage()
  return { context, page, problems }
}

/** Ends a session, failing the test if the page broke the CSP or threw. */
export async function closeSession(session: Session): Promise<void> {
  await session.context.close()
  expect(session.problems).toEqual([])
}

let accountCount = 0

export interface Account {
  name: string
  email: string
  password: string
}

export function newAccount(name = 'Avery Product'): Account {
  accountCount += 1
  return { name, email: `pm-${Date.now()}-${accountCount}@example.com`, password: 'correct horse battery' }
}

/** Registers through the API; the context then holds the session cookie. */
export async function registerThroughApi(context: BrowserContext, account: Account): Promise<void> {
  const response = await context.request.post('/api/auth/register', { data: account })
  expect(response.status()).toBe(201)
}

/** A fresh browser profile signed in to a new account, as right after signing up. */
export async function signedUpSession(options: SessionOptions = {}): Promise<Session> {
  const session = await newSession(options)
  await registerThroughApi(session.context, newAccount())
  return session
}

/** Signs in through the API: a second device of an existing account. */
export async function logInThroughApi(context: BrowserContext, account: Account): Promise<void> {
  const response = await context.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  })
  expect(response.status()).toBe(200)
}

export async function createUpdateThroughApi(
  context: BrowserContext,
  update: { title: string; updateType: 'weekly' | 'quick'; entries: unknown[]; templateName?: string },
): Promise<{ id: string }> {
  const response = await context.request.post('/api/updates', {
    data: {
      title: update.title,
      templateName: update.templateName ?? (update.updateType === 'quick' ? 'Quick Update' : 'Weekly Update'),
      content: JSON.stringify(update.entries),
      updateType: update.updateType,
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as { id: string }
}

/**
 * Picks a card of the update-type chooser. Found inside the chooser, so a click cannot land on the
 * previous screen's "Weekly Update" heading while the chooser's route is still loading.
 */
export async function chooseUpdateType(page: Page, name: 'Weekly Update' | 'Quick Update'): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Update type' }).getByText(name, { exact: true }).click()
}

/** Titles are set once the screen renders, after the page's load event. */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, title)
}

/** The toast currently shown (SPEC §9: only one at a time). */
export function toastRegion(page: Page) {
  return page.getByRole('region', { name: /Notifications/ })
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = toastRegion(page).getByRole('listitem').filter({ hasText: title })
  await toast.waitFor()
  if (description) await toast.filter({ hasText: description }).waitFor()
}

/** Saves a full-page screenshot under test-results/screenshots (git-ignored) for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true })
  const size = page.viewportSize()
  const suffix = size && size.width < 768 ? 'mobile' : 'desktop'
  await page.screenshot({
    path: path.join(screenshotDir, `${name}-${suffix}.png`),
    fullPage: true,
    animations: 'disabled',
  })
}

/**
 * Records the text of every toast shown from now on in this page (SPA navigations and reloads
 * included), even one a newer toast replaced at once (SPEC §9: one at a time). Call it before
 * `goto` to see the toasts of the first load. Returns a reader of what the current document saw.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  const record = () => {
    const seen: string[] = []
    Object.assign(window, { __toastsSeen: seen })
    const observe = () =>
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of Array.from(mutation.addedNodes)) {
            if (!(node instanceof Element)) continue
            // The region may mount with its first toast inside it (the toaster loads on demand).
            const items = node instanceof HTMLLIElement ? [node] : Array.from(node.querySelectorAll('li'))
            for (const item of items) if (item.closest('[role="region"]')) seen.push(item.textContent ?? '')
          }
        }
      }).observe(document.documentElement, { childList: true, subtree: true })
    // An init script runs before the document has any element to observe.
    if (document.documentElement) observe()
    else document.addEventListener('readystatechange', observe, { once: true })
  }
  await page.addInitScript(record)
  if (page.url() !== 'about:blank') await page.evaluate(record)
  return () => page.evaluate(() => [...((window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? [])])
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe's colour-contrast rule (WCAG AA: 4.5:1 for text) over what the page shows now. */
export async function contrastViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses an injected script tag.
  await page.evaluate(AXE_SOURCE)
  const { checked, violations } = await page.evaluate(async () => {
    type Nodes = { nodes: { target: string[]; failureSummary?: string }[] }[]
    const axe = (window as unknown as { axe: { run(options: object): Promise<{ passes: Nodes; violations: Nodes }> } })
      .axe
    const result = await axe.run({ runOnly: ['color-contrast'] })
    return {
      checked: result.passes.reduce((count, rule) => count + rule.nodes.length, 0),
      violations: result.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      ),
    }
  })
  // A page whose text axe could not see would pass for the wrong reason.
  expect(checked).toBeGreaterThan(3)
  return violations
}

/** Waits until the service worker has cached the app shell and controls the page. */
export async function waitForOfflineShell(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
    }
  })
}
