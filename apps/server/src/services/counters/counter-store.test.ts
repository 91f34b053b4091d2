import { afterEach, describe, expect, it } from 'vitest'
import { startServer } from '../../server.ts'
import { createClient, signedUpClient, testConfig } from '../../testing/test-server.ts'

describe('the login throttle', () => {
  const running: Array<{ close(): Promise<void> }> = []
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()))
  })

  it('still blocks after a restart once the configured failures are spent', async () => {
    const config = testConfig({ loginMaxConsecutiveFailures: 3 })
    const first = await startServer(config)
    const { email, password } = await signedUpClient(`http://127.0.0.1:${first.port}`)
    const guesser = createClient(`http://127.0.0.1:${first.port}`)
    for (let i = 0; i < 3; i++)
      expect((await guesser.post('/api/auth/login', { email, password: `guess-${i}` })).status).toBe(401)
    expect((await guesser.post('/api/auth/login', { email, password })).status).toBe(429)
    await first.close()

    const second = await startServer(config)
    running.push(second)
    const afterRestart = await createClient(`http://127.0.0.1:${second.port}`).post('/api/auth/login', {
      email,
      password,
    })
    expect(afterRestart.status).toBe(429)
    expect(Number(afterRestart.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
