import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'

/**
 * The server suite runs twice (package.json `test`): on SQLite, and with SAYSO_TEST_DATABASE=postgres
 * on PostgreSQL, where postgres-setup.ts names this run's databases and drops them all afterwards.
 */
export const TEST_POSTGRES_URL = process.env.SAYSO_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432'

let created = 0

/** A new, empty PostgreSQL database for one test server (null on the SQLite run). */
export function freshTestDatabaseUrl(): string | null {
  if (process.env.SAYSO_TEST_DATABASE !== 'postgres') return null
  const prefix = process.env.SAYSO_TEST_DATABASE_PREFIX
  if (!prefix) throw new Error('SAYSO_TEST_DATABASE_PREFIX is set by postgres-setup.ts (the vitest globalSetup)')
  // Each test file runs in its own process: the pid keeps their names apart.
  const name = `${prefix}_${process.pid}_${++created}_${crypto.randomBytes(3).toString('hex')}`
  // Synchronous, like making a temporary data directory: testConfig() stays a plain function.
  execFileSync('psql', [`${TEST_POSTGRES_URL}/postgres`, '-qAt', '-c', `CREATE DATABASE "${name}"`], { stdio: 'pipe' })
  return `${TEST_POSTGRES_URL}/${name}`
}
