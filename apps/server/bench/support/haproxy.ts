import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../../src/testing/free-port.ts'
import { waitUntilAnswering, type ServerProcess } from './processes.ts'

/**
 * HAProxy (Debian's `haproxy`, installed by `pnpm bench:scale`) in front of `backendPorts`, round robin
 * with keep-alive to the backends and WebSocket tunnels, as an operator would run it. A load balancer
 * written in C leaves the instances the cores a proxy in Node would take from them on this machine.
 * One thread: the instances, PostgreSQL, Redis and the load generator share the same cores.
 */
export async function startHaproxy(backendPorts: number[]): Promise<ServerProcess> {
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sayso-haproxy-'))
  const config = path.join(dir, 'haproxy.cfg')
  fs.writeFileSync(
    config,
    [
      'global',
      '  nbthread 1',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout tunnel 1h',
      'frontend sayso',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  http-reuse always',
      ...backendPorts.map((backend, index) => `  server instance${index} 127.0.0.1:${backend}`),
      '',
    ].join('\n'),
  )
  const started = performance.now()
  // -db: in the foreground, so that stopping the child stops HAProxy.
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] })
  const url = `http://127.0.0.1:${port}`
  const stop = await waitUntilAnswering(child, 'haproxy', url + '/api/health')
  const firstAnswerMs = performance.now() - started
  return {
    url,
    pid: child.pid!,
    firstAnswerMs,
    async stop() {
      await stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
