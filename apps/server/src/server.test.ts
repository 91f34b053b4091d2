import fs from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import { initializeUpdate } from '@sayso/update-doc'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { createRepositories } from './database/data-store.ts'
import { ENTRY, createClient, signedUpClient, startTestServer, weeklyUpdate } from './testing/test-server.ts'

describe('given a server that is stopped and started again on the same data directory', () => {
  it('keeps accounts, sessions and updates', async () => {
    const first = await startTestServer()
    const { client, email, password } = await signedUpClient(first.url)
    const created = (await client.post('/api/updates', weeklyUpdate('Kept', [ENTRY]))).body
    const cookie = client.cookieHeader()
    await first.close()

    const second = await startTestServer({ dataDir: first.config.dataDir })
    try {
      const sameSession = createClient(second.url)
      const me = await sameSession.get('/api/auth/user', { cookie })
      expect(me.status).toBe(200)
      expect(me.body.email).toBe(email)
      expect((await sameSession.get('/api/updates', { cookie })).body).toEqual([created])
      expect((await createClient(second.url).post('/api/auth/login', { email, password })).status).toBe(200)
    } finally {
      await second.close()
    }
  })
})

describe('given acknowledged updates a version that logged them in the database left unstored', () => {
  it('stores them at start-up, so the update is listed with them', async () => {
    const first = await startTestServer()
    const { client, user } = await signedUpClient(first.url)
    const id = crypto.randomUUID()
    const edited = new Y.Doc()
    initializeUpdate(edited, {
      title: 'Left in the log',
      templateId: 'quick-update',
      templateName: 'Quick Update',
      updateType: 'quick',
      createdAt: new Date().toISOString(),
      ownerId: user.id,
    })
    const repos = createRepositories(first.db, false)
    await repos.documents.claim(id, user.id, Date.now())
    await repos.documentLog.appendAll([{ name: id, update: Y.encodeStateAsUpdate(edited) }])
    await first.close()

    const second = await startTestServer({ dataDir: first.config.dataDir })
    try {
      const listed = await createClient(second.url).get('/api/updates', { cookie: client.cookieHeader() })
      expect(listed.body.map((update: { id: string; title: string }) => [update.id, update.title])).toEqual([
        [id, 'Left in the log'],
      ])
      expect(await createRepositories(second.db, false).documentLog.namesWithUpdates()).toEqual([])
    } finally {
      await second.close()
    }
  })
})

describe('given the database files on disk', () => {
  it('never hold a password in clear, only an argon2id hash with OWASP parameters', async () => {
    const server = await startTestServer()
    const password = 'Unmistakable-Secret-8812'
    await signedUpClient(server.url, password)
    const stored = await server.db.selectFrom('users').select('password_hash as hash').executeTakeFirstOrThrow()
    await server.close()

    expect(stored.hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)
    const files = fs
      .readdirSync(server.config.dataDir, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(server.config.dataDir, file))
      .filter((file) => fs.statSync(file).isFile())
    for (const file of files) expect(fs.readFileSync(file).includes(Buffer.from(password)), file).toBe(false)
  })

  it('keep the generated session secret private to its owner', async () => {
    const server = await startTestServer()
    await server.close()
    const mode = fs.statSync(path.join(server.config.dataDir, 'session-secret')).mode & 0o777
    expect(mode).toBe(0o600)
  })
})

describe('given logging at info level', () => {
  it('logs sign-ups and sign-ins without passwords or cookies', async () => {
    const lines: string[] = []
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const server = await startTestServer({ logLevel: 'info' }, { logDestination: destination })
    try {
      const password = 'Never-Logged-Secret-42'
      const { client, email } = await signedUpClient(server.url, password)
      await createClient(server.url).post('/api/auth/login', { email, password: 'Wrong-Logged-Guess-7' })
      await createClient(server.url).post('/api/auth/login', { email, password })
      const sid = client.cookies.get('sayso_sid')!
      const log = lines.join('')
      expect(log).toMatch(/login failed/)
      expect(log).toMatch(/login succeeded/)
      for (const secret of [password, 'Wrong-Logged-Guess-7', sid]) expect(log).not.toContain(secret)
    } finally {
      await server.close()
    }
  })
})
