import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'update-doc', environment: 'node' },
})
