import { configDefaults, defineProject } from 'vitest/config'

// `SAYSO_TEST_DATABASE=postgres` runs the same suite on PostgreSQL (package.json `test` runs both).
const postgres = process.env.SAYSO_TEST_DATABASE === 'postgres'

export default defineProject({
  test: {
    name: postgres ? 'server (PostgreSQL)' : 'server',
    environment: 'node',
    // Each test file starts its own server on an ephemeral port with its own data directory
    // (and, on PostgreSQL, its own database).
    testTimeout: 20_000,
    // Vitest's default on two cores is one worker, but a server test mostly waits (sockets, fsync,
    // PostgreSQL, a child process): two files at a time keep both cores busy.
    maxWorkers: 2,
    hookTimeout: 20_000,
    globalSetup: postgres ? ['src/testing/postgres-setup.ts'] : [],
    // Several instances need PostgreSQL (and Redis): they run on the PostgreSQL pass only.
    exclude: [...configDefaults.exclude, ...(postgres ? [] : ['src/cluster/scale-out.test.ts'])],
  },
})
