import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY, createClient, signedUpClient, startTestServer, weeklyUpdate } from '../../testing/test-server.ts'

describe('given a signed-in user', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  describe('renaming', () => {
    it('saves the trimmed name and returns the user', async () => {
      const { client } = await signedUpClient(server.url)
      const response = await client.put('/api/user/name', { name: '  Grace Hopper  ' })
      expect(response.status).toBe(200)
      expect(response.body.name).toBe('Grace Hopper')
      expect((await client.get('/api/auth/user')).body.name).toBe('Grace Hopper')
    })

    it('refuses a blank name with a 400 and keeps the old one', async () => {
      const { client } = await signedUpClient(server.url)
      const response = await client.put('/api/user/name', { name: '   ' })
      expect(response.status).toBe(400)
      expect(response.body.message).toMatch(/^name: /)
      expect((await client.get('/api/auth/user')).body.name).toBe('Pat Manager')
    })

    it('is 401 when not signed in', async () => {
      expect((await createClient(server.url).put('/api/user/name', { name: 'X' })).status).toBe(401)
    })
  })

  describe('deleting all updates', () => {
    it('removes every update of this user and none of another user', async () => {
      const owner = await signedUpClient(server.url)
      const other = await signedUpClient(server.url)
      await owner.client.post('/api/updates', weeklyUpdate('one', [ENTRY]))
      await owner.client.post('/api/updates', weeklyUpdate('two'))
      await other.client.post('/api/updates', weeklyUpdate('theirs', [ENTRY]))
      const response = await owner.client.delete('/api/user/updates')
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ deleted: 2 })
      expect((await owner.client.get('/api/updates')).body).toEqual([])
      expect((await owner.client.get('/api/auth/user')).body.updatesUsed).toBe(0)
      expect((await other.client.get('/api/updates')).body).toHaveLength(1)
    })
  })

  describe('deleting the account', () => {
    it('ends every session of the account and removes everything it owns', async () => {
      const { client, email, password, user } = await signedUpClient(server.url)
      const secondDevice = createClient(server.url)
      await secondDevice.post('/api/auth/login', { email, password })
      await client.post('/api/updates', weeklyUpdate('mine', [ENTRY]))

      expect((await client.delete('/api/user')).status).toBe(204)

      expect((await client.get('/api/auth/user')).status).toBe(401)
      expect((await secondDevice.get('/api/auth/user')).status).toBe(401)
      expect((await secondDevice.get('/api/updates')).status).toBe(401)
      // The account is gone, so rows of its id would be left-overs.
      const userId = (await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())
        ?.id
      expect(userId).toBeUndefined()
      expect(await server.db.selectFrom('updates').select('id').where('user_id', '=', user.id).execute()).toEqual([])
      expect(await server.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([])
      expect((await createClient(server.url).post('/api/auth/login', { email, password })).status).toBe(401)
    })

    it('lets the e-mail be registered again afterwards', async () => {
      const { client, email } = await signedUpClient(server.url)
      await client.delete('/api/user')
      const again = await createClient(server.url).post('/api/auth/register', {
        name: 'New',
        email,
        password: 'fresh-start',
      })
      expect(again.status).toBe(201)
    })
  })
})
