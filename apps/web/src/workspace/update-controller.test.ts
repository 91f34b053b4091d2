// @vitest-environment node
import 'fake-indexeddb/auto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { WEEKLY_TEMPLATE } from '@sayso/shared'
import { createSyncClient, type SyncClient } from '@sayso/sync-client'
import { addRecording, readUpdate } from '@sayso/update-doc'
import WebSocket from 'ws'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startServerProcess, type ServerProcess } from '../../e2e/global-setup.ts'
import { execVersion, formatUpdate, processText, transcribeAudio } from '../api/ai-api.ts'
import type { ToastInput } from '../toasts/toast-store.ts'
import { createWorkQueue } from './work-queue.ts'
import { createWorkspaceCore, type WorkspaceCore } from './workspace-core.ts'
import type { UpdateController, WorkspaceState } from './update-controller.ts'

// The controllers and the content queue with no React at all, against the real server: its
// documents over the real sync socket, and its AI routes (offline formatter) through the app's own
// API client. The device's IndexedDB is fake-indexeddb.

let server: ServerProcess
let dataDir: string
const realFetch = globalThis.fetch

/** What the server is asked, and how the device's connection behaves. */
const network = {
  cookie: '',
  offline: false,
  refuse: null as null | { path: string; status: number; message: string },
  requests: [] as string[],
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-controller-'))
  server = await startServerProcess(dataDir)
  // The app's API client asks for paths of its own origin, as a browser page does.
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    network.requests.push(input)
    if (network.offline) throw new TypeError('Failed to fetch')
    if (network.refuse && input === network.refuse.path) {
      return new Response(JSON.stringify({ message: network.refuse.message }), { status: network.refuse.status })
    }
    const headers = new Headers(init.headers)
    headers.set('cookie', network.cookie)
    headers.set('origin', server.baseUrl)
    return realFetch(new URL(input, server.baseUrl), { ...init, headers })
  })
})

afterAll(async () => {
  vi.unstubAllGlobals()
  await server.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function signUp(): Promise<string> {
  const response = await realFetch(new URL('/api/auth/register', server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({
      name: 'Avery Product',
      email: `avery-${crypto.randomUUID()}@example.com`,
      password: 'correct-horse-battery',
    }),
  })
  expect(response.status).toBe(201)
  network.cookie = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
  return ((await response.json()) as { user?: { id: string }; id?: string }).user?.id ?? ''
}

interface Tab {
  sync: SyncClient
  core: WorkspaceCore
  toasts: ToastInput[]
}

const tabs: Tab[] = []

/** A browser tab of the signed-in user: its own socket and workspaces, the device's IndexedDB. */
function openTab(userId: string): Tab {
  const { cookie } = network
  const origin = server.baseUrl
  const sync = createSyncClient({
    baseUrl: server.baseUrl,
    userId,
    WebSocketPolyfill: class extends WebSocket {
      constructor(url: string) {
        super(url, { headers: { origin, cookie } })
        this.on('error', () => {})
      }
    },
  })
  const toasts: ToastInput[] = []
  const core = createWorkspaceCore({
    userId,
    sync,
    store: createWorkQueue(),
    api: { transcribeAudio, processText, formatUpdate, execVersion },
    notify: (toast) => toasts.push(toast),
  })
  const tab = { sync, core, toasts }
  tabs.push(tab)
  return tab
}

afterEach(async () => {
  for (const tab of tabs.splice(0)) {
    tab.core.dispose()
    await tab.sync.destroy()
  }
  network.offline = false
  network.refuse = null
  network.requests = []
})

/** Resolves with the controller's state once it passes `check`. */
function stateWhen(
  controller: UpdateController,
  check: (state: WorkspaceState) => boolean,
  timeoutMs = 8000,
): Promise<WorkspaceState> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe()
      reject(
        new Error(`Timed out; last state: ${JSON.stringify({ ...controller.getSnapshot(), exportable: undefined })}`),
      )
    }, timeoutMs)
    const settle = () => {
      const state = controller.getSnapshot()
      if (!check(state)) return
      clearTimeout(timer)
      unsubscribe()
      resolve(state)
    }
    const unsubscribe = controller.subscribe(settle)
    settle()
  })
}

const formatRequests = () => network.requests.filter((request) => request === '/api/format-update').length
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const RISKS = WEEKLY_TEMPLATE.sections.find((section) => section.id === 'risks-blockers')!

