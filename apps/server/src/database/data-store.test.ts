import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UpdateRow } from '../repositories/updates-repository.ts'
import { createSessionRevocations } from '../services/session-revocations.ts'
import { testConfig } from '../testing/test-server.ts'
import { createDataStore } from './data-store.ts'
import { openDatabase, type AppDatabase } from './open-database.ts'

// The suite runs on SQLite and again on PostgreSQL (package.json `test`); testConfig picks the database.
describe('given the transaction port over a fresh database', () => {
  let database: AppDatabase
  let store: ReturnType<typeof createDataStore>
  beforeAll(async () => {
    const config = testConfig()
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
    store = createDataStore(database.db, database.dialect, createSessionRevocations())
  })
  afterAll(() => database.close())

  let accounts = 0
  async function newUser(): Promise<string> {
    const id = `user-${++accounts}`
    expect(
      await store.repos.users.insert({
        id,
        name: 'Pat',
        email: `${id}@example.com`,
        passwordHash: 'h',
        createdAt: Date.now(),
      }),
    ).toBe(true)
    return id
  }
  const update = (id: string, userId: string, title: string): UpdateRow => ({
    id,
    userId,
    title,
    templateName: 'Weekly Update',
    content: '[]',
    entryCount: 0,
    updateType: 'weekly',
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
  })

  it('commits what the work wrote when it resolves', async () => {
    const userId = await newUser()
    await store.transaction(async (tx) => tx.updates.insert(update('u-commit', userId, 'Kept')))
    expect((await store.repos.updates.listForUser(userId)).map((row) => row.title)).toEqual(['Kept'])
  })

  it('rolls everything back when the work throws, and passes the error on', async () => {
    const userId = await newUser()
    const failed = store.transaction(async (tx) => {
      await tx.updates.insert(update('u-rollback', userId, 'Gone'))
      throw new Error('changed my mind')
    })
    await expect(failed).rejects.toThrow('changed my mind')
    expect(await store.repos.updates.listForUser(userId)).toEqual([])
  })

  it('rolls back only the savepoint that failed; the rest of the transaction commits', async () => {
    const userId = await newUser()
    await store.transaction(async (tx) => {
      await tx.savepoint((part) => part.updates.insert(update('u-first', userId, 'First')))
      await expect(
        tx.savepoint(async (part) => {
          await part.updates.insert(update('u-second', userId, 'Second'))
          throw new Error('this one fails')
        }),
      ).rejects.toThrow('this one fails')
      await tx.savepoint((part) => part.updates.insert(update('u-third', userId, 'Third')))
    })
    expect((await store.repos.updates.listForUser(userId)).map((row) => row.title).sort()).toEqual(['First', 'Third'])
  })

  it('shows a list cached before a transaction changed it as it is after the commit', async () => {
    const userId = await newUser()
    expect(await store.repos.updates.listForUser(userId)).toEqual([])
    await store.transaction(async (tx) => tx.updates.insert(update('u-cached', userId, 'Fresh')))
    expect((await store.repos.updates.listForUser(userId)).map((row) => row.title)).toEqual(['Fresh'])
  })

  it('lists updates created in the same millisecond with the last inserted first', async () => {
    const userId = await newUser()
    for (const title of ['One', 'Two', 'Three'])
      await store.repos.updates.insert(update(`u-tie-${title}`, userId, title))
    expect((await store.repos.updates.listForUser(userId)).map((row) => row.title)).toEqual(['Three', 'Two', 'One'])
  })

  it('refuses a second account with the same e-mail without an error', async () => {
    const userId = await newUser()
    const again = {
      id: 'someone-else',
      name: 'Sam',
      email: `${userId}@example.com`,
      passwordHash: 'h',
      createdAt: Date.now(),
    }
    expect(await store.repos.users.insert(again)).toBe(false)
  })

  it('tells whether an account exists, from memory and inside a transaction, until it is deleted', async () => {
    const userId = await newUser()
    expect(await store.repos.users.exists(userId)).toBe(true)
    expect(await store.transaction((tx) => tx.users.exists(userId))).toBe(true)
    expect(await store.repos.users.exists('nobody')).toBe(false)
    expect(await store.repos.users.remove(userId)).toBe(true)
    expect(await store.repos.users.exists(userId)).toBe(false)
    expect(await store.transaction((tx) => tx.users.exists(userId))).toBe(false)
  })
})
