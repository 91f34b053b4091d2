import crypto from 'node:crypto'
import { SESSION_ENDED_CLOSE_CODE, addRecording, initializeUpdate, readRecordings } from '@sayso/update-doc'
import WebSocket from 'ws'
import type * as Y from 'yjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roundRobinProxy, type RoundRobinProxy } from '../testing/round-robin-proxy.ts'
import { serverProcess, type ServerProcess } from '../testing/server-process.ts'
import { eventually, syncUrl, testDevice, type TestDevice } from '../testing/sync-clients.ts'
import { freshTestDatabaseUrl } from '../testing/test-database.ts'
import { testRedis } from '../testing/test-redis.ts'
import { ENTRY, createClient, signedUpClient, weeklyUpdate } from '../testing/test-server.ts'

const FREE_UPDATE_LIMIT = 5

/** What every instance of one deployment shares: the database, Redis and the cookie key. */
function deploymentEnv(): Record<string, string> {
  const redis = testRedis()
  return {
    DATABASE_URL: freshTestDatabaseUrl()!,
    REDIS_URL: redis.url,
    REDIS_PREFIX: redis.prefix,
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    FREE_UPDATE_LIMIT: String(FREE_UPDATE_LIMIT),
  }
}

const startUpdate = (doc: Y.Doc, title: string, ownerId: string) =>
  initializeUpdate(doc, {
    title,
    templateId: 'quick-update',
    templateName: 'Quick Update',
    updateType: 'quick',
    createdAt: new Date().toISOString(),
    ownerId,
  })
const recording = (id: string) => ({
  id,
  transcription: `note ${id}`,
  timestamp: new Date().toISOString(),
  duration: 1,
})
const recordingIds = (doc: Y.Doc) => new Set(readRecordings(doc).map((each) => each.id))
const titles = async (client: ReturnType<typeof createClient>) =>
  ((await client.get('/api/updates')).body as Array<{ title: string }>).map((update) => update.title).sort()

/** The same signed-in browser, its cookie sent to another instance. */
function sameBrowserOn(baseUrl: string, cookie: string) {
  return createClient(baseUrl, { headers: { cookie } })
}

function openSocket(baseUrl: string, cookie: string): Promise<WebSocket> {
  const socket = new WebSocket(syncUrl(baseUrl), { headers: { origin: baseUrl, cookie } })
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket))
    socket.once('error', reject)
  })
}

