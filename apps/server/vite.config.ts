import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Each test file starts its own server on an ephemeral port with its own data directory.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
})
