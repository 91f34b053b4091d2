import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'

const source = (path: string) => fileURLToPath(new URL(`../packages/recorder-ui/src/${path}`, import.meta.url))

// Stories import '@sayso/recorder-ui' the way a host app does; here it points at the source, so
// Storybook and its tests need no build first and show edits at once.
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite')
    return mergeConfig(viteConfig, {
      resolve: {
        alias: [
          { find: '@sayso/recorder-ui/styles.css', replacement: source('styles.css') },
          { find: /^@sayso\/recorder-ui$/, replacement: source('index.ts') },
        ],
        dedupe: ['react', 'react-dom'],
      },
    })
  },
}

export default config
