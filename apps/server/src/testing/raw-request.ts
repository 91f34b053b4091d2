import http from 'node:http'

export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown
}

/**
 * One HTTP request sent exactly as written (fetch would normalise the path, e.g. dot segments and
 * backslashes, and refuses some headers): the path is not touched, headers go out as given.
 */
export function rawRequest(
  baseUrl: string,
  options: { method: string; path: string; headers?: Record<string, string | string[]>; body?: Uint8Array | string },
): Promise<RawResponse> {
  const url = new URL(baseUrl)
  // Framed by Content-Length, as browsers send bodies (Node would send a GET's body unframed).
  const headers =
    options.body === undefined
      ? options.headers
      : { 'content-length': String(Buffer.byteLength(options.body)), ...options.headers }
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method: options.method, path: options.path, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json: unknown
          try {
            json = text ? JSON.parse(text) : undefined
          } catch {
            json = undefined
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json })
        })
      },
    )
    request.on('error', reject)
    request.end(options.body)
  })
}
