import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { freePort } from '../../src/testing/free-port.ts'

export interface ServerProcess {
  url: string
  /** The process's id, to read its CPU time (process-cpu.ts). */
  pid: number
  /** From spawn to the first HTTP answer on `probePath`, in milliseconds. */
  firstAnswerMs: number
  stop(): Promise<void>
}

/** One plain GET; resolves with the status, rejects while nothing listens yet. */
function probe(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('error', reject)
  })
}

/**
 * Starts `node <script>` on a free port and polls `probePath` until it answers, like a load
 * balancer's health check would: the measured time covers module loading, start-up and the first request.
 */
export async function startServerProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  probePath = '/',
): Promise<ServerProcess> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const stop = await waitUntilAnswering(child, script, url + probePath)
  return { url, pid: child.pid!, firstAnswerMs: performance.now() - started, stop }
}

/**
 * Polls `probeUrl` until `child` answers it, like a load balancer's health check would; resolves with
 * the function that stops the child (SIGTERM, then waits for its exit).
 */
export async function waitUntilAnswering(
  child: ChildProcess,
  name: string,
  probeUrl: string,
): Promise<() => Promise<void>> {
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => void (stderr += chunk.toString()))
  let exited = false
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())))
  child.once('error', (error) => (stderr += String(error)))
  // A failed benchmark must not leave servers behind.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  void exit.then(() => process.off('exit', killOnExit))
  for (;;) {
    if (exited) throw new Error(`${name} exited before answering:\n${stderr}`)
    try {
      const status = await probe(probeUrl)
      if (status >= 500) throw new Error(`${name} answered ${status}:\n${stderr}`)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') throw error
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
  }
  return async () => {
    if (!exited) child.kill('SIGTERM')
    await exit
  }
}
