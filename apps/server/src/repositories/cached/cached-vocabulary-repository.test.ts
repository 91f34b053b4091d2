import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, signedUpClient, startTestServer } from '../../testing/test-server.ts'

// Vocabularies are read from memory (cached-vocabulary-repository.ts) by every AI request; a change
// must apply to the very next one, from the device that made it and from every other one.
describe('given vocabularies cached in memory', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  const NOTE = 'We moved every ticket to the drum this week and the team likes it.'
  const formatted = async (client: ReturnType<typeof createClient>) => {
    const response = await client.post('/api/format-update', { updateType: 'quick', transcription: NOTE })
    expect(response.status).toBe(200)
    return JSON.stringify(response.body)
  }

  it('applies an added, a changed and a removed term to the next format request', async () => {
    const { client, email, password } = await signedUpClient(server.url)
    const phone = createClient(server.url)
    expect((await phone.post('/api/auth/login', { email, password })).status).toBe(200)
    expect(await formatted(client)).not.toContain('Jira')

    const added = await client.post('/api/user/vocabulary', { term: 'Jira', soundsLike: ['the drum'] })
    expect(added.status).toBe(201)
    expect(await formatted(client)).toContain('Jira')
    expect(await formatted(phone)).toContain('Jira')

    const changed = await phone.put(`/api/user/vocabulary/${added.body.id}`, {
      term: 'Linear',
      soundsLike: ['the drum'],
    })
    expect(changed.status).toBe(200)
    const afterChange = await formatted(client)
    expect(afterChange).toContain('Linear')
    expect(afterChange).not.toContain('Jira')

    expect((await client.delete(`/api/user/vocabulary/${added.body.id}`)).status).toBe(204)
    const afterRemoval = await formatted(phone)
    expect(afterRemoval).not.toContain('Linear')
    expect(afterRemoval).toContain('the drum')
  })

  it('never gives one user another user’s vocabulary', async () => {
    const first = await signedUpClient(server.url)
    const second = await signedUpClient(server.url)
    expect((await first.client.post('/api/user/vocabulary', { term: 'Jira', soundsLike: ['the drum'] })).status).toBe(
      201,
    )
    expect(await formatted(first.client)).toContain('Jira')
    expect(await formatted(second.client)).not.toContain('Jira')
  })
})
