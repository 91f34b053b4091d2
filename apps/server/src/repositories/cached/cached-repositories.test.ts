import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ENTRY,
  createClient,
  createTestClock,
  signedUpClient,
  startTestServer,
  weeklyUpdate,
} from '../../testing/test-server.ts'

// Sessions and accounts are read from memory (cached-*-repository.ts); every change must be seen
// by the very next request, from the device that made it and from every other one.
describe('given sessions and accounts cached in memory', () => {
  const clock = createTestClock()
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer({ sessionIdleTimeoutMs: 60 * 60_000 }, { now: clock.now })
  })
  afterAll(() => server.close())

  const replay = (cookie: string, route = '/api/updates') =>
    fetch(`${server.url}${route}`, { headers: { cookie } }).then((response) => response.status)

  /** A second device signed in to the same account. */
  async function secondDevice(email: string, password: string) {
    const device = createClient(server.url)
    expect((await device.post('/api/auth/login', { email, password })).status).toBe(200)
    return device
  }

  it('a copied cookie stops working the moment its session logs out', async () => {
    const { client } = await signedUpClient(server.url)
    const copied = client.cookieHeader()
    expect(await replay(copied)).toBe(200)
    expect((await client.post('/api/auth/logout')).status).toBe(204)
    expect(await replay(copied)).toBe(401)
  })

  it('a deleted account is signed out on every device at once', async () => {
    const { client, email, password } = await signedUpClient(server.url)
    const phone = await secondDevice(email, password)
    expect((await phone.get('/api/updates')).status).toBe(200)
    const laptopCookie = client.cookieHeader()
    expect((await client.delete('/api/user')).status).toBe(204)
    expect((await phone.get('/api/updates')).status).toBe(401)
    expect((await phone.get('/api/auth/user')).status).toBe(401)
    expect(await replay(laptopCookie)).toBe(401)
    // The e-mail is free again, and the new account is a new one.
    const again = createClient(server.url)
    expect((await again.post('/api/auth/register', { name: 'Pat Again', email, password })).status).toBe(201)
    expect((await again.get('/api/auth/user')).body).toMatchObject({ name: 'Pat Again', email })
  })

  it('a new name is shown at once, on the device that renamed and on the others', async () => {
    const { client, email, password } = await signedUpClient(server.url)
    const phone = await secondDevice(email, password)
    expect((await phone.get('/api/auth/user')).body.name).toBe('Pat Manager')
    expect((await client.put('/api/user/name', { name: 'Patricia Manager' })).status).toBe(200)
    expect((await client.get('/api/auth/user')).body.name).toBe('Patricia Manager')
    expect((await phone.get('/api/auth/user')).body.name).toBe('Patricia Manager')
  })

  it('the list of updates shows every change at once, on every device', async () => {
    const { client, email, password } = await signedUpClient(server.url)
    const phone = await secondDevice(email, password)
    const titles = async () =>
      ((await phone.get('/api/updates')).body as Array<{ title: string }>).map((update) => update.title)
    expect(await titles()).toEqual([])
    const first = await client.post('/api/updates', weeklyUpdate('Week 1', [ENTRY]))
    expect(await titles()).toEqual(['Week 1'])
    clock.advance(1000)
    await client.post('/api/updates', weeklyUpdate('Week 2'))
    expect(await titles()).toEqual(['Week 2', 'Week 1'])
    await client.put(`/api/updates/${first.body.id}`, weeklyUpdate('Week 1, revised', [ENTRY]))
    expect(await titles()).toEqual(['Week 2', 'Week 1, revised'])
    expect((await client.delete(`/api/updates/${first.body.id}`)).status).toBe(204)
    expect(await titles()).toEqual(['Week 2'])
    expect((await client.delete('/api/user/updates')).status).toBe(200)
    expect(await titles()).toEqual([])
    // Another account's list was never this one's.
    const other = await signedUpClient(server.url)
    expect((await other.client.get('/api/updates')).body).toEqual([])
  })

  it('a session that was idle too long has ended, though it was read moments before', async () => {
    const { client } = await signedUpClient(server.url)
    expect((await client.get('/api/updates')).status).toBe(200)
    clock.advance(60 * 60_000 + 1)
    expect((await client.get('/api/updates')).status).toBe(401)
    clock.advance(-(60 * 60_000 + 1))
    expect((await client.get('/api/updates')).status).toBe(401)
  })

  it('a session in use stays alive past the idle timeout, since its use is recorded', async () => {
    const { client } = await signedUpClient(server.url)
    for (let i = 0; i < 3; i++) {
      clock.advance(40 * 60_000)
      expect((await client.get('/api/updates')).status).toBe(200)
    }
    // 120 minutes after sign-in, but 40 after the last request: still signed in after a restart too.
    const restarted = await startTestServer(
      { dataDir: server.config.dataDir, sessionIdleTimeoutMs: 60 * 60_000 },
      { now: clock.now },
    )
    try {
      expect(
        await fetch(`${restarted.url}/api/updates`, { headers: { cookie: client.cookieHeader() } }).then(
          (r) => r.status,
        ),
      ).toBe(200)
    } finally {
      await restarted.close()
    }
  })
})