// Runs on the PostgreSQL pass of the suite only (vite.config.ts): instances share PostgreSQL and Redis.
describe('given two instances started as `npm start` starts them, on one PostgreSQL and one Redis', () => {
  let env: Record<string, string>
  let a: ServerProcess
  let b: ServerProcess
  let proxy: RoundRobinProxy
  const devices: TestDevice[] = []
  const device = (baseUrl: string, cookie: string) => {
    const made = testDevice(baseUrl, cookie)
    devices.push(made)
    return made
  }

  beforeAll(async () => {
    env = deploymentEnv()
    ;[a, b] = await Promise.all([serverProcess(env), serverProcess(env)])
    proxy = await roundRobinProxy([a, b].map((instance) => Number(new URL(instance.baseUrl).port)))
  }, 60_000)
  afterAll(async () => {
    devices.forEach((each) => each.destroy())
    await proxy?.close()
    await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')])
  })

  it('names Redis in their start-up lines and answers ready only with it', async () => {
    expect(a.output()).toMatch(/Redis: Redis \(127\.0\.0\.1:6379, prefix sayso_test_\w+\)/)
    expect((await createClient(b.baseUrl).get('/api/ready')).body).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'ok' },
    })
  })

  it('signs a user in on B with the cookie A gave, and lists on B what was created on A', async () => {
    const { client } = await signedUpClient(a.baseUrl)
    const onB = sameBrowserOn(b.baseUrl, client.cookieHeader())
    expect((await onB.get('/api/auth/user')).status).toBe(200)
    expect(await titles(onB)).toEqual([])
    expect((await client.post('/api/updates', weeklyUpdate('Made on A', [ENTRY]))).status).toBe(201)
    expect(await titles(onB)).toEqual(['Made on A'])
  })

  it('formats on B with the vocabulary term just added on A', async () => {
    const { client } = await signedUpClient(a.baseUrl)
    const onB = sameBrowserOn(b.baseUrl, client.cookieHeader())
    const formatOnB = async () =>
      JSON.stringify(
        (await onB.post('/api/format-update', { updateType: 'quick', transcription: 'We moved tickets to the drum.' }))
          .body,
      )
    expect(await formatOnB()).not.toContain('Jira')
    expect((await client.post('/api/user/vocabulary', { term: 'Jira', soundsLike: ['the drum'] })).status).toBe(201)
    expect(await formatOnB()).toContain('Jira')
  })

  it('syncs one document between a device on A and a device on B: 200 edits, none lost', async () => {
    const { client, user } = await signedUpClient(a.baseUrl)
    const id = crypto.randomUUID()
    const onA = device(a.baseUrl, client.cookieHeader()).open(id)
    await onA.synced
    startUpdate(onA.doc, 'Shared', user.id)
    const onB = device(b.baseUrl, client.cookieHeader()).open(id)
    await onB.synced
    const made: string[] = []
    for (let n = 0; n < 100; n++) {
      for (const [side, opened] of [
        ['a', onA],
        ['b', onB],
      ] as const) {
        made.push(`${side}-${n}`)
        addRecording(opened.doc, recording(`${side}-${n}`))
      }
      if (n % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 5))
    }
    await eventually(() => {
      expect([...recordingIds(onA.doc)].sort()).toEqual([...made].sort())
      expect([...recordingIds(onB.doc)].sort()).toEqual([...made].sort())
    }, 10_000)
    // And stored: a device arriving later (through either instance) gets all 200.
    await eventually(async () => {
      const late = device(proxy.url, client.cookieHeader()).open(id)
      await late.synced
      expect(recordingIds(late.doc).size).toBe(200)
    }, 10_000)
  })

  it('keeps exactly the free updates left when 8 creates race across A and B', async () => {
    const { client } = await signedUpClient(a.baseUrl)
    expect((await client.post('/api/updates', weeklyUpdate('First', [ENTRY]))).status).toBe(201)
    const onB = sameBrowserOn(b.baseUrl, client.cookieHeader())
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        (n % 2 ? onB : client).post('/api/updates', weeklyUpdate(`Race ${n}`, [ENTRY])).then((r) => r.status),
      ),
    )
    expect(statuses.filter((status) => status === 201)).toHaveLength(FREE_UPDATE_LIMIT - 1)
    expect(statuses.filter((status) => status === 403)).toHaveLength(8 - (FREE_UPDATE_LIMIT - 1))
    expect(await titles(onB)).toHaveLength(FREE_UPDATE_LIMIT)
    expect((await client.get('/api/updates')).body).toHaveLength(FREE_UPDATE_LIMIT)
  })

  it('throttles 30 wrong passwords split across A and B as one', async () => {
    const { email, password } = await signedUpClient(a.baseUrl)
    const statuses: number[] = []
    for (let n = 0; n < 30; n++) {
      const target = n % 2 ? b : a
      statuses.push(
        (await createClient(target.baseUrl).post('/api/auth/login', { email, password: `guess-${n}` })).status,
      )
    }
    // LOGIN_MAX_CONSECUTIVE_FAILURES (10) in all, not 10 on each instance.
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true)
    expect((await createClient(b.baseUrl).post('/api/auth/login', { email, password })).status).toBe(429)
  })

  it('closes on B, within 2 s, the socket of a session that logged out on A, and B refuses its cookie', async () => {
    const { client } = await signedUpClient(a.baseUrl)
    const cookie = client.cookieHeader()
    const socket = await openSocket(b.baseUrl, cookie)
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
    expect((await sameBrowserOn(b.baseUrl, cookie).get('/api/updates')).status).toBe(200)
    expect((await client.post('/api/auth/logout')).status).toBe(204)
    const code = await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 2000))])
    expect(code).toBe(SESSION_ENDED_CLOSE_CODE)
    expect((await sameBrowserOn(b.baseUrl, cookie).get('/api/updates')).status).toBe(401)
  })

  it('does not let a device on B bring back an update deleted on A', async () => {
    const { client } = await signedUpClient(a.baseUrl)
    const created = (await client.post('/api/updates', weeklyUpdate('To delete', [ENTRY]))).body as { id: string }
    const onB = device(b.baseUrl, client.cookieHeader()).open(created.id)
    await onB.synced
    expect((await client.delete(`/api/updates/${created.id}`)).status).toBe(204)
    // The device still holds the document and keeps editing it, offline or not.
    addRecording(onB.doc, recording('after-delete'))
    const again = device(b.baseUrl, client.cookieHeader()).open(created.id, onB.doc)
    expect(await again.refusal).toBe('deleted')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await titles(sameBrowserOn(b.baseUrl, client.cookieHeader()))).toEqual([])
    expect(await titles(client)).toEqual([])
  })

  it('loses nothing when A is killed (-9) while a device edits through the proxy, nor when every instance goes down', async () => {
    const { client, user } = await signedUpClient(proxy.url)
    const id = crypto.randomUUID()
    const editor = device(proxy.url, client.cookieHeader()).open(id)
    await editor.synced
    startUpdate(editor.doc, 'Through the proxy', user.id)
    const made: string[] = []
    const edit = () => {
      made.push(`edit-${made.length}`)
      addRecording(editor.doc, recording(made.at(-1)!))
    }
    for (let n = 0; n < 20; n++) edit()
    const holder = proxy.upgrades.at(-1) === Number(new URL(a.baseUrl).port) ? a : b
    const other = holder === a ? b : a
    expect(await holder.stop('SIGKILL')).toBeNull()
    for (let n = 0; n < 20; n++) edit()
    // The device reconnects through the proxy, which now reaches the other instance only.
    await eventually(() => expect(editor.provider.unsyncedChanges).toBe(0), 10_000)
    const check = device(other.baseUrl, client.cookieHeader()).open(id)
    await check.synced
    await eventually(() => expect(recordingIds(check.doc).size).toBe(40), 5000)

    // Both down, then a new instance: everything is served from PostgreSQL.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await other.stop('SIGKILL')).toBeNull()
    const fresh = await serverProcess(env)
    try {
      const reader = device(fresh.baseUrl, client.cookieHeader()).open(id)
      await reader.synced
      expect([...recordingIds(reader.doc)].sort()).toEqual([...made].sort())
      expect((await sameBrowserOn(fresh.baseUrl, client.cookieHeader()).get('/api/auth/user')).status).toBe(200)
    } finally {
      await fresh.stop('SIGTERM')
    }
  }, 60_000)
})
