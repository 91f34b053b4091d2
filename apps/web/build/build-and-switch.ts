/** `pnpm run build` of the web app: a new directory under .builds/, then `dist` points at it. */
import path from 'node:path'
import { build } from 'vite'
import { buildAndSwitch } from '../../../scripts/build/switch-build.ts'
import { prerenderLanding } from './prerender-landing.ts'

const webDir = path.resolve(import.meta.dirname, '..')
const outDir = await buildAndSwitch({
  buildsDir: path.join(webDir, '.builds'),
  link: path.join(webDir, 'dist'),
  build: async (target) => {
    await build({ root: webDir, build: { outDir: target, emptyOutDir: true } })
    await prerenderLanding(webDir, target)
  },
})
console.log(`web app built into ${path.relative(webDir, outDir)} and served from dist/`)
