import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { browserCommands } from './test/browser-commands.ts'
import { chromiumArgs } from './test/fake-microphone.ts'

// `vite build` makes the published library: one ES module, one stylesheet; React stays the host's.
// `vitest` runs the component and hook tests in the system Chromium with a fake microphone, so the
// recorder is exercised against the real MediaRecorder and IndexedDB. The consumer fixture has its own
// config (fixtures/consumer/vitest.config.ts): it needs the built package. The fake microphone is made
// only for tests: building (`npm start` on a fresh machine) must not need espeak-ng.
export default defineConfig({
  plugins: [react()],
  build: {
    lib: {
      entry: { index: 'src/build-entry.ts' },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/],
      // Hooks and event handlers throughout: React Server Component hosts must render it on the client.
      output: { banner: '"use client";' },
    },
    // Readable output: the host's bundler minifies.
    minify: false,
    emptyOutDir: true,
  },
  test: {
    name: 'recorder-ui',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: '/usr/bin/chromium', args: process.env.VITEST ? chromiumArgs() : [] },
        // Reduced motion: open animations would otherwise make a just-opened dialog count as invisible.
        contextOptions: { permissions: ['microphone', 'clipboard-read', 'clipboard-write'], reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
      commands: browserCommands,
      screenshotFailures: false,
    },
  },
})
