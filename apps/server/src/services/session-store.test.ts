import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClock, signedUpClient, startTestServer } from '../testing/test-server.ts'

const MINUTE = 60_000

describe('given sessions with a 30-minute idle timeout and an 8-hour lifetime', () => {
  const clock = createTestClock()
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer(
      { sessionIdleTimeoutMs: 30 * MINUTE, sessionAbsoluteTimeoutMs: 8 * 60 * MINUTE },
      clock,
    )
  })
  afterAll(() => server.close())

  it('ends a session left idle for longer than the idle timeout', async () => {
    const { client } = await signedUpClient(server.url)
    clock.advance(29 * MINUTE)
    expect((await client.get('/api/auth/user')).status).toBe(200)
    clock.advance(29 * MINUTE)
    expect((await client.get('/api/auth/user')).status).toBe(200)
    clock.advance(31 * MINUTE)
    expect((await client.get('/api/auth/user')).status).toBe(401)
  })

  it('ends an active session at its absolute lifetime', async () => {
    const { client } = await signedUpClient(server.url)
    for (let elapsed = 0; elapsed < 8 * 60; elapsed += 20) {
      expect((await client.get('/api/auth/user')).status).toBe(200)
      clock.advance(20 * MINUTE)
    }
    clock.advance(MINUTE)
    expect((await client.get('/api/auth/user')).status).toBe(401)
  })
})
