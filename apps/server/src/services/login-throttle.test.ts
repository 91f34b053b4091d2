import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, signedUpClient, startTestServer } from '../testing/test-server.ts'

describe('given login throttling behind a trusted proxy', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer({
      trustProxy: true,
      loginMaxConsecutiveFailures: 10,
      loginMaxFailuresPerIpPerDay: 20,
    })
  })
  afterAll(() => server.close())

  const from = (ip: string) => createClient(server.url, { headers: { 'x-forwarded-for': ip } })

  it('refuses the 11th attempt after 10 failures for one e-mail from one address, with Retry-After', async () => {
    const { email, password } = await signedUpClient(server.url)
    const attacker = from('203.0.113.7')
    for (let i = 0; i < 10; i++) {
      expect((await attacker.post('/api/auth/login', { email, password: `guess-${i}` })).status).toBe(401)
    }
    const blocked = await attacker.post('/api/auth/login', { email, password })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toBe('Too many requests - Please try again in a moment')
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)

    // The real user, elsewhere, is not locked out.
    expect((await from('198.51.100.20').post('/api/auth/login', { email, password })).status).toBe(200)
  })

  it('caps failures per address per day, whatever the e-mail', async () => {
    const sprayer = from('192.0.2.99')
    for (let i = 0; i < 20; i++) {
      await sprayer.post('/api/auth/login', { email: `victim${i}@example.com`, password: 'password1' })
    }
    const blocked = await sprayer.post('/api/auth/login', { email: 'another@example.com', password: 'password1' })
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toBeTruthy()
  })

  it('forgets consecutive failures after a successful sign-in', async () => {
    const { email, password } = await signedUpClient(server.url)
    const user = from('198.51.100.30')
    for (let i = 0; i < 9; i++) await user.post('/api/auth/login', { email, password: 'typo-typo' })
    expect((await user.post('/api/auth/login', { email, password })).status).toBe(200)
    for (let i = 0; i < 9; i++) await user.post('/api/auth/login', { email, password: 'typo-typo' })
    expect((await user.post('/api/auth/login', { email, password })).status).toBe(200)
  })

  it('counts by the address the proxy saw, whatever the client wrote before it in X-Forwarded-For', async () => {
    const { email, password } = await signedUpClient(server.url)
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const spoofing = createClient(server.url, { headers: { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.50` } })
      statuses.push((await spoofing.post('/api/auth/login', { email, password: `guess-${i}` })).status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual([429, 429])
    expect((await from('198.51.100.60').post('/api/auth/login', { email, password })).status).toBe(200)
  })

  it('lets no more than 10 of many parallel guesses reach the password check', async () => {
    const { email } = await signedUpClient(server.url)
    const attacker = from('203.0.113.80')
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => attacker.post('/api/auth/login', { email, password: `parallel-${i}` })),
    )
    // At most 10: on PostgreSQL the e-mail's and the address's counters are two queries, so a guess
    // within the e-mail's ten can meet an address count already past its cap and be refused too.
    const checked = statuses.filter((response) => response.status === 401).length
    expect(checked).toBeGreaterThan(0)
    expect(checked).toBeLessThanOrEqual(10)
    expect(statuses.filter((response) => response.status === 429)).toHaveLength(25 - checked)
  })
})
