import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Router, routeTable } from './router.ts'

describe('the route table', () => {
  let server: http.Server
  let url: string
  beforeAll(async () => {
    const notes = new Router<{ by?: string }>({ prefix: '/notes' })
    notes.use((ctx, next) => {
      ctx.state.by = 'shared'
      return next()
    })
    notes.get('/', (ctx) => {
      ctx.body = { list: true, by: ctx.state.by }
    })
    notes.put('/:id/lines/:line', (ctx) => {
      ctx.body = ctx.params
    })
    const other = new Router()
    other.post('/ping', async (ctx, next) => {
      ctx.set('X-Before', 'yes')
      await next()
    })
    const app = new Koa()
    app.use(routeTable('/api', [notes, other]))
    app.use((ctx) => {
      ctx.status = 404
      ctx.body = { unrouted: `${ctx.method} ${ctx.path}` }
    })
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const send = async (method: string, path: string) => {
    const response = await fetch(url + path, { method })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers }
  }

  it("answers a router's '/' at its prefix, after the router's shared middleware", async () => {
    expect(await send('GET', '/api/notes')).toMatchObject({ status: 200, body: { list: true, by: 'shared' } })
  })

  it('answers HEAD with the GET route, without a body', async () => {
    const head = await send('HEAD', '/api/notes')
    expect(head.status).toBe(200)
    expect(head.body).toBeUndefined()
    expect(head.headers.get('content-type')).toMatch(/json/)
  })

  it('hands the path parameters to the route', async () => {
    expect(await send('PUT', '/api/notes/n-1/lines/7')).toMatchObject({ status: 200, body: { id: 'n-1', line: '7' } })
  })

  it('passes on what no route takes: another method, another case, more or fewer segments', async () => {
    for (const [method, path] of [
      ['POST', '/api/notes'],
      ['GET', '/api/Notes'],
      ['GET', '/notes'],
      ['PUT', '/api/notes/n-1/lines'],
      ['PUT', '/api/notes/n-1/lines/7/8'],
    ] as const) {
      expect(await send(method, path), `${method} ${path}`).toMatchObject({
        status: 404,
        body: { unrouted: `${method} ${path}` },
      })
    }
  })

  it('goes on to the next middleware when the last of a route calls next', async () => {
    const response = await send('POST', '/api/ping')
    expect(response.headers.get('x-before')).toBe('yes')
    expect(response.body).toEqual({ unrouted: 'POST /api/ping' })
  })

  it('refuses two routes for the same method and path', () => {
    const twice = new Router()
    twice.get('/same', () => undefined)
    expect(() => routeTable('/api', [twice, twice])).toThrow(/Two routes for GET \/api\/same/)
  })
})
