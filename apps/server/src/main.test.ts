import { afterEach, describe, expect, it } from 'vitest'
import { serverProcess, type ServerProcess } from './testing/server-process.ts'

describe('given the server started as in production (node src/main.ts)', () => {
  let server: ServerProcess | undefined
  afterEach(async () => {
    await server?.stop('SIGTERM')
  })

  it('names the database it uses in its start-up line', async () => {
    server = await serverProcess()
    const line = server
      .output()
      .split('\n')
      .find((text) => text.includes('Sayso is running at'))
    // The suite runs on both (package.json `test`); testing/test-database.ts sets DATABASE_URL for PostgreSQL.
    if (process.env.SAYSO_TEST_DATABASE === 'postgres')
      expect(line).toMatch(/database: PostgreSQL \(127\.0\.0\.1:5432\/sayso_test_\w+\)/)
    else expect(line).toContain(`database: SQLite (${server.dataDir}/sayso.sqlite)`)
    expect(line).toContain('Redis: none (one instance)')
    // Never the password or the whole URL.
    expect(line).not.toContain('postgres://')
  })
})
