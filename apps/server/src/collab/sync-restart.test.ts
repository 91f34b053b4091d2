import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { addRecording, initializeUpdate, readUpdate, replaceAllEntries } from '@sayso/update-doc'
import { afterEach, describe, expect, it } from 'vitest'
import { signedUpClient } from '../testing/test-server.ts'
import { eventually, testDevice, type TestDevice } from '../testing/sync-clients.ts'

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url))
const STORE_DEBOUNCE_MS = 300

async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** The real server process (`node src/main.ts`), resolved once it logs that it is running. */
async function startProcess(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SYNC_STORE_DEBOUNCE_MS: String(STORE_DEBOUNCE_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Sayso is running at')) resolve()
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before starting:\n${output}`)))
  })
  return child
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

describe('given a server process stopped and started again on the same data directory during a session', () => {
  const cleanup: Array<() => void> = []
  afterEach(() => cleanup.splice(0).forEach((step) => step()))

  async function session() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-restart-'))
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    let child = await startProcess(dataDir, port)
    cleanup.push(() => child.kill('SIGKILL'))
    const { client, user } = await signedUpClient(baseUrl)
    const devices: TestDevice[] = []
    cleanup.push(() => devices.forEach((device) => device.destroy()))
    return {
      client,
      user,
      device() {
        const created = testDevice(baseUrl, client.cookieHeader())
        devices.push(created)
        return created
      },
      async stop(signal: NodeJS.Signals) {
        const done = exited(child)
        child.kill(signal)
        return done
      },
      async restart() {
        child = await startProcess(dataDir, port)
      },
    }
  }

  it('keeps every edit when stopped with SIGTERM before the store debounce, and the device reconnects', async () => {
    const { client, user, device, stop, restart } = await session()
    const id = crypto.randomUUID()
    const laptop = device().open(id)
    await laptop.synced
    initializeUpdate(laptop.doc, { title: 'Restart test', templateId: 'quick-update', templateName: 'Quick Update', updateType: 'quick', createdAt: new Date().toISOString(), ownerId: user.id })
    replaceAllEntries(laptop.doc, [{ sectionId: 'tldr', headline: 'Before the restart', content: '' }])
    await eventually(() => expect(laptop.provider.hasUnsyncedChanges).toBe(false))

    expect(await stop('SIGTERM')).toBe(0) // well inside the debounce: only the shutdown flush stores it
    addRecording(laptop.doc, { id: 'r-offline', transcription: 'while the server was down', timestamp: new Date().toISOString(), duration: 3 })
    await restart()

    await eventually(() => expect(laptop.provider.isSynced && !laptop.provider.hasUnsyncedChanges).toBe(true), 10_000)
    const fresh = device().open(id)
    await fresh.synced
    const snapshot = readUpdate(fresh.doc)
    expect(snapshot.entries.map((entry) => entry.headline)).toEqual(['Before the restart'])
    expect(snapshot.recordings.map((recording) => recording.id)).toEqual(['r-offline'])
    expect(readUpdate(laptop.doc)).toEqual(snapshot)
    await eventually(async () => expect((await client.get('/api/updates')).body.map((u: { title: string }) => u.title)).toEqual(['Restart test']))
  }, 30_000)

  it('keeps everything acknowledged before the store debounce ran when killed with SIGKILL', async () => {
    const { user, device, stop, restart } = await session()
    const id = crypto.randomUUID()
    const laptop = device().open(id)
    await laptop.synced
    initializeUpdate(laptop.doc, { title: 'Kill test', templateId: 'quick-update', templateName: 'Quick Update', updateType: 'quick', createdAt: new Date().toISOString(), ownerId: user.id })
    for (let n = 1; n <= 20; n++) {
      addRecording(laptop.doc, { id: `r${n}`, transcription: `note ${n}`, timestamp: new Date(Date.UTC(2026, 2, 3, 9, 0, n)).toISOString(), duration: n })
    }
    await eventually(() => expect(laptop.provider.hasUnsyncedChanges).toBe(false))
    await new Promise((resolve) => setTimeout(resolve, STORE_DEBOUNCE_MS * 2))

    expect(await stop('SIGKILL')).toBeNull()
    laptop.provider.destroy() // only the server's copy may answer
    await restart()
    const fresh = device().open(id)
    await fresh.synced
    expect(readUpdate(fresh.doc).recordings).toHaveLength(20)
  }, 30_000)
})