// Each test talks to a real server (the first one also waits for it to warm up): more than the unit default.
describe('given an update controller', { timeout: 30_000 }, () => {
  it('formats a typed note once, about 100 ms after it lands', async () => {
    const tab = openTab(await signUp())
    const weekly = tab.core.controllerFor('weekly', 'visit-1', null)
    const release = tab.core.retain(weekly)
    weekly.setTargetSection('goal-progress')
    expect(await weekly.addText('Activation is up twelve percent week over week.')).toBe(true)
    const state = await stateWhen(weekly, (candidate) => candidate.entries.length > 0 && !candidate.isFormatting)
    expect(state.entries[0]!.sectionId).toMatch(/^goal-progress/)
    expect(state.updateId).toMatch(/^[0-9a-f-]{36}$/)
    await pause(300)
    expect(formatRequests()).toBe(1)
    expect(tab.toasts.map((toast) => toast.title)).toEqual(['Text Added', 'Update Formatted'])
    release()
  })

  it('changes only the draft text when a key is pressed in the text field, so only the field re-renders', async () => {
    const tab = openTab(await signUp())
    const weekly = tab.core.controllerFor('weekly', 'visit-1', null)
    const release = tab.core.retain(weekly)
    weekly.setTargetSection('goal-progress')
    await weekly.addText('Activation is up twelve percent week over week.')
    weekly.setDraftText('N')
    const before = await stateWhen(
      weekly,
      (state) => state.entries.length > 0 && !state.isFormatting && state.draftText === 'N',
    )
    weekly.setDraftText('Ne')
    const after = await stateWhen(weekly, (state) => state.draftText === 'Ne')
    const changed = (Object.keys(after) as (keyof WorkspaceState)[]).filter(
      (key) => !Object.is(after[key], before[key]),
    )
    expect(changed).toEqual(['draftText'])
    release()
  })

  it('cancels formatting it scheduled when the update is left', async () => {
    const tab = openTab(await signUp())
    const weekly = tab.core.controllerFor('weekly', 'visit-1', null)
    weekly.changeTitle('Left at once')
    weekly.setDraftText('x')
    const { updateId } = await stateWhen(weekly, (state) => state.updateId !== null)
    const opened = await tab.sync.open(updateId!)
    addRecording(opened.doc, {
      id: 'r1',
      transcription: 'Checkout shipped to half of traffic.',
      timestamp: new Date().toISOString(),
      duration: 3,
      assignedSection: 'key-updates',
    })
    weekly.formatPending()
    weekly.dispose()
    await pause(400)
    expect(formatRequests()).toBe(0)
    opened.release()
  })

  it('processes a note queued offline into its own update, while another update is open', async () => {
    const tab = openTab(await signUp())
    const weekly = tab.core.controllerFor('weekly', 'visit-1', null)
    const releaseWeekly = tab.core.retain(weekly)
    weekly.setTargetSection('goal-progress')
    await weekly.addText('Activation is up twelve percent.')
    const { updateId: weeklyId } = await stateWhen(weekly, (state) => state.entries.length === 1 && !state.isFormatting)

    network.offline = true
    weekly.setTargetSection(RISKS.id)
    await weekly.addText('Payments may slip two weeks; we need one more engineer.')
    expect((await stateWhen(weekly, (state) => state.waitingCount === 1)).isProcessing).toBe(false)
    releaseWeekly()

    // Another update of the other type is on screen when the connection returns.
    const quick = tab.core.controllerFor('quick', 'visit-2', null)
    const releaseQuick = tab.core.retain(quick)
    quick.changeTitle('Launch status')
    quick.setDraftText('draft')
    const { updateId: quickId } = await stateWhen(quick, (state) => state.updateId !== null)
    network.offline = false
    await tab.core.queue.drain()

    const check = await tab.sync.open(weeklyId!)
    await expect
      .poll(() => readUpdate(check.doc).entries.map((entry) => entry.sectionId.replace(/_\d+$/, '')), { timeout: 8000 })
      .toEqual(['goal-progress', 'risks-blockers'])
    check.release()
    const quickState = quick.getSnapshot()
    expect(quickState.updateId).toBe(quickId)
    expect(quickState.entries).toEqual([])
    expect(quickState.recordings).toEqual([])
    releaseQuick()
  })

  it('keeps a note the server refuses (a 4xx) as failed, with its toast, instead of waiting for a connection', async () => {
    const tab = openTab(await signUp())
    const weekly = tab.core.controllerFor('weekly', 'visit-1', null)
    const release = tab.core.retain(weekly)
    weekly.setTargetSection('goal-progress')
    network.refuse = { path: '/api/process-text', status: 400, message: 'text: Text is required' }
    await weekly.addText('A note the server refuses.')
    const state = await stateWhen(weekly, (candidate) => candidate.failedItems.length === 1)
    expect(state.waitingCount).toBe(0)
    expect(state.failedItems[0]).toMatchObject({
      status: 'failed',
      failure: 'text: Text is required',
      text: 'A note the server refuses.',
    })
    expect(tab.toasts).toContainEqual({
      title: 'Processing Failed',
      description: 'text: Text is required',
      variant: 'destructive',
    })

    // Retry, once the server takes it: the note lands and the failure goes.
    network.refuse = null
    await weekly.retryItem(state.failedItems[0]!.id)
    await stateWhen(weekly, (candidate) => candidate.failedItems.length === 0 && candidate.entries.length === 1)
    release()
  })

  it('formats an update open in two tabs once', async () => {
    const userId = await signUp()
    const first = openTab(userId)
    const weekly = first.core.controllerFor('weekly', 'visit-1', null)
    const releaseFirst = first.core.retain(weekly)
    weekly.setDraftText('x')
    const { updateId } = await stateWhen(weekly, (state) => state.updateId !== null)
    const second = openTab(userId)
    const again = second.core.controllerFor('weekly', updateId!, updateId!)
    const releaseSecond = second.core.retain(again)
    await stateWhen(again, (state) => state.status === 'open')

    const opened = await first.sync.open(updateId!)
    addRecording(opened.doc, {
      id: 'r1',
      transcription: 'Checkout shipped to half of traffic.',
      timestamp: new Date().toISOString(),
      duration: 3,
      assignedSection: 'key-updates',
    })
    await stateWhen(again, (state) => state.recordings.length === 1)
    weekly.formatPending()
    again.formatPending()
    await stateWhen(again, (state) => state.entries.length === 1)
    await stateWhen(weekly, (state) => state.entries.length === 1 && !state.isFormatting)
    await pause(500)
    expect(formatRequests()).toBe(1)
    opened.release()
    releaseFirst()
    releaseSecond()
  })

  it('undoes a delete, entry and source recordings together, and only this tab’s own changes', async () => {
    const userId = await signUp()
    const tab = openTab(userId)
    const weekly = tab.core.controllerFor('weekly', 'visit-1', null)
    const release = tab.core.retain(weekly)
    weekly.setTargetSection('goal-progress')
    await weekly.addText('Activation is up twelve percent.')
    const formatted = await stateWhen(weekly, (state) => state.entries.length === 1 && !state.isFormatting)
    expect(formatted.recordings).toHaveLength(1)
    expect(formatted.canUndo).toBe(false)

    const other = openTab(userId)
    const elsewhere = other.core.controllerFor('weekly', formatted.updateId!, formatted.updateId!)
    const releaseOther = other.core.retain(elsewhere)
    await stateWhen(elsewhere, (state) => state.entries.length === 1)

    weekly.deleteEntryAt(0)
    expect(weekly.getSnapshot()).toMatchObject({ entries: [], recordings: [], canUndo: true })
    expect(tab.toasts.at(-1)).toMatchObject({ title: 'Entry deleted', action: { label: 'Undo' } })
    await stateWhen(elsewhere, (state) => state.entries.length === 0)
    // The other tab has nothing of its own to undo.
    expect(elsewhere.getSnapshot().canUndo).toBe(false)
    elsewhere.undo()

    const opened = await tab.sync.open(formatted.updateId!)
    let changes = 0
    opened.doc.on('update', () => changes++)
    tab.toasts.at(-1)!.action!.onAction()
    expect(changes).toBe(1)
    expect(weekly.getSnapshot()).toMatchObject({
      entries: formatted.entries,
      recordings: formatted.recordings,
      canRedo: true,
    })
    await stateWhen(elsewhere, (state) => state.entries.length === 1 && state.recordings.length === 1)
    opened.release()
    releaseOther()
    release()
  })

  it('says an address is not found when the update never existed', async () => {
    const tab = openTab(await signUp())
    const unknown = crypto.randomUUID()
    const controller = tab.core.controllerFor('weekly', unknown, unknown)
    const release = tab.core.retain(controller)
    expect((await stateWhen(controller, (state) => state.status !== 'opening')).status).toBe('not-found')
    release()
  })
})

