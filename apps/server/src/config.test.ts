import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('the DATABASE_URL setting', () => {
  it('keeps SQLite in DATA_DIR when it is unset or empty', () => {
    expect(loadConfig({}, null).databaseUrl).toBeNull()
    expect(loadConfig({ DATABASE_URL: ' ' }, null).databaseUrl).toBeNull()
  })

  it('selects PostgreSQL with a postgres:// or postgresql:// URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://sayso@db:5432/sayso' }, null).databaseUrl).toBe(
      'postgres://sayso@db:5432/sayso',
    )
    expect(loadConfig({ DATABASE_URL: 'postgresql://sayso@db/sayso' }, null).databaseUrl).toBe(
      'postgresql://sayso@db/sayso',
    )
  })

  it('refuses any other database, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/sayso' }, null)).toThrow(ConfigError)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/sayso' }, null)).toThrow(
      'Invalid environment variable DATABASE_URL: must be a postgres:// URL',
    )
  })
})
