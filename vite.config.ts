import { defineConfig } from 'vitest/config'

// Runs every package's Vitest project from the top (`pnpm vitest`); `npm test` runs them one by one.
export default defineConfig({
  test: {
    projects: ['apps/*', 'packages/*'],
  },
})