// Issue 17: exec versions and carried-over items, driven through the controllers.
describe('given a weekly update with a goal and a risk', { timeout: 30_000 }, () => {
  async function weeklyWithGoalAndRisk(tab: Tab) {
    const weekly = tab.core.controllerFor('weekly', 'visit-1', null)
    const release = tab.core.retain(weekly)
    weekly.setTargetSection('goal-progress')
    await weekly.addText('Activation is up twelve percent week over week.')
    await stateWhen(weekly, (state) => state.entries.length === 1 && !state.isFormatting)
    weekly.setTargetSection(RISKS.id)
    await weekly.addText('The payments migration is at risk of a two week slip.')
    const state = await stateWhen(weekly, (candidate) => candidate.entries.length === 2 && !candidate.isFormatting)
    return { weekly, release, state }
  }

  it('derives the exec version on the device when the server cannot be reached, and a second tab shows it linked and out of date once the weekly changes', async () => {
    const userId = await signUp()
    const tab = openTab(userId)
    const { weekly, release, state } = await weeklyWithGoalAndRisk(tab)
    const before = formatRequests()
    network.offline = true
    const execId = await weekly.createExecVersion()
    expect(formatRequests()).toBe(before)
    network.offline = false
    expect(execId).toMatch(/^[0-9a-f-]{36}$/)
    await stateWhen(weekly, (candidate) => candidate.execVersions.some((version) => version.id === execId))

    const second = openTab(userId)
    const exec = second.core.controllerFor('quick', execId!, execId!)
    const releaseExec = second.core.retain(exec)
    const shown = await stateWhen(exec, (candidate) => candidate.status === 'open' && candidate.entries.length > 0)
    expect(shown.execSource).toEqual({ id: state.updateId, title: state.title })
    expect(shown.entries.find((entry) => entry.sectionId === 'progress')?.headline).toContain('12%')
    expect(shown.entries.find((entry) => entry.sectionId === 'risks')?.headline).toBe(state.entries[1]!.headline)
    expect(shown.execOutOfDate).toBe(false)

    weekly.editEntryAt(0, { headline: 'Activation up 14% week over week', content: '' })
    await stateWhen(exec, (candidate) => candidate.execOutOfDate)
    await exec.refreshFromWeekly()
    const refreshed = await stateWhen(exec, (candidate) => !candidate.execOutOfDate)
    expect(refreshed.entries.find((entry) => entry.sectionId === 'progress')?.headline).toBe(
      'Activation up 14% week over week',
    )
    releaseExec()
    release()
  })

  it('asks the server for the exec version when it can be reached, and tells the user when the server fails', async () => {
    const userId = await signUp()
    const tab = openTab(userId)
    const { weekly, release, state } = await weeklyWithGoalAndRisk(tab)
    const asked = () => network.requests.filter((request) => request === '/api/exec-version').length
    const execId = await weekly.createExecVersion()
    expect(asked()).toBe(1)
    const exec = tab.core.controllerFor('quick', execId!, execId!)
    const releaseExec = tab.core.retain(exec)
    const shown = await stateWhen(exec, (candidate) => candidate.status === 'open' && candidate.entries.length > 0)
    expect(shown.entries.find((entry) => entry.sectionId === 'risks')?.headline).toBe(state.entries[1]!.headline)

    weekly.editEntryAt(0, { headline: 'Activation up 14% week over week', content: '' })
    await stateWhen(exec, (candidate) => candidate.execOutOfDate)
    network.refuse = { path: '/api/exec-version', status: 502, message: 'The formatting service failed (HTTP 500).' }
    await exec.refreshFromWeekly()
    expect(tab.toasts.at(-1)).toMatchObject({
      title: 'Could not make the exec version',
      description: 'The formatting service failed (HTTP 500).',
    })
    expect(exec.getSnapshot().execOutOfDate).toBe(true)
    network.refuse = null
    await exec.refreshFromWeekly()
    expect(asked()).toBe(3)
    await stateWhen(exec, (candidate) => !candidate.execOutOfDate)
    releaseExec()
    release()
  })

  it('carries the open risk into a fresh weekly update only, once it is made', async () => {
    const tab = openTab(await signUp())
    const { release, state } = await weeklyWithGoalAndRisk(tab)
    release()

    const fresh = tab.core.controllerFor('weekly', 'visit-2', null)
    const releaseFresh = tab.core.retain(fresh)
    const shown = await stateWhen(fresh, (candidate) => candidate.entries.length === 1)
    expect(shown.entries[0]).toMatchObject({ carriedFrom: state.title, openSince: 2, status: 'open' })
    // Shown, but not work of this update: leaving asks nothing and saves nothing.
    expect(shown.hasWork).toBe(false)
    expect(shown.updateId).toBeNull()
    fresh.editEntryAt(0, { headline: 'Payments migration may slip', content: 'Two weeks.' })
    await stateWhen(fresh, (candidate) => candidate.entries[0]?.headline === 'Payments migration may slip')
    await fresh.setItemStatusAt(0, 'dropped')
    const made = await stateWhen(fresh, (candidate) => candidate.entries[0]?.status === 'dropped')
    expect(made.updateId).toMatch(/^[0-9a-f-]{36}$/)
    releaseFresh()

    // The first update opened from its address gets nothing carried into it.
    const reopened = tab.core.controllerFor('weekly', state.updateId!, state.updateId!)
    const releaseReopened = tab.core.retain(reopened)
    const again = await stateWhen(reopened, (candidate) => candidate.status === 'open')
    expect(again.entries.map((entry) => entry.carriedFrom)).toEqual([undefined, undefined])
    releaseReopened()

    // Dropped in the newest weekly update: not carried again.
    const third = tab.core.controllerFor('weekly', 'visit-3', null)
    const releaseThird = tab.core.retain(third)
    await pause(1000)
    expect(third.getSnapshot().entries).toEqual([])
    releaseThird()
  })
})
