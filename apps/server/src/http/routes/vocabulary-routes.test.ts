import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VOCABULARY_MAX_TERMS } from '@sayso/shared'
import { createClient, signedUpClient, startTestServer } from '../../testing/test-server.ts'

describe('given the vocabulary routes', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('adds, lists, edits and removes a term', async () => {
    const { client } = await signedUpClient(server.url)
    expect((await client.get('/api/user/vocabulary')).body).toEqual([])

    const added = await client.post('/api/user/vocabulary', { term: ' SOC  2 ', soundsLike: ['Sock Two'] })
    expect(added.status).toBe(201)
    expect(added.body).toEqual({ id: expect.any(String), term: 'SOC 2', soundsLike: ['sock two'] })
    await client.post('/api/user/vocabulary', { term: 'Jira' })
    expect((await client.get('/api/user/vocabulary')).body.map((term: { term: string }) => term.term)).toEqual([
      'SOC 2',
      'Jira',
    ])

    const edited = await client.put(`/api/user/vocabulary/${added.body.id}`, {
      term: 'SOC 2',
      soundsLike: ['sock two', 'soc two'],
    })
    expect(edited.status).toBe(200)
    expect(edited.body.soundsLike).toEqual(['sock two', 'soc two'])

    expect((await client.delete(`/api/user/vocabulary/${added.body.id}`)).status).toBe(204)
    expect((await client.get('/api/user/vocabulary')).body).toEqual([
      { id: expect.any(String), term: 'Jira', soundsLike: [] },
    ])
    expect((await client.delete(`/api/user/vocabulary/${added.body.id}`)).status).toBe(404)
  })

  it('refuses bad input with a 400 naming the field, and saves nothing', async () => {
    const { client } = await signedUpClient(server.url)
    const cases: [unknown, RegExp][] = [
      [{ term: '' }, /^term: Written form is required/],
      [{}, /^term: Written form is required/],
      [{ term: 'x'.repeat(41) }, /^term: Written form must be at most 40 characters/],
      [{ term: 'Okta', soundsLike: ['a', 'b', 'c', 'd', 'e', 'f'] }, /^soundsLike: At most 5/],
      [{ term: 'Okta', soundsLike: 'ock ta' }, /^soundsLike: /],
      [{ term: 'Okta', extra: true }, /^Unknown field: extra/],
    ]
    for (const [body, message] of cases) {
      const response = await client.post('/api/user/vocabulary', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.message).toMatch(message)
    }
    expect((await client.get('/api/user/vocabulary')).body).toEqual([])
  })

  it('refuses a duplicate written form (any case) with a 409, on add and on edit', async () => {
    const { client } = await signedUpClient(server.url)
    await client.post('/api/user/vocabulary', { term: 'Okta' })
    const other = await client.post('/api/user/vocabulary', { term: 'Figma' })
    const again = await client.post('/api/user/vocabulary', { term: 'OKTA' })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('"OKTA" is already in your vocabulary')
    expect((await client.put(`/api/user/vocabulary/${other.body.id}`, { term: 'okta' })).status).toBe(409)
    expect((await client.get('/api/user/vocabulary')).body.map((term: { term: string }) => term.term)).toEqual([
      'Okta',
      'Figma',
    ])
  })

  it(`refuses a term past ${VOCABULARY_MAX_TERMS} with a 403`, async () => {
    const { client } = await signedUpClient(server.url)
    for (let i = 0; i < VOCABULARY_MAX_TERMS; i++)
      expect((await client.post('/api/user/vocabulary', { term: `Term ${i}` })).status).toBe(201)
    const over = await client.post('/api/user/vocabulary', { term: 'One too many' })
    expect(over.status).toBe(403)
    expect(over.body.message).toMatch(/Your vocabulary is full \(100 terms\)/)
  })

  it('keeps each user to their own terms', async () => {
    const owner = await signedUpClient(server.url)
    const other = await signedUpClient(server.url)
    const term = await owner.client.post('/api/user/vocabulary', { term: 'Priya', soundsLike: ['pree ya'] })
    expect((await other.client.get('/api/user/vocabulary')).body).toEqual([])
    expect((await other.client.put(`/api/user/vocabulary/${term.body.id}`, { term: 'Stolen' })).status).toBe(404)
    expect((await other.client.delete(`/api/user/vocabulary/${term.body.id}`)).status).toBe(404)
    expect((await owner.client.get('/api/user/vocabulary')).body).toEqual([term.body])
  })

  it('is 401 when not signed in', async () => {
    const anonymous = createClient(server.url)
    expect((await anonymous.get('/api/user/vocabulary')).status).toBe(401)
    expect((await anonymous.post('/api/user/vocabulary', { term: 'Okta' })).status).toBe(401)
    expect((await anonymous.put('/api/user/vocabulary/x', { term: 'Okta' })).status).toBe(401)
    expect((await anonymous.delete('/api/user/vocabulary/x')).status).toBe(401)
  })

  it('deletes the terms with the account', async () => {
    const { client, email } = await signedUpClient(server.url)
    await client.post('/api/user/vocabulary', { term: 'Okta' })
    const userId = (
      await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    ).id
    const count = async () =>
      (await server.db.selectFrom('vocabulary_terms').select('id').where('user_id', '=', userId).execute()).length
    expect(await count()).toBe(1)
    expect((await client.delete('/api/user')).status).toBe(204)
    expect(await count()).toBe(0)
  })
})
