// `pnpm bench:load`: N devices editing their own updates plus watchers following them, for a fixed
// time, against the real server process (issue 14). Prints connection errors, lost edits, the
// edit → watcher and edit → acknowledged (stored) latencies, REST latency under load and server RSS.
//   pnpm bench:load [--clients 500] [--watchers 100] [--seconds 120] [--edit-every-ms 1000]
import fs from 'node:fs'
import os from 'node:os'
import { parseArgs } from 'node:util'
import { addRecording, initializeUpdate, recordingsMap } from '@sayso/update-doc'
import { serverProcess } from '../src/testing/server-process.ts'
import { testDevice, type TestDevice, type TestProvider } from '../src/testing/sync-clients.ts'
import { signedUpClient, type TestClient } from '../src/testing/test-server.ts'

const { values: flags } = parseArgs({
  options: {
    clients: { type: 'string', default: '500' },
    watchers: { type: 'string' },
    seconds: { type: 'string', default: '120' },
    'edit-every-ms': { type: 'string', default: '1000' },
  },
})
const CLIENTS = Number(flags.clients)
const WATCHERS = Math.max(1, Number(flags.watchers ?? Math.ceil(CLIENTS / 5)))
const RUN_MS = Number(flags.seconds) * 1000
const EDIT_EVERY_MS = Number(flags['edit-every-ms'])
const CLIENTS_PER_ACCOUNT = 25
const REST_EVERY_MS = 100

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms · p95 ${percentile(sorted, 95).toFixed(1)} ms · p99 ${percentile(sorted, 99).toFixed(1)} ms (${sorted.length} samples)`
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024
}

interface Editor {
  opened: TestProvider
  name: string
  made: number
  sentAt: Map<string, number>
  pending: string[]
  acknowledged: Set<string>
}

async function main() {
  console.log(
    `load benchmark · ${CLIENTS} editing clients · ${WATCHERS} watcher sockets · ${RUN_MS / 1000} s · one edit per client every ${EDIT_EVERY_MS} ms`,
  )
  console.log(
    `${os.cpus().length} CPUs · Node ${process.version} · load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  )
  const server = await serverProcess({ FREE_UPDATE_LIMIT: '0' })
  const devices: TestDevice[] = []
  let connectionErrors = 0
  let refusals = 0
  const watch = (device: TestDevice, running: () => boolean) => {
    device.socket.on('disconnect', () => running() && connectionErrors++)
    device.socket.on('close', () => running() && connectionErrors++)
    devices.push(device)
    return device
  }
  const watcherSockets: TestDevice[] = []
  let running = false
  const isRunning = () => running

  try {
    const accounts: Array<{ client: TestClient; user: { id: string } }> = []
    for (let n = 0; n < Math.ceil(CLIENTS / CLIENTS_PER_ACCOUNT); n++)
      accounts.push(await signedUpClient(server.baseUrl))

    // Editors: one socket and one document each.
    const editors: Editor[] = []
    for (let batch = 0; batch < CLIENTS; batch += 50) {
      editors.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, CLIENTS - batch) }, async (_, index) => {
            const account = accounts[Math.floor((batch + index) / CLIENTS_PER_ACCOUNT)]!
            const device = watch(testDevice(server.baseUrl, account.client.cookieHeader()), isRunning)
            const name = crypto.randomUUID()
            const opened = device.open(name)
            void opened.refusal.then(() => refusals++)
            await opened.synced
            initializeUpdate(opened.doc, {
              title: 'Load',
              templateId: 'quick-update',
              templateName: 'Quick Update',
              updateType: 'quick',
              createdAt: new Date().toISOString(),
              ownerId: account.user.id,
            })
            const editor: Editor = { opened, name, made: 0, sentAt: new Map(), pending: [], acknowledged: new Set() }
            return editor
          }),
        )),
      )
    }

    // Watchers: sockets of the same accounts (another device of the owner), each following a share of the documents.
    const seenBy = new Map<string, number>()
    const watcherLatencies: number[] = []
    const ackLatencies: number[] = []
    const watchers: TestProvider[] = []
    const documentsPerWatcher = Math.ceil(CLIENTS / WATCHERS)
    editors.forEach((editor, index) => {
      const owner = accounts[Math.floor(index / CLIENTS_PER_ACCOUNT)]!
      if ((index % CLIENTS_PER_ACCOUNT) % documentsPerWatcher === 0)
        watcherSockets.push(watch(testDevice(server.baseUrl, owner.client.cookieHeader()), isRunning))
      const opened = watcherSockets.at(-1)!.open(editor.name)
      void opened.refusal.then(() => refusals++)
      recordingsMap(opened.doc).observe((event) => {
        for (const key of event.keysChanged) {
          const sent = editor.sentAt.get(key)
          if (sent !== undefined && !seenBy.has(key)) {
            seenBy.set(key, performance.now())
            watcherLatencies.push(performance.now() - sent)
          }
        }
      })
      watchers.push(opened)
    })
    await Promise.all(watchers.map((opened) => opened.synced))
    console.log(
      `connected: ${editors.length} editors, ${watchers.length} watched documents on ${watcherSockets.length} watcher sockets`,
    )

    for (const editor of editors) {
      editor.opened.provider.on('unsyncedChanges', ({ number }: { number: number }) => {
        if (number !== 0) return
        const now = performance.now()
        for (const key of editor.pending.splice(0)) {
          editor.acknowledged.add(key)
          ackLatencies.push(now - editor.sentAt.get(key)!)
        }
      })
    }

    // REST under load: the list and the current user of one account, back to back on a timer.
    const restLatencies: number[] = []
    let restErrors = 0
    const rest = setInterval(async () => {
      const startedAt = performance.now()
      const client = accounts[Math.floor(Math.random() * accounts.length)]!.client
      const response = await client.get(Math.random() < 0.5 ? '/api/updates' : '/api/auth/user')
      if (response.status !== 200) restErrors++
      restLatencies.push(performance.now() - startedAt)
    }, REST_EVERY_MS)

    const rss: number[] = []
    const sampler = setInterval(() => rss.push(rssOf(server.child.pid!)), 1000)

    running = true
    const timers = editors.map((editor) => {
      const edit = () => {
        const key = `${editor.name.slice(0, 8)}-${++editor.made}`
        editor.pending.push(key)
        editor.sentAt.set(key, performance.now())
        addRecording(editor.opened.doc, {
          id: key,
          transcription: `edit ${editor.made}`,
          timestamp: new Date().toISOString(),
          duration: 1,
        })
      }
      let interval: NodeJS.Timeout | undefined
      const start = setTimeout(() => {
        edit()
        interval = setInterval(edit, EDIT_EVERY_MS)
      }, Math.random() * EDIT_EVERY_MS)
      return () => {
        clearTimeout(start)
        clearInterval(interval)
      }
    })
    const startedAt = performance.now()
    await sleep(RUN_MS)
    timers.forEach((stop) => stop())
    clearInterval(rest)
    const editsMade = editors.reduce((sum, editor) => sum + editor.made, 0)

    // Settle: every edit acknowledged and seen, within 15 s.
    const settleBy = performance.now() + 15_000
    while (
      performance.now() < settleBy &&
      (editors.some((editor) => editor.pending.length > 0) || seenBy.size < editsMade)
    )
      await sleep(100)
    running = false
    clearInterval(sampler)
    const elapsed = (performance.now() - startedAt) / 1000

    // Lost: acknowledged but not in the server's copy (read by a fresh device), or never seen by the watcher.
    const acknowledged = editors.reduce((sum, editor) => sum + editor.acknowledged.size, 0)
    let lostOnServer = 0
    for (let batch = 0; batch < editors.length; batch += 50) {
      const group = editors.slice(batch, batch + 50)
      const byAccount = new Map<TestClient, TestDevice>()
      await Promise.all(
        group.map(async (editor) => {
          const owner = accounts[Math.floor(editors.indexOf(editor) / CLIENTS_PER_ACCOUNT)]!
          if (!byAccount.has(owner.client))
            byAccount.set(owner.client, testDevice(server.baseUrl, owner.client.cookieHeader()))
          const fresh = byAccount.get(owner.client)!.open(editor.name)
          await fresh.synced
          const kept = recordingsMap(fresh.doc)
          for (const key of editor.acknowledged) if (!kept.has(key)) lostOnServer++
        }),
      )
      byAccount.forEach((device) => device.destroy())
    }
    const neverSeen = editsMade - seenBy.size

    console.log(`\nafter ${elapsed.toFixed(0)} s:`)
    console.log(
      `  edits made ${editsMade} (${(editsMade / (RUN_MS / 1000)).toFixed(0)}/s) · acknowledged ${acknowledged} · still pending ${editsMade - acknowledged}`,
    )
    console.log(`  connection errors ${connectionErrors} · documents refused ${refusals}`)
    console.log(
      `  lost edits: ${lostOnServer} acknowledged but missing on the server · ${neverSeen} never reached a watcher`,
    )
    console.log(`  edit → watcher:      ${summary(watcherLatencies)}`)
    console.log(`  edit → acknowledged: ${summary(ackLatencies)} (stored durably before the acknowledgement)`)
    console.log(`  REST under load:     ${summary(restLatencies)} · ${restErrors} errors`)
    console.log(
      `  server RSS: peak ${(Math.max(...rss) / 2 ** 20).toFixed(0)} MB · last ${(rss.at(-1)! / 2 ** 20).toFixed(0)} MB`,
    )
  } finally {
    running = false
    devices.forEach((device) => device.destroy())
    await server.stop('SIGTERM')
  }
  process.exit(0)
}

await main()
