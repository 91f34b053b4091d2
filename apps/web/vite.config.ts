import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  server: {
    // In development the API (and later the sync socket) runs on the server's port.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: { sourcemap: true },
  test: { name: 'web', environment: 'node', passWithNoTests: true },
})
