import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type BrowserServer } from 'playwright-core'
import type { TestProject } from 'vitest/node'

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const repoDir = path.resolve(webDir, '../..')

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** What every page hears from the microphone (espeak-ng, recognised by the offline pocketsphinx back end). */
export const FAKE_MICROPHONE_SPEECH = 'The launch is on track for friday.'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    browserEndpoint: string
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilServing(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}):\n${output()}`)
    try {
      const response = await fetch(`${url}/`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The server did not start within 20 s:\n${output()}`)
}

export interface ServerProcess {
  baseUrl: string
  /** Stops the server (SIGTERM, as a deployment would) and waits until it has exited. */
  stop: () => Promise<void>
}

/** The real server as `npm start` runs it, on a free port with the given data directory. */
export async function startServerProcess(dataDir: string): Promise<ServerProcess> {
  const port = await freePort()
  let output = ''
  const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk) => (output += chunk))
  server.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM')
    await exited
  }
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitUntilServing(baseUrl, server, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, stop }
}

/**
 * Serves the built web app from the real server, as `npm start` does, on a free port with a fresh data
 * directory, and starts one Chromium that every test file connects to.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(webDir, 'dist', 'index.html'))) {
    const build = spawnSync('pnpm', ['run', 'build'], { cwd: webDir, stdio: 'inherit' })
    if (build.status !== 0) throw new Error('Building the web app failed')
  }
  // The server serves recorder-ui's Storybook at /storybook/ (e2e/storybook.e2e.ts), as `npm start` builds it.
  if (!fs.existsSync(path.join(webDir, '../../storybook-static', 'index.html'))) {
    const build = spawnSync('pnpm', ['run', 'build-storybook'], { cwd: path.join(webDir, '../..'), stdio: 'inherit' })
    if (build.status !== 0) throw new Error('Building Storybook failed')
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-web-e2e-'))
  // The fake microphone says one short sentence, over and over, for the voice flows.
  const voiceFile = path.join(dataDir, 'voice.wav')
  const speech = spawnSync('espeak-ng', ['-s', '140', '-w', voiceFile, FAKE_MICROPHONE_SPEECH])
  if (speech.status !== 0) throw new Error(`espeak-ng could not make the fake microphone's speech: ${speech.stderr}`)

  let server: ServerProcess
  try {
    server = await startServerProcess(dataDir)
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  const { baseUrl } = server

  let browser: BrowserServer | undefined
  try {
    browser = await chromium.launchServer({
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-audio-capture=${voiceFile}`,
      ],
    })
  } catch (error) {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }

  project.provide('baseUrl', baseUrl)
  project.provide('browserEndpoint', browser.wsEndpoint())

  return async () => {
    await browser.close()
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
