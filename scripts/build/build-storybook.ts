/**
 * `pnpm run build-storybook`: recorder-ui's Storybook, built for the app to serve at /storybook/, into
 * a new directory under .storybook-builds/ with `storybook-static` pointing at it (see switch-build.ts).
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { buildAndSwitch } from './switch-build.ts'

const root = path.resolve(import.meta.dirname, '../..')
const outDir = await buildAndSwitch({
  buildsDir: path.join(root, '.storybook-builds'),
  link: path.join(root, 'storybook-static'),
  build: async (target) => {
    const result = spawnSync('pnpm', ['exec', 'storybook', 'build', '--quiet', '--output-dir', target], {
      cwd: root,
      stdio: 'inherit',
    })
    if (result.status !== 0) throw new Error(`storybook build failed (exit ${result.status})`)
  },
})
console.log(`Storybook built into ${path.relative(root, outDir)} and served from storybook-static/ at /storybook/`)
