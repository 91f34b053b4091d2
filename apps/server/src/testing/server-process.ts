import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freshTestDatabaseUrl } from './test-database.ts'
import { freePort } from './free-port.ts'

const SOURCE_MAIN = fileURLToPath(new URL('../main.ts', import.meta.url))
const BUILT_MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url))

/** The server as `npm start` runs it: the bundle of `pnpm run build` (build/build-server.ts). */
export function builtServerMain(): string {
  if (!fs.existsSync(BUILT_MAIN)) throw new Error(`${BUILT_MAIN} is missing: build the server first (pnpm run build)`)
  return BUILT_MAIN
}

export interface ServerProcess {
  baseUrl: string
  dataDir: string
  /** The running child (a new one after each start). */
  readonly child: ChildProcess
  /** Stops the process with `signal` and resolves with its exit code (null when killed by a signal). */
  stop(signal: NodeJS.Signals): Promise<number | null>
  /** Starts the server again on the same port and data directory. */
  start(): Promise<void>
  /** What the current child has written to stdout and stderr so far. */
  output(): string
}

/**
 * The real server (`node src/main.ts`, or `main` such as builtServerMain()) as a child process on a
 * fixed port and data directory, so tests can kill it like an operating system would and start it
 * again on the same data.
 */
export async function serverProcess(env: Record<string, string> = {}, main = SOURCE_MAIN): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-process-'))
  const databaseUrl = freshTestDatabaseUrl()
  const port = await freePort()
  let child: ChildProcess | null = null
  let output = ''

  async function start(): Promise<void> {
    output = ''
    const started = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child = started
    await new Promise<void>((resolve, reject) => {
      started.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('Sayso is running at')) resolve()
      })
      started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
      started.once('exit', (code) => reject(new Error(`server exited (${code}) before starting:\n${output}`)))
    })
  }

  await start()
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    get child() {
      return child!
    },
    stop(signal) {
      const running = child!
      if (running.exitCode !== null || running.signalCode !== null) return Promise.resolve(running.exitCode)
      return new Promise((resolve) => {
        running.once('exit', (code) => resolve(code))
        running.kill(signal)
      })
    },
    start,
    output: () => output,
  }
}
