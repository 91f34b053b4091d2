import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiPathVariant } from './path-variants.ts'
import {
  describeRequest,
  hostileRequest,
  seededRandom,
  type FuzzTargets,
  type HostileRequest,
} from '../testing/hostile-requests.ts'
import { rawRequest } from '../testing/raw-request.ts'
import { ENTRY, signedUpClient, startTestServer, weeklyUpdate, type TestClient } from '../testing/test-server.ts'

// A few thousand per `npm test`; `pnpm fuzz` sets FUZZ_REQUESTS=20000. FUZZ_SEED replays a run.
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2500)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000_000)
const CONCURRENCY = 8

/** Sends the headers and part of the body, then cuts the connection: the server must shrug it off. */
function sendTruncated(baseUrl: string, request: HostileRequest, cookie: string | undefined): Promise<void> {
  const url = new URL(baseUrl)
  const body = request.body!
  return new Promise((resolve) => {
    const outgoing = http.request({
      host: url.hostname,
      port: url.port,
      method: request.method,
      path: request.path,
      headers: { ...request.headers, ...(cookie && { cookie }), 'content-length': String(body.length * 2) },
      agent: false,
    })
    outgoing.on('error', () => resolve())
    outgoing.on('response', (response) => {
      response.resume()
      response.on('end', () => resolve())
    })
    outgoing.write(body.slice(0, Math.floor(body.length / 2)))
    setTimeout(() => {
      outgoing.destroy()
      resolve()
    }, 20)
  })
}

describe('hostile and malformed requests over every API route', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  let victim: Awaited<ReturnType<typeof signedUpClient>>
  let attacker: TestClient
  let targets: FuzzTargets

  /** Everything of the victim's that a request could change: list, account, documents. */
  async function victimData(): Promise<string> {
    const updates = await victim.client.get('/api/updates')
    const user = await victim.client.get('/api/auth/user')
    const documents = (
      await server.db
        .selectFrom('documents')
        .select(['name', 'state', 'created_at'])
        .where('owner_id', '=', victim.user.id)
        .orderBy('name')
        .execute()
    ).map((row) => ({ ...row, state: row.state && Buffer.from(row.state).toString('hex') }))
    return JSON.stringify({ updates: updates.body, user: user.body, documents })
  }

  async function newAttacker(): Promise<void> {
    const signedUp = await signedUpClient(server.url)
    attacker = signedUp.client
    const created = await attacker.post('/api/updates', weeklyUpdate('mine', [ENTRY]))
    targets.ownIds = [created.body.id]
  }

  beforeAll(async () => {
    server = await startTestServer({ loginMaxConsecutiveFailures: 1_000_000, loginMaxFailuresPerIpPerDay: 1_000_000 })
    victim = await signedUpClient(server.url)
    const foreignIds: string[] = []
    for (const title of ['Week 1', 'Week 2'])
      foreignIds.push((await victim.client.post('/api/updates', weeklyUpdate(title, [ENTRY]))).body.id)
    targets = { foreignIds, ownIds: [], victimEmail: victim.email, ownOrigin: server.url }
    await newAttacker()
  })
  afterAll(() => server.close())

  it(
    `answers ${REQUESTS} of them without a 5xx, every error as JSON {message}, and leaves other users' data alone`,
    async () => {
      const before = await victimData()
      const random = seededRandom(SEED)
      const failures: string[] = []
      const statuses = new Map<number, number>()
      let sent = 0
      let attackerReplaced: Promise<void> | null = null

      async function worker(): Promise<void> {
        while (sent < REQUESTS && failures.length < 20) {
          sent++
          const request = hostileRequest(random, targets)
          if (attackerReplaced) await attackerReplaced
          const cookie =
            request.as === 'attacker'
              ? attacker.cookieHeader()
              : request.as === 'forged'
                ? 'sayso_sid=forged; sayso_sid.sig=AAAA'
                : undefined
          if (request.truncate) {
            await sendTruncated(server.url, request, cookie)
            continue
          }
          let response: Awaited<ReturnType<typeof rawRequest>>
          try {
            response = await rawRequest(server.url, {
              method: request.method,
              path: request.path,
              headers: { ...request.headers, ...(cookie && { cookie }) },
              ...(request.body && { body: request.body }),
            })
          } catch (error) {
            failures.push(`${(error as Error).message} ← ${describeRequest(request)}`)
            continue
          }
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          const problem =
            response.status >= 500
              ? `status ${response.status}`
              : response.status >= 400 &&
                  request.method !== 'HEAD' &&
                  isApiPathVariant(request.path.split('?')[0]!) &&
                  typeof (response.json as { message?: unknown })?.message !== 'string'
                ? `error without a JSON message: ${response.text.slice(0, 100)}`
                : null
          if (problem) failures.push(`${problem} ← ${describeRequest(request)}`)
          // The attacker ended their own session or account: carry on with a fresh one.
          if (
            request.as === 'attacker' &&
            (response.status === 204 || response.status === 200) &&
            /^(DELETE|POST)$/.test(request.method) &&
            !(await attacker.get('/api/auth/user')).body?.id
          ) {
            attackerReplaced ??= newAttacker().finally(() => (attackerReplaced = null))
          }
        }
      }

      const startedAt = performance.now()
      await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()))
      // The last request may have started a fresh attacker: it finishes before the server closes.
      if (attackerReplaced) await attackerReplaced
      const seconds = (performance.now() - startedAt) / 1000
      console.log(
        `fuzz: ${sent} requests in ${seconds.toFixed(1)} s (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
      )

      expect(failures, `seed ${SEED}`).toEqual([])
      // The server is alive and still answers properly.
      const alive = await rawRequest(server.url, { method: 'GET', path: '/api/auth/user' })
      expect(alive.status).toBe(401)
      expect(alive.json).toEqual({ message: expect.any(String) })
      expect(await victimData()).toBe(before)
    },
    Math.max(60_000, REQUESTS * 20),
  )
})
