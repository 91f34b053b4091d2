import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY, createClient, signedUpClient, startTestServer, weeklyUpdate } from '../../testing/test-server.ts'

describe('given a signed-in user and their updates', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('creates an update with a UUIDv7 and lists it', async () => {
    const { client } = await signedUpClient(server.url)
    const created = await client.post('/api/updates', weeklyUpdate('Week 12', [ENTRY]))
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      title: 'Week 12',
      templateName: 'Weekly Update',
      content: JSON.stringify([ENTRY]),
      updateType: 'weekly',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    const list = await client.get('/api/updates')
    expect(list.status).toBe(200)
    expect(list.body).toEqual([created.body])
  })

  it('lists newest first', async () => {
    const { client } = await signedUpClient(server.url)
    for (const title of ['first', 'second', 'third']) {
      await client.post('/api/updates', weeklyUpdate(title))
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const titles = (await client.get('/api/updates')).body.map((update: { title: string }) => update.title)
    expect(titles).toEqual(['third', 'second', 'first'])
  })

  it('replaces an update with PUT, keeping its id and creation date', async () => {
    const { client } = await signedUpClient(server.url)
    const created = (await client.post('/api/updates', weeklyUpdate('Draft'))).body
    const quick = {
      title: '  Renamed  ',
      templateName: 'Quick Update',
      content: JSON.stringify([{ ...ENTRY, sectionId: 'tldr' }]),
      updateType: 'quick',
    }
    const replaced = await client.put(`/api/updates/${created.id}`, quick)
    expect(replaced.status).toBe(200)
    expect(replaced.body).toMatchObject({
      id: created.id,
      title: 'Renamed',
      updateType: 'quick',
      createdAt: created.createdAt,
    })
    expect((await client.get('/api/updates')).body[0].title).toBe('Renamed')
  })

  it('deletes an update', async () => {
    const { client } = await signedUpClient(server.url)
    const created = (await client.post('/api/updates', weeklyUpdate())).body
    expect((await client.delete(`/api/updates/${created.id}`)).status).toBe(204)
    expect((await client.get('/api/updates')).body).toEqual([])
    expect((await client.delete(`/api/updates/${created.id}`)).status).toBe(404)
  })

  it.each([
    ['content that is not JSON', { ...weeklyUpdate(), content: 'not json' }, /^content: /],
    ['content that is not an array', { ...weeklyUpdate(), content: '{"a":1}' }, /^content: /],
    ['entries without a sectionId', { ...weeklyUpdate(), content: '[{"headline":"h","content":"c"}]' }, /^content: /],
    ['an unknown update type', { ...weeklyUpdate(), updateType: 'monthly' }, /^updateType: /],
    ['a blank title', { ...weeklyUpdate(), title: '  ' }, /^title: /],
    ['a missing template name', { title: 't', content: '[]', updateType: 'weekly' }, /^templateName: /],
  ])('refuses %s with a 400 naming the field', async (_case, body, message) => {
    const { client } = await signedUpClient(server.url)
    const response = await client.post('/api/updates', body)
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(message)
  })

  it('is 404 for an id that is not a UUID', async () => {
    const { client } = await signedUpClient(server.url)
    expect((await client.put('/api/updates/not-a-uuid', weeklyUpdate())).status).toBe(404)
    expect((await client.delete('/api/updates/..%2F..%2Fetc')).status).toBe(404)
  })

  it('is 401 for every route when not signed in', async () => {
    const anonymous = createClient(server.url)
    const id = crypto.randomUUID()
    expect((await anonymous.get('/api/updates')).status).toBe(401)
    expect((await anonymous.post('/api/updates', weeklyUpdate())).status).toBe(401)
    expect((await anonymous.put(`/api/updates/${id}`, weeklyUpdate())).status).toBe(401)
    expect((await anonymous.delete(`/api/updates/${id}`)).status).toBe(401)
    expect((await anonymous.delete('/api/user/updates')).status).toBe(401)
    expect((await anonymous.delete('/api/user')).status).toBe(401)
  })

  describe('given a second user', () => {
    it('can never list, read, change or delete the first user’s updates', async () => {
      const first = await signedUpClient(server.url)
      const second = await signedUpClient(server.url)
      const mine = (await first.client.post('/api/updates', weeklyUpdate('private', [ENTRY]))).body

      expect((await second.client.get('/api/updates')).body).toEqual([])
      const put = await second.client.put(`/api/updates/${mine.id}`, weeklyUpdate('hijacked'))
      expect(put.status).toBe(404)
      const del = await second.client.delete(`/api/updates/${mine.id}`)
      expect(del.status).toBe(404)
      // The same answer as for an id that never existed: nothing reveals the update exists.
      const unknown = await second.client.delete(`/api/updates/${crypto.randomUUID()}`)
      expect(del.body).toEqual(unknown.body)
      await second.client.delete('/api/user/updates')

      const after = (await first.client.get('/api/updates')).body
      expect(after).toEqual([mine])
    })
  })

  describe('on the free plan (5 updates with content)', () => {
    it('refuses the sixth update with content with a 403 naming the limit, and reports usage', async () => {
      const { client } = await signedUpClient(server.url)
      for (let i = 1; i <= 5; i++) {
        expect((await client.post('/api/updates', weeklyUpdate(`u${i}`, [ENTRY]))).status).toBe(201)
      }
      const sixth = await client.post('/api/updates', weeklyUpdate('u6', [ENTRY]))
      expect(sixth.status).toBe(403)
      expect(sixth.body.message).toMatch(/5 updates/)
      expect((await client.get('/api/updates')).body).toHaveLength(5)
      expect((await client.get('/api/auth/user')).body).toMatchObject({ updatesUsed: 5, updatesLimit: 5 })
    })

    it('does not count empty updates, but refuses to fill one past the limit', async () => {
      const { client } = await signedUpClient(server.url)
      for (let i = 1; i <= 5; i++) await client.post('/api/updates', weeklyUpdate(`u${i}`, [ENTRY]))
      const empty = await client.post('/api/updates', weeklyUpdate('draft'))
      expect(empty.status).toBe(201)
      const fill = await client.put(`/api/updates/${empty.body.id}`, weeklyUpdate('draft', [ENTRY]))
      expect(fill.status).toBe(403)
      // An update that already counts can still be edited.
      const first = (await client.get('/api/updates')).body.find((u: { title: string }) => u.title === 'u1')
      expect((await client.put(`/api/updates/${first.id}`, weeklyUpdate('u1 edited', [ENTRY, ENTRY]))).status).toBe(200)
      // Deleting one makes room again.
      await client.delete(`/api/updates/${first.id}`)
      expect((await client.put(`/api/updates/${empty.body.id}`, weeklyUpdate('draft', [ENTRY]))).status).toBe(200)
    })
  })
})

describe('given FREE_UPDATE_LIMIT=0', () => {
  it('has no limit and reports updatesLimit as null', async () => {
    const server = await startTestServer({ freeUpdateLimit: 0 })
    try {
      const { client } = await signedUpClient(server.url)
      for (let i = 1; i <= 7; i++)
        expect((await client.post('/api/updates', weeklyUpdate(`u${i}`, [ENTRY]))).status).toBe(201)
      expect((await client.get('/api/auth/user')).body).toMatchObject({ updatesUsed: 7, updatesLimit: null })
    } finally {
      await server.close()
    }
  })
})
