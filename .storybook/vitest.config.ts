import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumArgs } from '../packages/recorder-ui/test/fake-microphone.ts'

// `pnpm test:storybook`: every story becomes a test (render, play function, accessibility check),
// run in the system Chromium whose fake microphone plays speech, so recording stories use the real
// MediaRecorder.
export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) })],
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs() },
        // Reduced motion: open animations would otherwise make a just-opened dialog count as invisible.
        contextOptions: { permissions: ['microphone', 'clipboard-read', 'clipboard-write'], reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
})
