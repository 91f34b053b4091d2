// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { userSchema } from '@sayso/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, request, userFacingMessage } from './api-client.ts'

/** A real HTTP server whose routes answer the way the API and the proxies in front of it can. */
let server: http.Server
let base: string
const seen: Array<{ method: string; contentType: string | undefined; body: string }> = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      seen.push({ method: req.method ?? '', contentType: req.headers['content-type'], body })
      const send = (status: number, text: string, type = 'application/json') => {
        res.writeHead(status, { 'Content-Type': type })
        res.end(text)
      }
      switch (req.url) {
        case '/user':
          return send(
            200,
            JSON.stringify({ id: 'u1', name: 'Avery', email: 'a@example.com', updatesUsed: 0, updatesLimit: 5 }),
          )
        case '/unauthorized':
          return send(401, JSON.stringify({ message: 'Not signed in' }))
        case '/conflict':
          return send(409, JSON.stringify({ message: 'An account with this email already exists' }))
        case '/error-field':
          return send(400, JSON.stringify({ error: 'Bad thing' }))
        case '/gateway':
          return send(502, '<html>Bad Gateway</html>', 'text/html')
        case '/empty':
          res.writeHead(204)
          return res.end()
        default:
          return send(404, JSON.stringify({ message: 'No such API route' }))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('given a successful response', () => {
  it('returns the body parsed with the schema', async () => {
    await expect(request('GET', `${base}/user`, { schema: userSchema })).resolves.toMatchObject({ name: 'Avery' })
  })

  it('returns nothing for a response without a body', async () => {
    await expect(request('DELETE', `${base}/empty`)).resolves.toBeUndefined()
  })
})

describe('given a write', () => {
  it('sends JSON with a content-type only when there is a body', async () => {
    seen.length = 0
    await request('POST', `${base}/empty`, { body: { name: 'Avery' } })
    await request('POST', `${base}/empty`)
    expect(seen).toEqual([
      { method: 'POST', contentType: 'application/json', body: '{"name":"Avery"}' },
      { method: 'POST', contentType: undefined, body: '' },
    ])
  })
})

describe('given a failed response', () => {
  it("starts the message with the status code, followed by the server's message", async () => {
    const error = await request('POST', `${base}/conflict`, { body: {} }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('409: An account with this email already exists')
    expect(userFacingMessage(error)).toBe('An account with this email already exists')
  })

  it("falls back to the body's error field", async () => {
    const error = await request('GET', `${base}/error-field`).catch((caught: unknown) => caught)
    expect((error as ApiError).message).toBe('400: Bad thing')
  })

  it('shows the status message of SPEC §8 when the body says nothing useful', async () => {
    const error = await request('GET', `${base}/gateway`).catch((caught: unknown) => caught)
    expect((error as ApiError).message).toBe('502: Bad Gateway')
    expect(userFacingMessage(error)).toBe('Service unavailable - Please try again in a few moments')
  })

  it('throws on 401 by default, and returns null when the read asks for it', async () => {
    await expect(request('GET', `${base}/unauthorized`)).rejects.toThrow('401: Not signed in')
    await expect(request('GET', `${base}/unauthorized`, { schema: userSchema, nullOn401: true })).resolves.toBeNull()
  })
})
