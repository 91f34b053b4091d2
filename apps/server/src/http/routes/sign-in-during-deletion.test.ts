import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, signedUpClient, startTestServer } from '../../testing/test-server.ts'

describe('signing in while the same account is being deleted', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer({ loginMaxConsecutiveFailures: 1000, loginMaxFailuresPerIpPerDay: 100_000 })
  })
  afterAll(() => server.close())

  it('either signs in before the deletion or fails with 401, never 500, and leaves no session of the deleted account', async () => {
    const outcomes = new Map<number, number>()
    for (let round = 0; round < 15; round++) {
      const { client, email, password, user } = await signedUpClient(server.url)
      const devices = Array.from({ length: 4 }, () => createClient(server.url))
      // The logins are verifying the password (tens of ms of argon2) when the deletion arrives.
      const logins = devices.map((device) => device.post('/api/auth/login', { email, password }))
      await new Promise((resolve) => setTimeout(resolve, 5 + (round % 5) * 10))
      const deletion = await client.delete('/api/user')
      expect(deletion.status).toBe(204)
      for (const response of await Promise.all(logins)) {
        outcomes.set(response.status, (outcomes.get(response.status) ?? 0) + 1)
        expect([200, 401]).toContain(response.status)
        if (response.status === 401) expect(response.body).toEqual({ message: 'Invalid email or password' })
      }
      for (const device of devices) expect((await device.get('/api/auth/user')).status).toBe(401)
      expect(await server.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([])
    }
    // The race was really run: some sign-ins ended after the deletion.
    expect(outcomes.get(401) ?? 0).toBeGreaterThan(0)
  }, 120_000) // 75 password checks (argon2), slow on a loaded two-core machine
})
