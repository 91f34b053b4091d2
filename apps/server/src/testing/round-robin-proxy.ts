import http from 'node:http'
import net from 'node:net'

export interface RoundRobinProxy {
  url: string
  port: number
  /** The backend port each WebSocket upgrade was sent to, in order. */
  upgrades: number[]
  close(): Promise<void>
}

/**
 * A load balancer as an operator would put in front of several instances: each request and each
 * WebSocket upgrade goes to the next backend in turn (no sticky sessions), skipping one that refuses
 * the connection (killed), as a health-checking balancer would.
 */
export async function roundRobinProxy(backendPorts: number[], port = 0): Promise<RoundRobinProxy> {
  let next = 0
  const upgrades: number[] = []
  const tunnels = new Set<net.Socket>()
  /** Connects to the next backend that accepts, trying each once (for a WebSocket's tunnel). */
  async function connectToNext(): Promise<{ socket: net.Socket; port: number }> {
    for (let tries = 0; tries < backendPorts.length; tries++) {
      const backend = backendPorts[next++ % backendPorts.length]!
      const socket = await new Promise<net.Socket | null>((resolve) => {
        const attempt = net.connect(backend, '127.0.0.1', () => resolve(attempt))
        attempt.once('error', () => resolve(null))
      })
      if (socket) return { socket, port: backend }
    }
    throw new Error('no backend accepts connections')
  }

  // Kept-alive connections to each backend, as a production balancer keeps them.
  const agents = new Map(backendPorts.map((backend) => [backend, new http.Agent({ keepAlive: true })]))
  /** Sends the request to the next backend in turn, or the one after it when that one refuses. */
  function forward(request: http.IncomingMessage, body: Buffer, response: http.ServerResponse, tries = 0): void {
    if (tries >= backendPorts.length) {
      response.writeHead(502).end('No backend')
      return
    }
    const backend = backendPorts[next++ % backendPorts.length]!
    const forwarded = http.request({
      host: '127.0.0.1',
      port: backend,
      agent: agents.get(backend),
      method: request.method,
      path: request.url,
      headers: request.headers,
    })
    forwarded.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
      answer.pipe(response)
    })
    forwarded.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && !response.headersSent) forward(request, body, response, tries + 1)
      else response.destroy()
    })
    forwarded.end(body)
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => forward(request, Buffer.concat(chunks), response))
  })

  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    client.on('error', () => client.destroy())
    void (async () => {
      try {
        const { socket, port: backend } = await connectToNext()
        upgrades.push(backend)
        const lines = [`${request.method} ${request.url} HTTP/1.1`]
        for (let i = 0; i < request.rawHeaders.length; i += 2)
          lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`)
        socket.write(`${lines.join('\r\n')}\r\n\r\n`)
        if (head.length > 0) socket.write(head)
        tunnels.add(client)
        client.on('close', () => tunnels.delete(client))
        socket.on('error', () => client.destroy())
        socket.on('close', () => client.destroy())
        client.on('close', () => socket.destroy())
        socket.pipe(client)
        client.pipe(socket)
      } catch {
        client.destroy()
      }
    })()
  })

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: listening } = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${listening}`,
    port: listening,
    upgrades,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        for (const agent of agents.values()) agent.destroy()
        for (const tunnel of tunnels) tunnel.destroy()
        server.close(() => resolve())
      }),
  }
}
