import { THEME_BOOT_SCRIPT } from '@sayso/shared'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { serviceWorkerPlugin } from './service-worker/precache-plugin.ts'

/**
 * Puts the theme script first in the head of every page (see @sayso/shared's theme-boot.ts): before
 * the stylesheet, since an inline script after one holds the parser until the stylesheet has loaded.
 */
function themeBootPlugin(): Plugin {
  return {
    name: 'sayso-theme-boot',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head-prepend' }],
  }
}

export default defineConfig({
  plugins: [
    // Must come before the React plugin: it generates the route tree from src/routes.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      generatedRouteTree: './src/route-tree.gen.ts',
      addExtensions: true,
    }),
    react(),
    themeBootPlugin(),
    serviceWorkerPlugin(),
  ],
  server: {
    // In development the API (and later the sync socket) runs on the server's port.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    sourcemap: true,
    // Read by build-budget/ to check what the landing page downloads.
    manifest: true,
    // Keep modules running in import order across chunks: src/zod-config.ts must run before any schema.
    rolldownOptions: { output: { strictExecutionOrder: true } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'budget',
          environment: 'node',
          include: ['build-budget/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          // One browser and one server are shared by two files at a time: much of a walk is waiting (for
          // the network, a recording's seconds, a transcription), which the other file fills.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
