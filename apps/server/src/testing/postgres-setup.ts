import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { TEST_POSTGRES_URL } from './test-database.ts'

const psql = (sql: string) =>
  execFileSync('psql', [`${TEST_POSTGRES_URL}/postgres`, '-qAt', '-c', sql], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })

const isRunning = () => {
  try {
    psql('SELECT 1')
    return true
  } catch {
    return false
  }
}

/**
 * Vitest globalSetup of the PostgreSQL run: starts the local cluster when it is not running, gives
 * this run a database-name prefix (each test server creates `<prefix>_<pid>_<n>`, test-database.ts),
 * and drops every database with that prefix when the run ends, whatever the tests left behind.
 */
export default function setup(): () => void {
  if (!isRunning()) {
    const [version] = fs.readdirSync('/etc/postgresql')
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version!, 'main', 'start'], { stdio: 'inherit' })
    for (let tries = 0; !isRunning(); tries++) {
      if (tries > 50) throw new Error(`PostgreSQL is not answering at ${TEST_POSTGRES_URL}`)
      execFileSync('sleep', ['0.2'])
    }
  }
  const prefix = `sayso_test_${crypto.randomBytes(4).toString('hex')}`
  process.env.SAYSO_TEST_DATABASE_PREFIX = prefix
  return () => {
    const names = psql(`SELECT datname FROM pg_database WHERE datname LIKE '${prefix}\\_%'`).split('\n').filter(Boolean)
    for (const name of names) psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  }
}
