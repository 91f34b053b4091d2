import { execFile } from 'node:child_process'
import os from 'node:os'
import { promisify } from 'node:util'

export interface LoadOptions {
  connections: number
  seconds: number
  headers: Record<string, string>
}

/**
 * GETs `url` with wrk (Debian's `wrk`, installed by the benchmark's script) for `seconds` over
 * `connections` kept-alive connections and resolves with the requests answered per second. A load
 * generator in C on one thread per core costs a fraction of the CPU a request costs the server, where
 * one in JavaScript would cost about as much and take that CPU from the servers measured.
 */
export async function wrkRequestsPerSecond(url: string, options: LoadOptions): Promise<number> {
  const threads = Math.min(os.availableParallelism(), options.connections)
  const headerArgs = Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const { stdout } = await promisify(execFile)('wrk', [
    `-t${threads}`,
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    ...headerArgs,
    url,
  ])
  const count = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? 0)
  const failed = count(/Non-2xx or 3xx responses: (\d+)/)
  const errors = /Socket errors: (.*)/.exec(stdout)?.[1]
  if (failed > 0 || errors) throw new Error(`${url}: ${failed} non-2xx answers, socket errors: ${errors ?? 'none'}`)
  const rate = count(/Requests\/sec:\s+([\d.]+)/)
  if (!rate) throw new Error(`${url}: no rate in wrk's output:\n${stdout}`)
  return rate
}
