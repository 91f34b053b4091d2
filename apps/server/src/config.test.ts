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

describe('the REDIS_URL setting', () => {
  const postgres = 'postgres://sayso@db/sayso'
  it('leaves this instance alone when it is unset', () => {
    expect(loadConfig({ DATABASE_URL: postgres }, null).redis).toBeNull()
  })

  it('connects instances with a redis:// URL, under the sayso key prefix unless REDIS_PREFIX names another', () => {
    expect(loadConfig({ DATABASE_URL: postgres, REDIS_URL: 'redis://cache:6379/2' }, null).redis).toEqual({
      url: 'redis://cache:6379/2',
      prefix: 'sayso',
    })
    expect(
      loadConfig({ DATABASE_URL: postgres, REDIS_URL: 'rediss://cache', REDIS_PREFIX: 'staging' }, null).redis,
    ).toEqual({ url: 'rediss://cache', prefix: 'staging' })
  })

  it('refuses another scheme, a prefix with spaces, and Redis without PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: postgres, REDIS_URL: 'http://cache' }, null)).toThrow(
      'Invalid environment variable REDIS_URL: must be a redis:// URL',
    )
    expect(() => loadConfig({ DATABASE_URL: postgres, REDIS_URL: 'redis://cache', REDIS_PREFIX: 'a b' }, null)).toThrow(
      'REDIS_PREFIX',
    )
    expect(() => loadConfig({ REDIS_URL: 'redis://cache' }, null)).toThrow(
      'REDIS_URL needs DATABASE_URL: instances share PostgreSQL',
    )
  })
})
